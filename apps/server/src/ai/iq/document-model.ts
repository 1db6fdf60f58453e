/**
 * The document-level model of a category: a logistic model over which words, clause cues and
 * clause-heading words occur anywhere in the contract (trained by train/document-model-fit.ts). Its
 * log-odds are one more feature of the contract-level stage (presence-model.ts): it reads the whole
 * contract where the sentence model reads one sentence at a time.
 */
export type DocumentModel = { bias: number; weights: Record<string, number> };

/** A sentence feature the document model reads: a word, a cue ("cue:") or a heading word ("h:"). */
export const isDocumentFeature = (feature: string) =>
  feature.startsWith('cue:') ||
  (!feature.includes(' ') &&
    !feature.startsWith('^') &&
    !feature.startsWith('pos:') &&
    !feature.startsWith('e:'));

/** The distinct document features of a contract, given its sentences' features. */
export function documentFeatures(sentences: readonly (readonly string[])[]): Set<string> {
  const found = new Set<string>();
  for (const features of sentences)
    for (const feature of features) if (isDocumentFeature(feature)) found.add(feature);
  return found;
}

/** The model's log-odds that a contract with these document features has the category. */
export function documentLogit(model: DocumentModel, features: ReadonlySet<string>): number {
  let z = model.bias;
  for (const [feature, weight] of Object.entries(model.weights)) if (features.has(feature)) z += weight;
  return z;
}
