/**
 * Nearest exemplar by TF-IDF cosine: groups of short texts (exemplars), each given as its set of
 * terms, and for a query (a set of terms) the highest cosine to any exemplar of each group. Term
 * frequencies are binary (a term counts once); a term's weight is its smoothed inverse document
 * frequency, ln((N + 1) / (df + 1)) + 1, with df and N counted by the caller on whatever corpus it
 * chooses. Only the exemplars' terms make the vocabulary: a query's other terms are not counted, in
 * its norm either (the cosine is taken in the exemplars' space).
 *
 * The index keeps no text: terms are kept as 32-bit FNV-1a hashes, their weights quantised to
 * 1/16, and it serialises to a compact JSON object (base64 arrays). An index is always used through
 * its serialised form (`NearestTfidf` reads `NearestTfidfData`), so scores at training and at use
 * are computed from the same quantised weights.
 */
export type NearestTfidfData = {
  /** The vocabulary: FNV-1a hashes of its terms, base64 of a Uint32Array. */
  terms: string;
  /** Each term's weight × 16, rounded: base64 of a Uint8Array. */
  weights: string;
  /** Per group, its exemplars: base64 Uint32Arrays of the offsets into `items` and of term indexes. */
  groups: Record<string, { offsets: string; items: string }>;
};

/** 32-bit FNV-1a of a string's UTF-16 code units. */
export function termHash(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i += 1) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const QUANTUM = 16;
const toBase64 = (array: Uint8Array | Uint32Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
const uint32Of = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Uint32Array(copy.buffer);
};

/**
 * Builds the index of `groups` (name → exemplars, each a list of terms), weighting each term by the
 * document frequency `df(term)` out of `documents` documents.
 */
export function buildNearestTfidf(
  groups: ReadonlyMap<string, readonly (readonly string[])[]>,
  df: (term: string) => number,
  documents: number,
): NearestTfidfData {
  const vocabulary = new Map<number, number>();
  const weights: number[] = [];
  const indexOf = (term: string) => {
    const hash = termHash(term);
    let at = vocabulary.get(hash);
    if (at === undefined) {
      at = vocabulary.size;
      vocabulary.set(hash, at);
      const idf = Math.log((documents + 1) / (df(term) + 1)) + 1;
      weights.push(Math.min(255, Math.max(1, Math.round(idf * QUANTUM))));
    }
    return at;
  };
  const built: NearestTfidfData['groups'] = {};
  for (const [name, exemplars] of groups) {
    const offsets = [0];
    const items: number[] = [];
    for (const exemplar of exemplars) {
      for (const at of new Set(exemplar.map(indexOf))) items.push(at);
      offsets.push(items.length);
    }
    built[name] = { offsets: toBase64(Uint32Array.from(offsets)), items: toBase64(Uint32Array.from(items)) };
  }
  return {
    terms: toBase64(Uint32Array.from(vocabulary.keys())),
    weights: toBase64(Uint8Array.from(weights)),
    groups: built,
  };
}

type Group = { name: string; norms: Float64Array };

/** A built index, ready to answer queries: postings from each term to the exemplars holding it. */
export class NearestTfidf {
  private readonly vocabulary = new Map<number, number>();
  private readonly weight: Float64Array;
  private readonly groups: Group[] = [];
  /** Per term: the (group, exemplar) pairs holding it, as two parallel lists. */
  private readonly postings: { group: number[]; exemplar: number[] }[];

  constructor(data: NearestTfidfData) {
    uint32Of(data.terms).forEach((hash, at) => {
      this.vocabulary.set(hash, at);
    });
    this.weight = Float64Array.from(Buffer.from(data.weights, 'base64'), (q) => q / QUANTUM);
    this.postings = Array.from({ length: this.weight.length }, () => ({ group: [], exemplar: [] }));
    for (const [name, { offsets, items }] of Object.entries(data.groups)) {
      const starts = uint32Of(offsets);
      const terms = uint32Of(items);
      const g = this.groups.length;
      const norms = new Float64Array(Math.max(0, starts.length - 1));
      for (let e = 0; e + 1 < starts.length; e += 1) {
        let sum = 0;
        for (let i = starts[e] as number; i < (starts[e + 1] as number); i += 1) {
          const at = terms[i] as number;
          sum += (this.weight[at] as number) ** 2;
          const posting = this.postings[at];
          posting?.group.push(g);
          posting?.exemplar.push(e);
        }
        norms[e] = Math.sqrt(sum);
      }
      this.groups.push({ name, norms });
    }
  }

  /** The group names, in the order `bestPerGroup` answers. */
  get names(): string[] {
    return this.groups.map((g) => g.name);
  }

  /**
   * The highest cosine between the query's terms and any exemplar of each group (0 when none shares
   * a term), in the order of `names`.
   */
  bestPerGroup(query: Iterable<string>): Float64Array {
    const found: number[] = [];
    for (const term of new Set(query)) {
      const at = this.vocabulary.get(termHash(term));
      if (at !== undefined) found.push(at);
    }
    const best = new Float64Array(this.groups.length);
    if (found.length === 0) return best;
    let norm = 0;
    for (const at of found) norm += (this.weight[at] as number) ** 2;
    norm = Math.sqrt(norm);
    const dots = this.groups.map((g) => new Float64Array(g.norms.length));
    for (const at of found) {
      const w2 = (this.weight[at] as number) ** 2;
      const { group, exemplar } = this.postings[at] as { group: number[]; exemplar: number[] };
      for (let i = 0; i < group.length; i += 1) {
        const row = dots[group[i] as number] as Float64Array;
        const e = exemplar[i] as number;
        row[e] = (row[e] as number) + w2;
      }
    }
    this.groups.forEach((g, gi) => {
      const row = dots[gi] as Float64Array;
      let top = 0;
      for (let e = 0; e < row.length; e += 1) {
        const n = g.norms[e] as number;
        if (n > 0 && (row[e] as number) > 0) top = Math.max(top, (row[e] as number) / (n * norm));
      }
      best[gi] = top;
    });
    return best;
  }
}
