import { Bm25Index, type ScoredDoc } from '../../lib/search/bm25-index.ts';
import { expandQuery, queryTerms } from './expand-query.ts';
import { type Analyser, legalAnalyser, plainAnalyser } from './legal-analyser.ts';

/**
 * A ranked retrieval over one collection (judgements, or statutes). `legal` is LeXi's search:
 * stemming, legal noise words dropped, synonyms of legal terms and IPC ↔ BNS / CrPC ↔ BNSS sections
 * added to the query. `plain` is the baseline it is measured against: BM25 over unstemmed words
 * with a stop list, the query as typed.
 */
export type RetrievalMode = 'legal' | 'plain';

export class Retriever {
  readonly analyser: Analyser;
  private readonly index = new Bm25Index();

  constructor(readonly mode: RetrievalMode) {
    this.analyser = mode === 'legal' ? legalAnalyser() : plainAnalyser();
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
