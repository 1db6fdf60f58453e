import { performance } from 'node:perf_hooks';
import type { ClauseModel } from '../clause-model.ts';
import type { CuadClauseCategory } from '../cuad-categories.ts';
import { type DenseScorer, denseLogit } from '../dense-scorer.ts';
import { type DocumentModel, documentLogit } from '../document-model.ts';
import { averageLinear, averageModels } from './average-models.ts';
import {
  averageDenseFits,
  type DenseFits,
  denseSentenceWeight,
  trainDenseScorers,
} from './dense-scorer-fit.ts';
import { documentFeatureIds, trainDocumentModels } from './document-model-fit.ts';
import { presenceStages } from './presence-stages.ts';
import { presenceThresholds } from './presence-thresholds.ts';
import {
  bestByBoost,
  evidenceUnder,
  forEachSentenceLogit,
  type SentenceLogits,
  sentenceLogits,
} from './sentence-logits.ts';
import { addRankingSamples, fitSpanRankings, type RankingSamples } from './span-ranking-fit.ts';
import { trainClauseModel } from './train-model.ts';
import type { PreparedContract } from './training-set.ts';

export const FOLDS = 5;
/** The fold of the i-th contract (of the folder's contracts in name order). */
export const foldOf = (i: number) => i % FOLDS;

/**
 * Per category, the probability of the contract's best sentence under the model, for each cue
 * boost of CUE_BOOSTS (a sentence with the category's cue gets the boost's extra log-odds).
 */
export function bestSentenceScores(
  model: ClauseModel,
  contract: PreparedContract,
  names: readonly string[],
): Map<CuadClauseCategory, number[]> {
  return bestByBoost(sentenceLogits(model, contract, names));
}

/**
 * Trains the clause models of a cross-validation. The model for contracts outside the training
 * (a fold held out, or new contracts) is the average of inner models, each leaving out one more
 * fold; every contract of the training is scored by the inner model that left it out, and the
 * presence threshold of each category is chosen on those scores. So no threshold is chosen on a
 * contract scored with it, and the scores it is chosen on come from models like the ones averaged
 * (trained on as many contracts). Each set of left-out folds is trained once: the inner model
 * without folds {k, d} serves the held-out folds k and d alike.
 */
/**
 * The averaged model for contracts outside a training, and the same model with document-level
 * models, its contract-level stages fitted on the same evidence plus the document models' log-odds
 * (the shipped pipeline; `--cv` measures the one without them in the same run for comparison).
 */
export type TunedModels = { model: ClauseModel; withDocument: ClauseModel };

type DocumentModels = Partial<Record<CuadClauseCategory, DocumentModel>>;

/**
 * How the dense scorers over the sentence vectors (dense-scorer.ts) are used: not at all, their
 * log-odds added to the sentence model's (weighted as chosen on held-out sentences), their best
 * sentence read by the contract-level stage, or both; or read by the span ranking alone (a second
 * feature of its logistic, span-ranking-fit.ts), with or without the stage.
 */
export type DenseUse = 'none' | 'sentence' | 'stage' | 'both' | 'rank' | 'rank-stage';
export const DENSE_USES: readonly DenseUse[] = ['none', 'sentence', 'stage', 'both', 'rank', 'rank-stage'];
/**
 * The use of the shipped pipeline: the span ranking alone. Nested --cv on the same folds: precision at
 * 80 % span recall 2.87 % → 7.79 % (seed 16) and 2.81 % → 7.45 % (seed 17), presence unchanged; added
 * to the sentence score the vectors lost presence macro-F1 (0.656 → 0.643, 0.661 → 0.650), and the
 * stage feature moved it within the seeds' noise (+0.005, −0.007) (README, IQ).
 */
export const DENSE_USE: DenseUse = 'rank';

type DenseSamples = Map<CuadClauseCategory, { sparse: number[]; dense: number[]; marked: (0 | 1)[] }>;

export class FoldedTraining {
  private readonly trained = new Map<string, ClauseModel>();
  private readonly documents = new Map<string, DocumentModels>();
  private readonly denseFits = new Map<string, DenseFits>();
  private documentIds: Int32Array[] | undefined;

  constructor(
    private readonly contracts: readonly PreparedContract[],
    private readonly names: readonly string[],
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** The model trained on every contract outside `folds`, with the default threshold. */
  trainedWithout(folds: readonly number[]): ClauseModel {
    const key = [...folds].sort().join(',');
    let model = this.trained.get(key);
    if (model === undefined) {
      const started = performance.now();
      const training = this.contracts.filter((_, i) => !folds.includes(foldOf(i)));
      model = trainClauseModel(training, this.names, `without folds ${key}`);
      this.trained.set(key, model);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.log(`trained on ${training.length} contracts (without folds ${key}) in ${seconds} s`);
    }
    return model;
  }

  /** The document-level models trained on every contract outside `folds`. */
  documentsWithout(folds: readonly number[]): DocumentModels {
    const key = [...folds].sort().join(',');
    let models = this.documents.get(key);
    if (models === undefined) {
      this.documentIds ??= this.contracts.map((contract) => documentFeatureIds(contract, this.names));
      const ids = this.documentIds;
      const training = this.contracts
        .map((contract, i) => ({ ids: ids[i] as Int32Array, present: contract.present }))
        .filter((_, i) => !folds.includes(foldOf(i)));
      const started = performance.now();
      models = trainDocumentModels(training, this.names);
      this.documents.set(key, models);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.log(`document models on ${training.length} contracts (without folds ${key}) in ${seconds} s`);
    }
    return models;
  }

  /** The dense scorers (dense-scorer-fit.ts) trained on every contract outside `folds`. */
  denseWithout(folds: readonly number[]): DenseFits {
    const key = [...folds].sort().join(',');
    let fits = this.denseFits.get(key);
    if (fits === undefined) {
      fits = trainDenseScorers(this.contracts.filter((_, i) => !folds.includes(foldOf(i))));
      this.denseFits.set(key, fits);
    }
    return fits;
  }

  /**
   * For the dense scorers, on the training contracts each inner model left out: per category the
   * weight of their log-odds beside the sentence model's (denseSentenceWeight), and per contract
   * the best of their log-odds over its sentences.
   */
  private denseHeldOut(folds: readonly number[]) {
    const samples: DenseSamples = new Map();
    const best = new Map<number, Map<CuadClauseCategory, number>>();
    for (let d = 0; d < FOLDS; d += 1) {
      if (folds.includes(d)) continue;
      const model = this.trainedWithout([...folds, d]);
      const fits = this.denseWithout([...folds, d]);
      this.contracts.forEach((contract, i) => {
        if (foldOf(i) !== d) return;
        const own = new Map<CuadClauseCategory, number>();
        best.set(i, own);
        forEachSentenceLogit(model, contract, this.names, (category, z, _, sentence) => {
          const fit = fits[category];
          if (fit === undefined) return;
          const dense = denseLogit(fit, contract.vectors[sentence] as Float32Array);
          own.set(category, Math.max(own.get(category) ?? Number.NEGATIVE_INFINITY, dense));
          let rows = samples.get(category);
          if (rows === undefined) {
            rows = { sparse: [], dense: [], marked: [] };
            samples.set(category, rows);
          }
          rows.sparse.push(z);
          rows.dense.push(dense);
          rows.marked.push(contract.labels.get(category)?.[sentence] === 1 ? 1 : 0);
        });
      });
    }
    const weights = new Map(
      [...samples].map(([category, rows]) => [
        category,
        denseSentenceWeight(rows.sparse, rows.dense, rows.marked),
      ]),
    );
    return { weights, best };
  }

  /** The averaged model for contracts outside the training (without `folds`), with its thresholds. */
  tunedWithout(folds: readonly number[], trainedOn: string): ClauseModel {
    return this.tunedPairWithout(folds, trainedOn).model;
  }

  /** `tunedWithout`'s model, and the same model with document-level models (TunedModels). */
  tunedPairWithout(folds: readonly number[], trainedOn: string, dense: DenseUse = DENSE_USE): TunedModels {
    const heldOut: {
      logits: Map<CuadClauseCategory, SentenceLogits>;
      document: Map<CuadClauseCategory, number>;
      dense: Map<CuadClauseCategory, number> | undefined;
      present: ReadonlySet<CuadClauseCategory>;
    }[] = [];
    const inner: ClauseModel[] = [];
    const innerDocuments: DocumentModels[] = [];
    const innerDense: DenseFits[] = [];
    const samples: RankingSamples = new Map();
    const chosen = dense === 'none' ? undefined : this.denseHeldOut(folds);
    const inSentence = dense === 'sentence' || dense === 'both';
    const inStage = dense === 'stage' || dense === 'both' || dense === 'rank-stage';
    const inRank = dense === 'rank' || dense === 'rank-stage';
    const scorers = (fits: DenseFits, round: (v: number) => number = (v) => v) =>
      Object.fromEntries(
        Object.entries(fits).map(([category, fit]) => [
          category,
          {
            bias: round(fit.bias),
            weights: fit.weights.map(round),
            sentenceWeight: inSentence ? (chosen?.weights.get(category as CuadClauseCategory) ?? 0) : 0,
            stage: inStage,
          } satisfies DenseScorer,
        ]),
      );
    for (let d = 0; d < FOLDS; d += 1) {
      if (folds.includes(d)) continue;
      const trained = this.trainedWithout([...folds, d]);
      const documents = this.documentsWithout([...folds, d]);
      const fits = chosen === undefined ? {} : this.denseWithout([...folds, d]);
      const model: ClauseModel = chosen === undefined ? trained : { ...trained, dense: scorers(fits) };
      inner.push(trained);
      innerDocuments.push(documents);
      innerDense.push(fits);
      this.contracts.forEach((contract, i) => {
        if (foldOf(i) !== d) return;
        const words = new Set(Array.from(this.documentIds?.[i] ?? [], (id) => this.names[id] as string));
        heldOut.push({
          logits: sentenceLogits(model, contract, this.names),
          document: new Map(
            (Object.entries(documents) as [CuadClauseCategory, DocumentModel][]).map(([category, m]) => [
              category,
              documentLogit(m, words),
            ]),
          ),
          dense: chosen?.best.get(i),
          present: contract.present,
        });
        addRankingSamples(samples, model, contract, this.names, inRank ? fits : undefined);
      });
    }
    const averagedSparse = averageModels(inner, trainedOn);
    const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
    const averagedDense = chosen === undefined ? {} : averageDenseFits(innerDense);
    const averaged: ClauseModel =
      chosen === undefined ? averagedSparse : { ...averagedSparse, dense: scorers(averagedDense, round4) };
    const categories = Object.keys(averaged.categories) as CuadClauseCategory[];
    const thresholds = presenceThresholds(
      heldOut.map((h) => ({ best: bestByBoost(h.logits), present: h.present })),
      categories,
    );
    for (const [category, chosen] of thresholds) {
      const m = averaged.categories[category];
      if (m === undefined) continue;
      chosen.threshold = Math.round(chosen.threshold * 10_000) / 10_000;
      // The boost becomes part of the cue's weight: the model stays one linear model.
      const cue = `cue:${category}`;
      if (chosen.boost !== 0)
        m.weights[cue] = Math.round(((m.weights[cue] ?? 0) + chosen.boost) * 1000) / 1000;
      m.threshold = chosen.threshold;
    }
    // Span candidates of all categories are ranked by probabilities fitted on the same sentences.
    const ranking = fitSpanRankings(samples, (category) => thresholds.get(category)?.boost ?? 0);
    // The contract-level stage reads the evidence the averaged model will show, boosts folded in,
    // without (model) and with (withDocument) the held-out log-odds of the document-level models.
    const sentenceThreshold = (category: CuadClauseCategory) =>
      thresholds.get(category) ?? { threshold: 1, f1: 0 };
    const evidence = heldOut.map((h) => ({
      evidence: evidenceUnder(h.logits, thresholds),
      present: h.present,
    }));
    // The stage reads the best dense log-odds of the categories the averaged model has a scorer for.
    if (inStage)
      for (const [i, h] of heldOut.entries())
        for (const [category, own] of evidence[i]?.evidence ?? [])
          if (averagedDense[category] !== undefined) own.dense = h.dense?.get(category) ?? -12;
    const model: ClauseModel = {
      ...averaged,
      presence: presenceStages(evidence, sentenceThreshold, categories),
      ranking,
    };
    // Only categories every inner training has a document model for (a rare one may have none).
    const documented = new Set(categories.filter((c) => innerDocuments.every((m) => m[c] !== undefined)));
    for (const [i, h] of heldOut.entries())
      for (const [category, own] of evidence[i]?.evidence ?? [])
        if (documented.has(category)) own.document = h.document.get(category);
    const withDocument: ClauseModel = {
      ...averaged,
      presence: presenceStages(evidence, sentenceThreshold, categories),
      ranking,
      document: Object.fromEntries(
        [...averageLinear(innerDocuments)].filter(([category]) => documented.has(category)),
      ),
    };
    return { model, withDocument };
  }
}
