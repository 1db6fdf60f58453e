/**
 * Logistic regression over a few dense features, fitted by Newton's method with an L2 penalty on
 * the weights (not the bias). The features are standardised for the fit and the weights mapped back,
 * so the result applies to raw feature values: one bias and one weight per feature.
 */
export type DenseFit = { bias: number; weights: number[] };

export function fitDenseLogistic(
  rows: readonly (readonly number[])[],
  labels: readonly (0 | 1)[],
  l2: number,
  iterations = 25,
): DenseFit {
  const width = rows[0]?.length ?? 0;
  const mean = new Array<number>(width).fill(0);
  const scale = new Array<number>(width).fill(1);
  for (let j = 0; j < width; j += 1) {
    const values = rows.map((r) => r[j] as number);
    const m = values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, values.length));
    mean[j] = m;
    scale[j] = sd > 1e-9 ? sd : 1;
  }
  const x = rows.map((r) => [1, ...r.map((v, j) => (v - (mean[j] as number)) / (scale[j] as number))]);
  const beta = new Array<number>(width + 1).fill(0);
  for (let step = 0; step < iterations; step += 1) {
    const gradient = beta.map((b, j) => (j === 0 ? 0 : l2 * b));
    const hessian = beta.map((_, i) => beta.map((__, j) => (i === j && i > 0 ? l2 : 0)));
    x.forEach((xi, n) => {
      const z = xi.reduce((s, v, j) => s + v * (beta[j] as number), 0);
      const p = 1 / (1 + Math.exp(-z));
      const w = Math.max(p * (1 - p), 1e-9);
      const residual = p - (labels[n] as number);
      for (let i = 0; i <= width; i += 1) {
        gradient[i] = (gradient[i] as number) + residual * (xi[i] as number);
        const row = hessian[i] as number[];
        for (let j = 0; j <= width; j += 1)
          row[j] = (row[j] as number) + w * (xi[i] as number) * (xi[j] as number);
      }
    });
    const delta = solve(hessian, gradient);
    let moved = 0;
    delta.forEach((d, j) => {
      beta[j] = (beta[j] as number) - d;
      moved = Math.max(moved, Math.abs(d));
    });
    if (moved < 1e-8) break;
  }
  const weights = mean.map((_, j) => (beta[j + 1] as number) / (scale[j] as number));
  const bias = (beta[0] as number) - weights.reduce((s, w, j) => s + w * (mean[j] as number), 0);
  return { bias, weights };
}

/** Solves a·x = b by Gaussian elimination with partial pivoting (a is small and positive definite). */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1)
      if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number))
        pivot = r;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const top = m[col] as number[];
    const diagonal = top[col] as number;
    if (Math.abs(diagonal) < 1e-12) continue;
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const row = m[r] as number[];
      const factor = (row[col] as number) / diagonal;
      if (factor === 0) continue;
      for (let c = col; c <= n; c += 1) row[c] = (row[c] as number) - factor * (top[c] as number);
    }
  }
  return m.map((row, i) => {
    const d = row[i] as number;
    return Math.abs(d) < 1e-12 ? 0 : (row[n] as number) / d;
  });
}
