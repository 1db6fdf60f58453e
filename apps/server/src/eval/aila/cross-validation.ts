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

const sum = (aps: readonly number[], train: (i: number) => boolean) =>
  aps.reduce((a, x, i) => (train(i) ? a + x : a), 0);
/** The index of the best of a list on the training queries (the first on a tie). */
const argBest = (list: readonly Scored[], train: (i: number) => boolean) =>
  list.reduce((best, x, i) => (sum(x.aps, train) > sum((list[best] as Scored).aps, train) ? i : best), 0);

/** The setting of best MAP on the queries `train` accepts (the first in the grid on a tie). */
const best = (grid: readonly Scored[], train: (i: number) => boolean) => grid[argBest(grid, train)] as Scored;

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

/**
 * A choice made in steps, as the rounds made it, repeated on each training set: each step offers its
 * settings given the indexes picked at the steps before it (none for the first), and the best of
 * them on the training queries is picked. The split (first 13), leave-one-out and 5-fold figures of
 * the last step's pick, and the settings any fold ended with.
 */
export function stepwiseChoice(steps: readonly ((picks: readonly number[]) => readonly Scored[])[]) {
  const pick = (train: (i: number) => boolean) => {
    const picks: number[] = [];
    let chosen: Scored | undefined;
    for (const step of steps) {
      const offered = step(picks);
      const at = argBest(offered, train);
      picks.push(at);
      chosen = offered[at];
    }
    return chosen as Scored;
  };
  const count = steps[0]?.([])[0]?.aps.length ?? 0;
  const indexes = [...Array(count).keys()];
  const split = pick((i) => i < 13);
  const loo = indexes.map((i) => pick((j) => j !== i));
  const fold = indexes.map((i) => pick((j) => j % 5 !== i % 5));
  return {
    split: { name: split.name, tuned: mean(split.aps.slice(0, 13)), heldOut: mean(split.aps.slice(13)) },
    leaveOneOut: mean(loo.map((s, i) => s.aps[i] as number)),
    fiveFold: mean(fold.map((s, i) => s.aps[i] as number)),
    picks: [...new Set([...loo, ...fold].map((s) => s.name))],
  };
}

/**
 * The choice of the fourth round, repeated on each training set: the stage setting chosen on its
 * own (`alone`: each setting with no option, i.e. the third round), then the option at that setting
 * (`optionsAt`: every option scored at the setting of that index, in the options' order).
 */
export const sequentialChoice = (
  alone: readonly Scored[],
  optionsAt: (setting: number) => readonly Scored[],
) => stepwiseChoice([() => alone, (picks) => optionsAt(picks[0] as number)]);

/** The stage settings any training set of `sequentialChoice` picks (the split, leave-one-out, 5-fold). */
export function settingsPicked(alone: readonly Scored[]): number[] {
  const count = alone[0]?.aps.length ?? 0;
  const trains = [
    (i: number) => i < 13,
    ...[...Array(count).keys()].map((i) => (j: number) => j !== i),
    ...[...Array(count).keys()].map((i) => (j: number) => j % 5 !== i % 5),
  ];
  return [...new Set(trains.map((train) => argBest(alone, train)))];
}
