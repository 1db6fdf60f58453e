import { performance } from 'node:perf_hooks';
import type { ClauseModel } from '../clause-model.ts';
import type { CuadClauseCategory } from '../cuad-categories.ts';
import { type DocumentModel, documentLogit } from '../document-model.ts';
import { averageLinear, averageModels } from './average-models.ts';
import { documentFeatureIds, trainDocumentModels } from './document-model-fit.ts';
import { presenceStages } from './presence-stages.ts';
import { presenceThresholds } from './presence-thresholds.ts';
import { bestByBoost, evidenceUnder, type SentenceLogits, sentenceLogits } from './sentence-logits.ts';
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

export class FoldedTraining {
  private readonly trained = new Map<string, ClauseModel>();
  private readonly documents = new Map<string, DocumentModels>();
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

  /** The averaged model for contracts outside the training (without `folds`), with its thresholds. */
  tunedWithout(folds: readonly number[], trainedOn: string): ClauseModel {
    return this.tunedPairWithout(folds, trainedOn).model;
  }

  /** `tunedWithout`'s model, and the same model with document-level models (TunedModels). */
  tunedPairWithout(folds: readonly number[], trainedOn: string): TunedModels {
    const heldOut: {
      logits: Map<CuadClauseCategory, SentenceLogits>;
      document: Map<CuadClauseCategory, number>;
      present: ReadonlySet<CuadClauseCategory>;
    }[] = [];
    const inner: ClauseModel[] = [];
    const innerDocuments: DocumentModels[] = [];
    const samples: RankingSamples = new Map();
    for (let d = 0; d < FOLDS; d += 1) {
      if (folds.includes(d)) continue;
      const model = this.trainedWithout([...folds, d]);
      const documents = this.documentsWithout([...folds, d]);
      inner.push(model);
      innerDocuments.push(documents);
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
          present: contract.present,
        });
        addRankingSamples(samples, model, contract, this.names);
      });
    }
    const averaged = averageModels(inner, trainedOn);
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
