import { mean } from './ranking-metrics.ts';

/** One setting of a grid and its average precision on each query (in the queries' order). */
export type Scored = { name: string; aps: number[] };

export type Choice = {
  /** Chosen on the first 13 queries, scored on the others. */
  split: { name: string; tuned: number; heldOut: number; all: number };
  /** Each query scored by the setting best on the other queries. */
  leaveOneOut: number;
  /** Each query scored by the setting best on the four folds without it (fold = index mod 5). */
  fiveFold: number;
  /** The settings any fold chose. */
  picks: string[];
};

/** The setting of best MAP on the queries `train` accepts (the first in the grid on a tie). */
function best(grid: readonly Scored[], train: (i: number) => boolean): Scored {
  let pick = grid[0] as Scored;
  let value = -1;
  for (const setting of grid) {
    const sum = setting.aps.reduce((a, x, i) => (train(i) ? a + x : a), 0);
    if (sum > value) {
      value = sum;
      pick = setting;
    }
  }
  return pick;
}

/**
 * The honest figure of choosing a setting from a grid: chosen on some queries, scored on the others
 * (the first `tuned` queries against the rest, leave-one-out, 5-fold).
 */
export function chooseByCrossValidation(grid: readonly Scored[], tuned = 13): Choice {
  const n = grid[0]?.aps.length ?? 0;
  const indexes = [...Array(n).keys()];
  const split = best(grid, (i) => i < tuned);
  const loo = indexes.map((i) => best(grid, (j) => j !== i));
  const fold = indexes.map((i) => best(grid, (j) => j % 5 !== i % 5));
  return {
    split: {
      name: split.name,
      tuned: mean(split.aps.slice(0, tuned)),
      heldOut: mean(split.aps.slice(tuned)),
      all: mean(split.aps),
    },
    leaveOneOut: mean(loo.map((s, i) => s.aps[i] as number)),
    fiveFold: mean(fold.map((s, i) => s.aps[i] as number)),
    picks: [...new Set([...loo, ...fold].map((s) => s.name))],
  };
}
