/**
 * An in-memory Okapi BM25 index (Robertson & Zaragoza, "The Probabilistic Relevance Framework: BM25
 * and Beyond", 2009) over documents given as lists of terms. Terms are whatever the caller's
 * analyser makes of the text; the index only counts them. Documents are added once, then searched.
 */
export type Bm25Params = { k1: number; b: number };

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75 };

export type ScoredDoc = { docId: string; score: number };

type Postings = { docs: number[]; tfs: number[] };

export class Bm25Index {
  private readonly ids: string[] = [];
  private readonly lengths: number[] = [];
  private readonly postings = new Map<string, Postings>();
  private totalLength = 0;

  constructor(private readonly params: Bm25Params = DEFAULT_BM25) {}

  get size(): number {
    return this.ids.length;
  }

  add(docId: string, terms: readonly string[]): void {
    const doc = this.ids.length;
    this.ids.push(docId);
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let list = this.postings.get(term);
      if (list === undefined) {
        list = { docs: [], tfs: [] };
        this.postings.set(term, list);
      }
      list.docs.push(doc);
      list.tfs.push(tf);
    }
  }

  /** How many documents hold the term. */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  /** The BM25 inverse document frequency (the "+1" form, never negative). */
  idf(term: string): number {
    const n = this.ids.length;
    const df = this.documentFrequency(term);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * Ranks the documents for a query given as term → weight (a term's count in the query, or a
   * lower weight for an expansion term); the best `limit` documents with a positive score. With a
   * `prior`, each positive score is first scaled to [0, 1] by the best and gains weight × the
   * document's prior (0 for a document it does not name).
   */
  search(
    query: ReadonlyMap<string, number>,
    limit: number,
    prior?: { weight: number; of: ReadonlyMap<string, number> },
  ): ScoredDoc[] {
    const n = this.ids.length;
    if (n === 0 || limit <= 0) return [];
    const { k1, b } = this.params;
    const avgLength = this.totalLength / n || 1;
    const scores = new Float64Array(n);
    for (const [term, weight] of query) {
      const list = this.postings.get(term);
      if (list === undefined || weight <= 0) continue;
      const idf = this.idf(term);
      for (let i = 0; i < list.docs.length; i++) {
        const doc = list.docs[i] as number;
        const tf = list.tfs[i] as number;
        const norm = k1 * (1 - b + (b * (this.lengths[doc] as number)) / avgLength);
        scores[doc] = (scores[doc] as number) + (weight * idf * (tf * (k1 + 1))) / (tf + norm);
      }
    }
    if (prior !== undefined && prior.weight > 0) {
      let best = 0;
      for (const score of scores) if (score > best) best = score;
      for (let doc = 0; doc < n; doc++) {
        const score = scores[doc] as number;
        if (score > 0)
          scores[doc] = score / best + prior.weight * (prior.of.get(this.ids[doc] as string) ?? 0);
      }
    }
    return topK(scores, limit).map((doc) => ({
      docId: this.ids[doc] as string,
      score: scores[doc] as number,
    }));
  }
}

/** The indexes of the `k` highest positive scores, best first (ties by index). */
function topK(scores: Float64Array, k: number): number[] {
  const found: number[] = [];
  for (let i = 0; i < scores.length; i++) if ((scores[i] as number) > 0) found.push(i);
  found.sort((x, y) => (scores[y] as number) - (scores[x] as number) || x - y);
  return found.slice(0, k);
}
