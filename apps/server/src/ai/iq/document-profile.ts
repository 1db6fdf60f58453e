/**
 * A contract's word-vector profile, read by the document-level models (document-model.ts): the mean
 * of its sentences' standardised word vectors (dense-scorer.ts), each dimension read against the
 * training contracts' mean and spread as step features, like the sentence model's `e:<d>±`
 * (word-vectors.ts): "v:<d>+" when the contract stands more than half a spread above their mean,
 * "v:<d>-" when as far below.
 */
export type ProfileNorm = { mean: number[]; spread: number[] };

/** How many spreads from the training contracts' mean a dimension must stand (fixed beforehand). */
const STEP = 0.5;

/** The mean of the vectors of the sentences that have a known word (all zeros: none). */
export function contractProfile(vectors: readonly Float32Array[], dimensions: number): Float32Array {
  const sum = new Float32Array(dimensions);
  let count = 0;
  for (const vector of vectors) {
    if (vector.every((value) => value === 0)) continue;
    count += 1;
    for (let d = 0; d < dimensions; d += 1) sum[d] = (sum[d] as number) + (vector[d] as number);
  }
  return count === 0 ? sum : sum.map((value) => value / count);
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Per dimension, the mean and spread (standard deviation) of the training contracts' profiles. */
export function profileNorm(profiles: readonly Float32Array[], dimensions: number): ProfileNorm {
  const mean: number[] = [];
  const spread: number[] = [];
  for (let d = 0; d < dimensions; d += 1) {
    const values = profiles.map((p) => p[d] as number);
    const m = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const variance = values.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, values.length);
    mean.push(round4(m));
    spread.push(round4(Math.sqrt(variance)));
  }
  return { mean, spread };
}

/** The norms' per-dimension average (the norm of an averaged model). */
export function averageNorms(norms: readonly ProfileNorm[]): ProfileNorm {
  const average = (pick: (n: ProfileNorm) => number[]) =>
    (pick(norms[0] as ProfileNorm) ?? []).map((_, d) =>
      round4(norms.reduce((a, n) => a + (pick(n)[d] as number), 0) / norms.length),
    );
  return { mean: average((n) => n.mean), spread: average((n) => n.spread) };
}

/** The profile's step features under the norm. */
export function profileFeatures(profile: Float32Array, norm: ProfileNorm): string[] {
  const features: string[] = [];
  profile.forEach((value, d) => {
    const spread = norm.spread[d] as number;
    if (!(spread > 0)) return;
    const z = (value - (norm.mean[d] as number)) / spread;
    if (z > STEP) features.push(`v:${d}+`);
    else if (z < -STEP) features.push(`v:${d}-`);
  });
  return features;
}

/** Every step feature name a profile of this many dimensions can have. */
export const profileFeatureNames = (dimensions: number): string[] =>
  Array.from({ length: dimensions }, (_, d) => [`v:${d}+`, `v:${d}-`]).flat();
