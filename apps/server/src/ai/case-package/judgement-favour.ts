import { z } from 'zod';

/**
 * Which side a judgement's rule favours, as its author states it (issue 15): a lawyer reads
 * "serious question to be tried suffices for an interim injunction" as help for the applicant,
 * though the passage names no outcome. The starter corpus states it for its judgements
 * (modules/judgements/starter-corpus-favours.ts); an imported judgement has none.
 *
 * `claimant` is the complainant, prosecution, victim or plaintiff side ("victim" in a case),
 * `defence` the accused or defendant side; `either` says the judgement cuts for whichever side the
 * facts put in its position (a party who was a minor, a party who filed late), with why.
 */
const favourWhen = {
  /** Only in a case of this nature (a custodial-violence ruling helps the accused in a trial and the claimant in a suit). */
  nature: z.enum(['criminal', 'civil']).optional(),
  /** Only in a case with one of these causes (the allegation rules' names, e.g. a refund of a deposit). */
  causes: z.array(z.string().min(1)).min(1).optional(),
  /** Its rule in a few words: "a serious question to be tried suffices for an interim injunction". */
  rule: z.string().min(1),
};

export const favourEntry = z.discriminatedUnion('favours', [
  z.object({
    favours: z.enum(['claimant', 'defence']),
    ...favourWhen,
    /** Whom the rule favours, completing "favours …": "the claimant seeking an interim injunction". */
    whom: z.string().min(1),
  }),
  z.object({
    favours: z.literal('either'),
    ...favourWhen,
    /** Why it cuts either way, completing "cuts for either side: …". */
    why: z.string().min(1),
  }),
]);
export type FavourEntry = z.infer<typeof favourEntry>;

/** A judgement's favours, the first that fits the case applies; an entry without conditions fits all. */
export const judgementFavour = z.array(favourEntry).min(1);
export type JudgementFavour = z.infer<typeof judgementFavour>;

/** What of the case decides which entry fits: its nature and the causes (allegation rules) found. */
export type FavourCase = { nature: 'criminal' | 'civil'; causes: readonly string[] };

export function favourFor(favour: JudgementFavour, kase: FavourCase): FavourEntry | undefined {
  return favour.find(
    (entry) =>
      (entry.nature === undefined || entry.nature === kase.nature) &&
      (entry.causes === undefined || entry.causes.some((cause) => kase.causes.includes(cause))),
  );
}

/** A stored favour, or undefined when the column is empty or no longer reads as one. */
export function readFavour(value: unknown): JudgementFavour | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = judgementFavour.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
