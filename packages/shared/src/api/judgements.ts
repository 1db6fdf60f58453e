import { z } from 'zod';
import { messages } from '../messages.ts';
import { singleLineText } from '../validation/safe-text.ts';

const j = messages.judgements.own;

/** The ids of the judgements corpus: a starter slug or an imported file's name. */
export const JUDGEMENT_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

/** GET /api/litigation/judgements/{judgement_id}: an id of another shape is simply not found (404). */
export const judgementParams = z.object({
  judgement_id: singleLineText({ error: j.notFound }).max(1000, { error: j.notFound }),
});

export const judgementResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
  title: z.string(),
  citation: z.string(),
  court: z.string(),
  year: z.number().int().nullable(),
  text: z.string(),
});
export type JudgementResponse = z.infer<typeof judgementResponse>;
