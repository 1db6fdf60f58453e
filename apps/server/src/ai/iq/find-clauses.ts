import { type ClauseModel, featureLogits } from './clause-model.ts';
import type { ContractClause } from './clauses.ts';
import type { CuadClauseCategory } from './cuad-categories.ts';
import { denseLogit } from './dense-scorer.ts';
import { documentFeatures, documentLogit } from './document-model.ts';
import { contractSentenceReadings } from './features.ts';
import {
  addSentence,
  type CategoryEvidence,
  noEvidence,
  presenceFeatures,
  presenceProbability,
  thresholdLogit,
} from './presence-model.ts';
import { splitSentences, type TextRange } from './sentences.ts';
import { spanRank } from './span-ranking.ts';

/**
 * A sentence found to belong to a category, with the model's probability (`confidence`, read against
 * the category's threshold) and its ranking probability (span-ranking.ts), comparable across categories.
 */
export type ScoredSpan = TextRange & { category: CuadClauseCategory; confidence: number; rank: number };

/** The lowest probability kept as a candidate (for precision/recall curves); findings use the threshold. */
export const CANDIDATE_FLOOR = 0.01;

/** A contract's candidate sentences, and per category what its sentences show (presence-model.ts). */
export type ContractScores = {
  candidates: ScoredSpan[];
  evidence: Map<CuadClauseCategory, CategoryEvidence>;
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Scores every sentence of the text against every category of the model and keeps the candidates
 * (probability ≥ `floor`), best first, with the contract-level evidence of every category (the
 * document-level model's log-odds included, when the model has one).
 */
export function scoreContract(
  text: string,
  model: ClauseModel,
  sentences = splitSentences(text),
  clauses?: readonly ContractClause[],
  floor = CANDIDATE_FLOOR,
): ContractScores {
  const candidates: ScoredSpan[] = [];
  const evidence = new Map<CuadClauseCategory, CategoryEvidence>();
  const readings = contractSentenceReadings(text, sentences, clauses);
  const features = readings.features;
  const vectors = model.dense === undefined ? undefined : readings.vectors;
  const thresholds = new Map<CuadClauseCategory, number>();
  for (const [category, m] of Object.entries(model.categories) as [
    CuadClauseCategory,
    { threshold: number },
  ][]) {
    evidence.set(category, noEvidence());
    thresholds.set(category, thresholdLogit(m.threshold));
  }
  sentences.forEach((range, i) => {
    const sentence = features[i] as string[];
    const cues = sentence.filter((feature) => feature.startsWith('cue:'));
    const { categories, z } = featureLogits(model, sentence, vectors?.[i]);
    categories.forEach((category, c) => {
      const logit = z[c] as number;
      const hasCue = cues.length > 0 && cues.includes(`cue:${category}`);
      addSentence(
        evidence.get(category) as CategoryEvidence,
        logit,
        hasCue,
        thresholds.get(category) as number,
      );
      const confidence = sigmoid(logit);
      if (confidence < floor) return;
      const ranking = model.ranking?.[category];
      const scorer = model.dense?.[category];
      const dense =
        ranking?.dense === undefined || scorer === undefined || vectors === undefined
          ? 0
          : denseLogit(scorer, vectors[i] as Float32Array);
      candidates.push({
        ...range,
        category,
        confidence,
        rank: spanRank(ranking, logit, model.categories[category]?.threshold ?? 1, dense),
      });
    });
  });
  if (model.document !== undefined) {
    const words = documentFeatures(features);
    for (const [category, document] of Object.entries(model.document) as [
      CuadClauseCategory,
      NonNullable<ClauseModel['document']>[CuadClauseCategory],
    ][]) {
      const own = evidence.get(category);
      if (own !== undefined && document !== undefined) own.document = documentLogit(document, words);
    }
  }
  // The best dense log-odds over the sentences, for the categories whose stage reads them.
  for (const [category, scorer] of Object.entries(model.dense ?? {}) as [
    CuadClauseCategory,
    NonNullable<ClauseModel['dense']>[CuadClauseCategory],
  ][]) {
    const own = evidence.get(category);
    if (own === undefined || scorer === undefined || !scorer.stage || vectors === undefined) continue;
    // A loop, not Math.max(...): a contract may have more sentences than a call takes arguments.
    let best = Number.NEGATIVE_INFINITY;
    for (const vector of vectors) best = Math.max(best, denseLogit(scorer, vector));
    own.dense = best;
  }
  candidates.sort((a, b) => b.confidence - a.confidence || a.start - b.start);
  return { candidates, evidence };
}

/** The candidate sentences of `scoreContract` alone. */
export function scoreClauses(
  text: string,
  model: ClauseModel,
  sentences = splitSentences(text),
  clauses?: readonly ContractClause[],
  floor = CANDIDATE_FLOOR,
): ScoredSpan[] {
  return scoreContract(text, model, sentences, clauses, floor).candidates;
}

/**
 * The categories the contract has: per category, the sentences at or above its threshold. Given the
 * contract's evidence, a category with a contract-level stage is present when that stage says so,
 * shown by its sentences at the threshold or else by its best candidate.
 */
export function presentClauses(
  candidates: readonly ScoredSpan[],
  model: ClauseModel,
  evidence?: ReadonlyMap<CuadClauseCategory, CategoryEvidence>,
): Map<CuadClauseCategory, ScoredSpan[]> {
  const found = new Map<CuadClauseCategory, ScoredSpan[]>();
  for (const span of candidates) {
    const threshold = model.categories[span.category]?.threshold ?? 1;
    if (span.confidence < threshold) continue;
    const list = found.get(span.category) ?? [];
    list.push(span);
    found.set(span.category, list);
  }
  if (evidence !== undefined) decidePresence(found, candidates, model, evidence);
  for (const list of found.values()) list.sort((a, b) => a.start - b.start);
  return found;
}

function decidePresence(
  found: Map<CuadClauseCategory, ScoredSpan[]>,
  candidates: readonly ScoredSpan[],
  model: ClauseModel,
  evidence: ReadonlyMap<CuadClauseCategory, CategoryEvidence>,
): void {
  const thresholdOf = (category: CuadClauseCategory) =>
    thresholdLogit(model.categories[category]?.threshold ?? 1);
  for (const [category, stage] of Object.entries(model.presence ?? {}) as [
    CuadClauseCategory,
    NonNullable<ClauseModel['presence']>[CuadClauseCategory],
  ][]) {
    if (stage === undefined) continue;
    const probability = presenceProbability(stage, presenceFeatures(category, evidence, thresholdOf));
    if (probability < stage.threshold) found.delete(category);
    else if (!found.has(category)) {
      const best = candidates.find((span) => span.category === category);
      if (best !== undefined) found.set(category, [best]);
    }
  }
}
