import type { ScoredDoc } from '../../lib/search/bm25-index.ts';

/**
 * Statutes found through the judgements that apply them. A statute's section is a few lines in the
 * statute's words, the facts are a story in the parties' words: they share few terms. The
 * judgements corpus bridges them: each statute is linked once to the judgements its own text
 * retrieves best (those that quote or apply it), and a query's statutes are then those linked to
 * the judgements the query retrieves, each weighing 1 / its rank for the query.
 */
export type BridgeParams = {
  /** How many judgements each statute is linked to. */
  perStatute: number;
  /** How many of the query's judgements vote. */
  perQuery: number;
  /** The bridge's weight against the statute's own BM25 score (both scaled to [0, 1]). */
  weight: number;
};

export class StatuteBridge {
  /** Judgement → the statutes linked to it. */
  private readonly statutesOf = new Map<string, string[]>();

  constructor(readonly params: BridgeParams) {}

  /** Links a statute to the judgements its text retrieves, best first (the first `perStatute` count). */
  link(statuteId: string, judgementIds: readonly string[]): void {
    for (const judgementId of judgementIds.slice(0, this.params.perStatute)) {
      const list = this.statutesOf.get(judgementId) ?? [];
      list.push(statuteId);
      this.statutesOf.set(judgementId, list);
    }
  }

  /** Each statute's vote from the query's judgements, best first: Σ 1 / rank over those linked to it. */
  votes(queryJudgements: readonly string[]): ScoredDoc[] {
    const votes = new Map<string, number>();
    queryJudgements.slice(0, this.params.perQuery).forEach((judgementId, i) => {
      for (const statuteId of this.statutesOf.get(judgementId) ?? []) {
        votes.set(statuteId, (votes.get(statuteId) ?? 0) + 1 / (i + 1));
      }
    });
    return [...votes].map(([docId, score]) => ({ docId, score })).sort((x, y) => y.score - x.score);
  }

  /**
   * The statutes' own ranking and the judgements' votes, each scaled to [0, 1] between its best and
   * its last score, added at the bridge's weight; best first (ties by the own ranking).
   */
  fuse(own: readonly ScoredDoc[], votes: readonly ScoredDoc[]): ScoredDoc[] {
    const scores = new Map<string, number>();
    const order = new Map<string, number>();
    const add = (list: readonly ScoredDoc[], weight: number) => {
      const high = list[0]?.score ?? 0;
      const low = list[list.length - 1]?.score ?? 0;
      for (const hit of list) {
        const scaled = (hit.score - low) / (high - low || 1);
        scores.set(hit.docId, (scores.get(hit.docId) ?? 0) + weight * scaled);
        if (!order.has(hit.docId)) order.set(hit.docId, order.size);
      }
    };
    add(own, 1);
    add(votes, this.params.weight);
    return [...scores]
      .map(([docId, score]) => ({ docId, score }))
      .sort((x, y) => y.score - x.score || (order.get(x.docId) as number) - (order.get(y.docId) as number));
  }
}

/**
 * Chosen on the first 13 AILA development queries (perStatute ∈ {10, 30, 100, 300, 1000}, perQuery ∈
 * {10, 30, 100, 300}, weight ∈ {0.3, 1, 2, 4, 8, 1000}; README, "Measured"): the votes decide, the
 * statute's own score orders the statutes no vote reaches and breaks ties.
 */
export const STATUTE_BRIDGE: BridgeParams = { perStatute: 30, perQuery: 300, weight: 1000 };

/**
 * The bridge needs judgements enough that a statute's 30 are a small, telling part of them (the
 * starter corpus alone, 57 landmark judgements, is not): at least 20 × perStatute.
 */
export const bridgeApplies = (judgements: number, params: BridgeParams = STATUTE_BRIDGE) =>
  judgements >= 20 * params.perStatute;
