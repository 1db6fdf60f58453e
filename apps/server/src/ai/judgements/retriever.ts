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

/** How one collection is searched: BM25's parameters and the weight of an expansion term. */
export type SearchParams = { bm25: Bm25Params; expansionWeight: number };

/**
 * LeXi's parameters, chosen on the first 13 of the 25 AILA development queries (BM25 grid k1 ∈
 * {0.9, 1.2, 1.5, 2, 3}, b ∈ {0.3, 0.4, 0.5, 0.6, 0.75}, then expansion weight ∈ {0.1, 0.3, 0.6, 1,
 * 1.5, 2}) and reported on the other 12: long judgements want less length normalisation; short
 * statute sections, written in the statute's words rather than the facts', gain most from synonyms.
 */
export const JUDGEMENT_SEARCH: SearchParams = { bm25: { k1: 1.5, b: 0.5 }, expansionWeight: 0.6 };
export const STATUTE_SEARCH: SearchParams = { bm25: { k1: 3, b: 0.6 }, expansionWeight: 1 };
const PLAIN_SEARCH: SearchParams = { bm25: DEFAULT_BM25, expansionWeight: 0 };

export class Retriever {
  readonly analyser: Analyser;
  private readonly index: Bm25Index;

  constructor(
    readonly mode: RetrievalMode,
    private readonly params: SearchParams = PLAIN_SEARCH,
  ) {
    this.analyser = mode === 'legal' ? legalAnalyser() : plainAnalyser();
    this.index = new Bm25Index(params.bm25);
  }

  get size(): number {
    return this.index.size;
  }

  add(docId: string, text: string): void {
    this.index.add(docId, this.analyser.terms(text));
  }

  /** The query the typed text becomes in this mode, term → weight. */
  query(text: string): Map<string, number> {
    return this.mode === 'legal'
      ? expandQuery(text, this.analyser, this.params.expansionWeight)
      : queryTerms(text, this.analyser);
  }

  rank(text: string, limit: number): ScoredDoc[] {
    return this.index.search(this.query(text), limit);
  }

  idf(term: string): number {
    return this.index.idf(term);
  }
}
