import { Bm25Index, type Bm25Params, DEFAULT_BM25, type ScoredDoc } from '../../lib/search/bm25-index.ts';
import { expandQuery, queryTerms } from './expand-query.ts';
import { type Analyser, legalAnalyser, plainAnalyser } from './legal-analyser.ts';

/**
 * A ranked retrieval over one collection (judgements, or statutes). `legal` is LeXi's search:
 * stemming, legal noise words dropped, synonyms of legal terms and IPC ↔ BNS / CrPC ↔ BNSS sections
 * added to the query. `plain` is the baseline it is measured against: BM25 over unstemmed words
 * with a stop list, the query as typed.
 */
export type RetrievalMode = 'legal' | 'plain';

/**
 * BM25 parameters of LeXi's search, chosen on the first 13 of the 25 AILA development queries
 * (grid k1 ∈ {0.9, 1.2, 1.5, 2, 3}, b ∈ {0.3, 0.4, 0.5, 0.6, 0.75}) and reported on the other 12:
 * long judgements want less length normalisation, short statute sections a later saturation.
 */
export const JUDGEMENT_BM25: Bm25Params = { k1: 1.5, b: 0.5 };
export const STATUTE_BM25: Bm25Params = { k1: 3, b: 0.6 };

export class Retriever {
  readonly analyser: Analyser;
  private readonly index: Bm25Index;

  constructor(
    readonly mode: RetrievalMode,
    params: Bm25Params = DEFAULT_BM25,
  ) {
    this.analyser = mode === 'legal' ? legalAnalyser() : plainAnalyser();
    this.index = new Bm25Index(params);
  }

  get size(): number {
    return this.index.size;
  }

  add(docId: string, text: string): void {
    this.index.add(docId, this.analyser.terms(text));
  }

  /** The query the typed text becomes in this mode, term → weight. */
  query(text: string): Map<string, number> {
    return this.mode === 'legal' ? expandQuery(text, this.analyser) : queryTerms(text, this.analyser);
  }

  rank(text: string, limit: number): ScoredDoc[] {
    return this.index.search(this.query(text), limit);
  }

  idf(term: string): number {
    return this.index.idf(term);
  }
}
