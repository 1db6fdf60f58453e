import { z } from 'zod';

/**
 * GET /api/litigation/judgements/{judgement_id} (issue 15): a judgement of LeXi's corpus, readable
 * by anyone signed in. `year` is null when the corpus does not know it.
 */
export const judgementTextResponse = z.object({
  id: z.string(),
  title: z.string(),
  citation: z.string(),
  court: z.string(),
  year: z.number().int().nullable(),
  text: z.string(),
});
export type JudgementTextResponse = z.infer<typeof judgementTextResponse>;
