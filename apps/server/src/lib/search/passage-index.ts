import type { Bm25Params } from './bm25-index.ts';

/**
 * Scores a document by its best passage: windows of `window` consecutive terms, one starting every
 * `stride` terms (the last window may be shorter), each scored by Okapi BM25 as a document of its
 * own (its rarity counted over all passages of all documents, its length against the average
 * passage). A long judgement that discusses the facts' issue in one paragraph then ranks by that
 * paragraph rather than by scattered words of its whole text (Callan, "Passage-level evidence in
 * document retrieval", SIGIR 1994; "MaxP").
 *
 * Each document's terms are kept as numbers (4 bytes a term), so a passage score is computed on
 * demand for the documents a first ranking proposes.
 */
export type PassageParams = { window: number; stride: number; bm25: Bm25Params };

export class PassageIndex {
  private readonly vocabulary = new Map<string, number>();
  /** How many passages hold each term (by its number). */
  private readonly passageFrequency: number[] = [];
  /** The passage that last counted each term, so a term is counted once per passage. */
  private readonly lastPassage: number[] = [];
  private readonly documents = new Map<string, Uint32Array>();
  private passages = 0;
  private totalLength = 0;
  /** Each term's slot in the query being scored (-1: not in it), reset after each query. */
  private slots = new Int32Array(0);
  /** Each term by its number, made when first asked for. */
  private names: string[] = [];

  constructor(readonly params: PassageParams) {
    if (params.window < 1 || params.stride < 1) throw new Error('passage window and stride must be ≥ 1');
  }

  /** The [start, end) of each passage of a document of `length` terms. */
  windows(length: number): [number, number][] {
    const { window, stride } = this.params;
    const out: [number, number][] = [];
    for (let start = 0; ; start += stride) {
      out.push([start, Math.min(start + window, length)]);
      if (start + window >= length) return out;
    }
  }

  add(docId: string, terms: readonly string[]): void {
    const ids = new Uint32Array(terms.length);
    terms.forEach((term, i) => {
      let id = this.vocabulary.get(term);
      if (id === undefined) {
        id = this.vocabulary.size;
        this.vocabulary.set(term, id);
        this.passageFrequency.push(0);
        this.lastPassage.push(-1);
      }
      ids[i] = id;
    });
    for (const [start, end] of this.windows(ids.length)) {
      const passage = this.passages++;
      this.totalLength += end - start;
      for (let i = start; i < end; i++) {
        const id = ids[i] as number;
        if (this.lastPassage[id] === passage) continue;
        this.lastPassage[id] = passage;
        this.passageFrequency[id] = (this.passageFrequency[id] as number) + 1;
      }
    }
    this.documents.set(docId, ids);
  }

  /** BM25's inverse passage frequency of a term (the "+1" form, never negative). */
  idf(term: string): number {
    const id = this.vocabulary.get(term);
    const df = id === undefined ? 0 : (this.passageFrequency[id] as number);
    return Math.log(1 + (this.passages - df + 0.5) / (df + 0.5));
  }

  /**
   * The BM25 score of the document's best passage for a query given as term → weight (0 for a
   * document never added or holding none of the terms).
   */
  bestScore(docId: string, query: ReadonlyMap<string, number>): number {
    let best = 0;
    for (const score of this.windowScores(docId, query)) if (score > best) best = score;
    return best;
  }

  /**
   * The BM25 score of each of the document's passages for a query given as term → weight, in the
   * document's order (empty for a document never added or a query none of whose terms it knows).
   */
  windowScores(docId: string, query: ReadonlyMap<string, number>): Float64Array {
    const ids = this.documents.get(docId);
    if (ids === undefined || this.passages === 0) return new Float64Array(0);
    if (this.slots.length < this.vocabulary.size) this.slots = new Int32Array(this.vocabulary.size).fill(-1);
    const slots = this.slots;
    // The query's terms by number: slot → weight × idf.
    const slotted: number[] = [];
    const worth: number[] = [];
    for (const [term, weight] of query) {
      const id = this.vocabulary.get(term);
      if (id === undefined || weight <= 0 || slots[id] !== -1) continue;
      slots[id] = worth.length;
      slotted.push(id);
      worth.push(weight * this.idf(term));
    }
    const { k1, b } = this.params.bm25;
    const average = this.totalLength / this.passages;
    const counts = new Float64Array(worth.length);
    const touched: number[] = [];
    const windows = worth.length === 0 ? [] : this.windows(ids.length);
    const scores = new Float64Array(windows.length);
    windows.forEach(([start, end], w) => {
      for (let i = start; i < end; i++) {
        const slot = slots[ids[i] as number] as number;
        if (slot < 0) continue;
        if (counts[slot] === 0) touched.push(slot);
        counts[slot] = (counts[slot] as number) + 1;
      }
      const norm = k1 * (1 - b + (b * (end - start)) / average);
      let score = 0;
      for (const slot of touched) {
        const tf = counts[slot] as number;
        score += ((worth[slot] as number) * tf * (k1 + 1)) / (tf + norm);
        counts[slot] = 0;
      }
      touched.length = 0;
      scores[w] = score;
    });
    for (const id of slotted) slots[id] = -1;
    return scores;
  }

  /** The terms of a document's passage `w` (as `windowScores` numbers them). */
  passageTerms(docId: string, w: number): string[] {
    const ids = this.documents.get(docId);
    const window = ids === undefined ? undefined : this.windows(ids.length)[w];
    if (ids === undefined || window === undefined) return [];
    if (this.names.length < this.vocabulary.size) this.names = [...this.vocabulary.keys()];
    return [...ids.subarray(window[0], window[1])].map((id) => this.names[id] as string);
  }
}
