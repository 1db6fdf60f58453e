import { CUAD_CLAUSE_CATEGORIES, type CuadClauseCategory } from '../cuad-categories.ts';
import { contractSentenceReadings } from '../features.ts';
import { splitSentences, type TextRange } from '../sentences.ts';
import { jaccardOfSets, wordsOf } from '../words.ts';

/**
 * A contract with the clause texts lawyers marked per category, and the categories it has (by
 * default those with a marked text).
 */
export type LabelledText = {
  text: string;
  spans: Partial<Record<CuadClauseCategory, readonly string[]>>;
  present?: readonly CuadClauseCategory[];
};

/**
 * A contract prepared for training: its sentences, their feature ids, and per category a label per
 * sentence: 1 when the sentence matches a marked clause (word-Jaccard ≥ 0.5), 0 when it lies outside
 * every marked clause of that category, -1 (left out) when it is part of a longer marked clause.
 */
export type PreparedContract = {
  present: ReadonlySet<CuadClauseCategory>;
  sentences: TextRange[];
  features: Int32Array[];
  /** Each sentence's standardised word vector (dense-scorer.ts). */
  vectors: Float32Array[];
  labels: Map<CuadClauseCategory, Int8Array>;
};

export class FeatureIndex {
  readonly ids = new Map<string, number>();
  idOf(feature: string): number {
    let id = this.ids.get(feature);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(feature, id);
    }
    return id;
  }
  names(): string[] {
    const names: string[] = new Array(this.ids.size);
    for (const [name, id] of this.ids) names[id] = name;
    return names;
  }
}

export function prepareContract(contract: LabelledText, index: FeatureIndex): PreparedContract {
  const sentences = splitSentences(contract.text);
  const wordSets = sentences.map((r) => new Set(wordsOf(contract.text.slice(r.start, r.end))));
  const readings = contractSentenceReadings(contract.text, sentences);
  const features = readings.features.map((names) => new Int32Array(names.map((f) => index.idOf(f))));
  const labels = new Map<CuadClauseCategory, Int8Array>();
  for (const category of CUAD_CLAUSE_CATEGORIES) {
    const marked = (contract.spans[category] ?? []).map((s) => new Set(wordsOf(s)));
    const row = new Int8Array(sentences.length);
    if (marked.length > 0) {
      wordSets.forEach((words, i) => {
        if (marked.some((span) => jaccardOfSets(words, span) >= 0.5)) row[i] = 1;
        else if (marked.some((span) => containedShare(words, span) >= 0.6)) row[i] = -1;
      });
    }
    labels.set(category, row);
  }
  const present = new Set(
    contract.present ?? CUAD_CLAUSE_CATEGORIES.filter((c) => (contract.spans[c] ?? []).length > 0),
  );
  return { present, sentences, features, vectors: readings.vectors, labels };
}

function containedShare(words: ReadonlySet<string>, span: ReadonlySet<string>): number {
  if (words.size === 0) return 0;
  let inside = 0;
  for (const word of words) if (span.has(word)) inside += 1;
  return inside / words.size;
}
