import { STATUTE_BRIDGE } from './statute-bridge.ts';

/**
 * The precedents that judgements on like facts rely on. A court deciding a case cites the judgements
 * that settled its questions, and judgements on like facts cite the same ones; a precedent's own
 * text may share few words with the facts (it decided the law, on other facts). So each of the
 * facts' first judgements (ranked by the facts alone) votes 1 / its rank for the judgements it cites
 * (ai/judgements/citation-counts.ts), and the first few by votes join the candidates the passages
 * then order: the votes widen the pool without deciding the order, as the statutes do
 * (statute-expansion.ts).
 */
export type PrecedentParams = {
  /** How many of the facts' first judgements vote (the statute bridge's voters). */
  voters: number;
  /** How many of the judgements they cite, by votes, join the candidates. */
  joined: number;
};

/**
 * The voters are the statute bridge's (the facts' first 300, already ranked for the statutes); the
 * number joining was chosen on the first 13 AILA development queries among 0, 5, 10 and 20, after
 * the fourth round's options (README, "Measured", fifth round; eval/aila/prior-experiments.ts).
 */
export const CITED_PRECEDENTS: PrecedentParams = { voters: STATUTE_BRIDGE.perQuery, joined: 5 };

/**
 * The judgements the facts' first judgements (best first) cite, by votes (Σ 1 / the citing
 * judgement's rank), the first `joined`; ties by id.
 */
export function citedPrecedents(
  neighbours: readonly string[],
  cites: (id: string) => ReadonlySet<string>,
  params: PrecedentParams = CITED_PRECEDENTS,
): string[] {
  const votes = new Map<string, number>();
  neighbours.slice(0, params.voters).forEach((id, rank) => {
    for (const cited of cites(id)) votes.set(cited, (votes.get(cited) ?? 0) + 1 / (rank + 1));
  });
  return [...votes]
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    .slice(0, params.joined)
    .map(([id]) => id);
}
