import type { CuadClauseCategory } from '../cuad-categories.ts';
import {
  type CategoryEvidence,
  type PresenceStage,
  presenceFeatures,
  presenceProbability,
  thresholdLogit,
} from '../presence-model.ts';
import { fitDenseLogistic } from './dense-logistic.ts';
import { presenceThreshold } from './presence-thresholds.ts';

/** A training contract's evidence under a model that did not see it, and the categories it has. */
export type HeldOutEvidence = {
  evidence: ReadonlyMap<CuadClauseCategory, CategoryEvidence>;
  present: ReadonlySet<CuadClauseCategory>;
};

export const PRESENCE_STAGE_OPTIONS = {
  /** The L2 penalties of the contract-level logistic (on standardised features) tried per category. */
  l2: [0.3, 1, 3, 10, 30],
  /** The folds over the training contracts in which the penalty and the threshold are chosen. */
  folds: 5,
} as const;

type Labelled = { rows: number[][]; labels: (0 | 1)[] };

/** The stage's threshold and F1 chosen on predictions for the contracts each inner fit left out. */
function innerThreshold({ rows, labels }: Labelled, l2: number, folds: number) {
  const predicted: { score: number; present: boolean }[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const inside = rows.map((_, i) => i).filter((i) => i % folds !== fold);
    const fit = fitDenseLogistic(
      inside.map((i) => rows[i] as number[]),
      inside.map((i) => labels[i] as 0 | 1),
      l2,
    );
    rows.forEach((row, i) => {
      if (i % folds === fold)
        predicted.push({
          score: presenceProbability({ ...fit, threshold: 0 }, row),
          present: labels[i] === 1,
        });
    });
  }
  return presenceThreshold(predicted);
}

/**
 * Per category, the contract-level stage (presence-model.ts) fitted on the training contracts'
 * held-out evidence, its penalty and threshold chosen where F1 is highest on predictions for training
 * contracts the stage did not see (an inner split of these contracts). A category keeps its sentence threshold
 * alone (no stage) when the stage does not beat that threshold's F1 `sentenceF1` on the same contracts.
 */
export function presenceStages(
  heldOut: readonly HeldOutEvidence[],
  sentenceThreshold: (category: CuadClauseCategory) => { threshold: number; f1: number },
  categories: readonly CuadClauseCategory[],
  options: { l2: readonly number[]; folds: number } = PRESENCE_STAGE_OPTIONS,
): Partial<Record<CuadClauseCategory, PresenceStage>> {
  const stages: Partial<Record<CuadClauseCategory, PresenceStage>> = {};
  const thresholdOf = (category: CuadClauseCategory) => thresholdLogit(sentenceThreshold(category).threshold);
  for (const category of categories) {
    const rows = heldOut.map((h) => presenceFeatures(category, h.evidence, thresholdOf));
    const labels = heldOut.map((h) => (h.present.has(category) ? 1 : 0) as 0 | 1);
    if (!labels.includes(1) || !labels.includes(0)) continue;
    let chosen = { l2: 0, threshold: 1, f1: -1 };
    // The larger penalty when two tie: the simpler stage.
    for (const l2 of [...options.l2].reverse()) {
      const { threshold, f1 } = innerThreshold({ rows, labels }, l2, options.folds);
      if (f1 > chosen.f1) chosen = { l2, threshold, f1 };
    }
    if (chosen.f1 <= sentenceThreshold(category).f1) continue;
    const fit = fitDenseLogistic(rows, labels, chosen.l2);
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    stages[category] = {
      bias: round(fit.bias),
      weights: fit.weights.map(round),
      threshold: round(chosen.threshold),
    };
  }
  return stages;
}
