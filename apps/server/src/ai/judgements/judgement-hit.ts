/** One judgement the corpus search found: what case generation cites and the search answers. */
export type JudgementHit = {
  judgementId: string;
  title: string;
  citation: string;
  court: string;
  year: number | null;
  /** The field of law the corpus gives it ('Criminal procedure: bail'), empty when unknown. */
  area?: string;
  /** The judgement's sentences that best match the query: why it is relevant. */
  passage: string;
  score: number;
};
