/**
 * Latent semantic indexing (Deerwester et al., "Indexing by latent semantic analysis", JASIS 1990):
 * the documents × terms matrix of tf-idf weights is reduced to its first `dimensions` singular
 * vectors, so documents about one subject come close even when they use different words for it
 * (a "wife" set on fire and a "bride" burnt for dowry). The reduction is computed by the randomized
 * range finder with subspace iterations (Halko, Martinsson & Tropp, "Finding structure with
 * randomness", SIAM Review 2011): a few products of the sparse matrix with a thin dense one, then
 * the eigenvectors of a small square matrix, so its cost grows with the corpus's size, not its square.
 *
 * Weights: (1 + ln tf) × ln(N / df), each document's row scaled to length 1; terms found in one
 * document only are left out (they relate no two documents). A query is folded in as a document
 * would be (q V Σ⁻¹ in the usual notation, computed as the query's dot product with each document
 * row times U Σ⁻¹ so that V is never stored) and compared by cosine with each document.
 */
export type LatentSemanticParams = {
  dimensions: number;
  /** Extra random directions beyond `dimensions` (Halko et al.: 5–10 suffice). */
  oversample: number;
  /** Subspace iterations (A Aᵀ applied again), which sharpen the leading directions. */
  iterations: number;
  /** Seed of the random directions, so a corpus always gives the same space. */
  seed: number;
};

export const DEFAULT_LSI: LatentSemanticParams = { dimensions: 150, oversample: 10, iterations: 2, seed: 1 };

type Row = { terms: Int32Array; weights: Float64Array };

export class LatentSemanticIndex {
  private constructor(
    private readonly vocabulary: ReadonlyMap<string, number>,
    private readonly idfs: Float64Array,
    /** Each term's postings: the documents holding it and the term's weight in their row. */
    private readonly postings: readonly Row[],
    /** U Σ⁻¹ (documents × dimensions, row-major): a query's document dot products map through it. */
    private readonly foldIn: Float64Array,
    /** Each document's coordinates U Σ, scaled to length 1 (documents × dimensions). */
    private readonly coordinates: Float64Array,
    readonly dimensions: number,
  ) {}

  get size(): number {
    return this.coordinates.length / Math.max(1, this.dimensions);
  }

  /** The space of documents given as lists of terms, in order (a document is its position). */
  static build(documents: readonly (readonly string[])[], params = DEFAULT_LSI): LatentSemanticIndex {
    const n = documents.length;
    const df = new Map<string, number>();
    const counts = documents.map((terms) => {
      const c = new Map<string, number>();
      for (const t of terms) c.set(t, (c.get(t) ?? 0) + 1);
      for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
      return c;
    });
    const vocabulary = new Map<string, number>();
    for (const [t, f] of df) if (f >= 2) vocabulary.set(t, vocabulary.size);
    const v = vocabulary.size;
    const idfs = new Float64Array(v);
    for (const [t, id] of vocabulary) idfs[id] = Math.log(n / (df.get(t) as number));
    const rows: Row[] = counts.map((c) => weighRow(c, vocabulary, idfs));
    const postings = transpose(rows, v);
    const l = Math.min(n, v, params.dimensions + params.oversample);
    const k = Math.min(l, params.dimensions);

    // Range finder: Q spans A Ω, sharpened by (A Aᵀ)^iterations; columns kept orthonormal.
    const random = gaussian(params.seed);
    const omega = new Float64Array(v * l);
    for (let i = 0; i < omega.length; i++) omega[i] = random();
    let q = times(rows, omega, n, l);
    orthonormalise(q, n, l);
    for (let it = 0; it < params.iterations; it++) {
      q = times(rows, transposeTimes(rows, q, v, l), n, l);
      orthonormalise(q, n, l);
    }
    // Qᵀ A Aᵀ Q = Û Λ Ûᵀ; then U = Q Û and Σ = √Λ.
    const w = times(rows, transposeTimes(rows, q, v, l), n, l);
    const m = new Float64Array(l * l);
    for (let d = 0; d < n; d++) {
      for (let i = 0; i < l; i++) {
        const qi = q[d * l + i] as number;
        if (qi === 0) continue;
        for (let j = 0; j < l; j++) m[i * l + j] = (m[i * l + j] as number) + qi * (w[d * l + j] as number);
      }
    }
    const { values, vectors } = symmetricEigen(m, l);
    const order = [...values.keys()]
      .sort((x, y) => (values[y] as number) - (values[x] as number))
      .slice(0, k);
    const sigma = order.map((e) => Math.sqrt(Math.max(0, values[e] as number)));
    const foldIn = new Float64Array(n * k);
    const coordinates = new Float64Array(n * k);
    for (let d = 0; d < n; d++) {
      let norm = 0;
      order.forEach((e, j) => {
        let u = 0;
        for (let i = 0; i < l; i++) u += (q[d * l + i] as number) * (vectors[i * l + e] as number);
        const s = sigma[j] as number;
        foldIn[d * k + j] = s > 0 ? u / s : 0;
        coordinates[d * k + j] = u * s;
        norm += u * s * (u * s);
      });
      norm = Math.sqrt(norm) || 1;
      for (let j = 0; j < k; j++) coordinates[d * k + j] = (coordinates[d * k + j] as number) / norm;
    }
    return new LatentSemanticIndex(vocabulary, idfs, postings, foldIn, coordinates, k);
  }

  /** The cosine of a query (term → count) with each document, by position (0 when nothing is shared). */
  similarities(query: ReadonlyMap<string, number>): Float64Array {
    const k = this.dimensions;
    const n = this.size;
    const row = weighRow(query, this.vocabulary, this.idfs);
    const dots = new Float64Array(n);
    row.terms.forEach((t, i) => {
      const list = this.postings[t] as Row;
      const w = row.weights[i] as number;
      list.terms.forEach((d, j) => {
        dots[d] = (dots[d] as number) + w * (list.weights[j] as number);
      });
    });
    const folded = new Float64Array(k);
    for (let d = 0; d < n; d++) {
      const s = dots[d] as number;
      if (s === 0) continue;
      for (let j = 0; j < k; j++) folded[j] = (folded[j] as number) + s * (this.foldIn[d * k + j] as number);
    }
    let norm = 0;
    for (let j = 0; j < k; j++) norm += (folded[j] as number) ** 2;
    norm = Math.sqrt(norm);
    const out = new Float64Array(n);
    if (norm === 0) return out;
    for (let d = 0; d < n; d++) {
      let dot = 0;
      for (let j = 0; j < k; j++) dot += (folded[j] as number) * (this.coordinates[d * k + j] as number);
      out[d] = dot / norm;
    }
    return out;
  }
}

/** A document's (or query's) tf-idf row over the vocabulary, scaled to length 1. */
function weighRow(
  counts: ReadonlyMap<string, number>,
  vocabulary: ReadonlyMap<string, number>,
  idfs: Float64Array,
): Row {
  const terms: number[] = [];
  const weights: number[] = [];
  let norm = 0;
  for (const [t, tf] of counts) {
    const id = vocabulary.get(t);
    if (id === undefined || tf <= 0) continue;
    const w = (1 + Math.log(tf)) * (idfs[id] as number);
    if (w <= 0) continue;
    terms.push(id);
    weights.push(w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  return { terms: Int32Array.from(terms), weights: Float64Array.from(weights, (w) => w / norm) };
}

/** The columns of a sparse matrix given by rows: each term's documents and weights. */
function transpose(rows: readonly Row[], v: number): Row[] {
  const lengths = new Int32Array(v);
  for (const row of rows) for (const t of row.terms) lengths[t] = (lengths[t] as number) + 1;
  const out: Row[] = [...lengths].map((len) => ({
    terms: new Int32Array(len),
    weights: new Float64Array(len),
  }));
  const filled = new Int32Array(v);
  rows.forEach((row, d) => {
    row.terms.forEach((t, i) => {
      const at = filled[t] as number;
      (out[t] as Row).terms[at] = d;
      (out[t] as Row).weights[at] = row.weights[i] as number;
      filled[t] = at + 1;
    });
  });
  return out;
}

/** A (n × v, sparse rows) times X (v × l, row-major): n × l. */
function times(rows: readonly Row[], x: Float64Array, n: number, l: number): Float64Array {
  const out = new Float64Array(n * l);
  for (let d = 0; d < n; d++) {
    const row = rows[d] as Row;
    const base = d * l;
    for (let i = 0; i < row.terms.length; i++) {
      const w = row.weights[i] as number;
      const from = (row.terms[i] as number) * l;
      for (let j = 0; j < l; j++) out[base + j] = (out[base + j] as number) + w * (x[from + j] as number);
    }
  }
  return out;
}

/** Aᵀ (v × n) times Y (n × l, row-major): v × l. */
function transposeTimes(rows: readonly Row[], y: Float64Array, v: number, l: number): Float64Array {
  const out = new Float64Array(v * l);
  rows.forEach((row, d) => {
    const from = d * l;
    for (let i = 0; i < row.terms.length; i++) {
      const w = row.weights[i] as number;
      const base = (row.terms[i] as number) * l;
      for (let j = 0; j < l; j++) out[base + j] = (out[base + j] as number) + w * (y[from + j] as number);
    }
  });
  return out;
}

/** Modified Gram–Schmidt on the columns of a (rows × cols, row-major) matrix, in place. */
function orthonormalise(a: Float64Array, rows: number, cols: number): void {
  for (let j = 0; j < cols; j++) {
    for (let p = 0; p < j; p++) {
      let dot = 0;
      for (let r = 0; r < rows; r++) dot += (a[r * cols + j] as number) * (a[r * cols + p] as number);
      for (let r = 0; r < rows; r++)
        a[r * cols + j] = (a[r * cols + j] as number) - dot * (a[r * cols + p] as number);
    }
    let norm = 0;
    for (let r = 0; r < rows; r++) norm += (a[r * cols + j] as number) ** 2;
    norm = Math.sqrt(norm);
    for (let r = 0; r < rows; r++) a[r * cols + j] = norm > 1e-12 ? (a[r * cols + j] as number) / norm : 0;
  }
}

/** Eigenvalues and eigenvectors (columns, row-major) of a small symmetric matrix: cyclic Jacobi. */
function symmetricEigen(m: Float64Array, size: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(m);
  const vectors = new Float64Array(size * size);
  for (let i = 0; i < size; i++) vectors[i * size + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < size; p++) for (let r = p + 1; r < size; r++) off += (a[p * size + r] as number) ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < size; p++) {
      for (let r = p + 1; r < size; r++) {
        const apr = a[p * size + r] as number;
        if (Math.abs(apr) < 1e-300) continue;
        const theta = ((a[r * size + r] as number) - (a[p * size + p] as number)) / (2 * apr);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let i = 0; i < size; i++) {
          const aip = a[i * size + p] as number;
          const air = a[i * size + r] as number;
          a[i * size + p] = c * aip - s * air;
          a[i * size + r] = s * aip + c * air;
        }
        for (let i = 0; i < size; i++) {
          const api = a[p * size + i] as number;
          const ari = a[r * size + i] as number;
          a[p * size + i] = c * api - s * ari;
          a[r * size + i] = s * api + c * ari;
        }
        for (let i = 0; i < size; i++) {
          const vip = vectors[i * size + p] as number;
          const vir = vectors[i * size + r] as number;
          vectors[i * size + p] = c * vip - s * vir;
          vectors[i * size + r] = s * vip + c * vir;
        }
      }
    }
  }
  const values = new Float64Array(size);
  for (let i = 0; i < size; i++) values[i] = a[i * size + i] as number;
  return { values, vectors };
}

/** Standard normal numbers from a seeded generator (mulberry32, Box–Muller). */
function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}
