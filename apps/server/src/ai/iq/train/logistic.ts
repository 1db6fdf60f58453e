/**
 * Binary logistic regression over sparse binary features (ids), trained by AdaGrad with a seeded
 * shuffle, so the same data always gives the same weights.
 */
export type SparseExample = { features: Int32Array; label: 0 | 1 };

export type LogisticOptions = {
  epochs: number;
  rate: number;
  positiveWeight: number;
  l2: number;
  seed: number;
};

export type LogisticWeights = { bias: number; weights: Float64Array };

/** A small deterministic generator (mulberry32) for shuffling. */
/** Shuffles the indexes in place (Fisher–Yates) with the seeded generator: an epoch's order. */
export function shuffle(order: number[], random: () => number): void {
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainLogistic(
  examples: readonly SparseExample[],
  featureCount: number,
  options: LogisticOptions,
): LogisticWeights {
  const weights = new Float64Array(featureCount);
  const squares = new Float64Array(featureCount).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  const order = examples.map((_, i) => i);
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    shuffle(order, random);
    for (const index of order) {
      const example = examples[index] as SparseExample;
      let z = bias;
      for (const f of example.features) z += weights[f] as number;
      const p = 1 / (1 + Math.exp(-z));
      const scale = example.label === 1 ? options.positiveWeight : 1;
      const gradient = (p - example.label) * scale;
      biasSquares += gradient * gradient;
      bias -= (options.rate * gradient) / Math.sqrt(biasSquares);
      for (const f of example.features) {
        const g = gradient + options.l2 * (weights[f] as number);
        squares[f] = (squares[f] as number) + g * g;
        weights[f] = (weights[f] as number) - (options.rate * g) / Math.sqrt(squares[f] as number);
      }
    }
  }
  return { bias, weights };
}
