/** Ranked-retrieval measures (as trec_eval computes them) for one query: a ranking and its answers. */
export type RankingScores = { ap: number; p10: number; rr: number };

/** Average precision: the precision at each relevant document's rank, over all relevant documents. */
export function averagePrecision(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  if (relevant.size === 0) return 0;
  let found = 0;
  let sum = 0;
  ranked.forEach((id, i) => {
    if (!relevant.has(id)) return;
    found += 1;
    sum += found / (i + 1);
  });
  return sum / relevant.size;
}

export function precisionAt(k: number, ranked: readonly string[], relevant: ReadonlySet<string>): number {
  return ranked.slice(0, k).filter((id) => relevant.has(id)).length / k;
}

/** 1 / the rank of the first relevant document (0 when none is ranked). */
export function reciprocalRank(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  const first = ranked.findIndex((id) => relevant.has(id));
  return first < 0 ? 0 : 1 / (first + 1);
}

export function rankingScores(ranked: readonly string[], relevant: ReadonlySet<string>): RankingScores {
  return {
    ap: averagePrecision(ranked, relevant),
    p10: precisionAt(10, ranked, relevant),
    rr: reciprocalRank(ranked, relevant),
  };
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
