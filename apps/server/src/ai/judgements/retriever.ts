import { Bm25Index, type Bm25Params, DEFAULT_BM25, type ScoredDoc } from '../../lib/search/bm25-index.ts';
import { PassageIndex, type PassageParams } from '../../lib/search/passage-index.ts';
import { type ExpansionWeights, expandQuery, queryTerms } from './expand-query.ts';
import { type Analyser, legalAnalyser, plainAnalyser } from './legal-analyser.ts';

/**
 * A ranked retrieval over one collection (judgements, or statutes). `legal` is LeXi's search:
 * stemming, legal noise words dropped, synonyms of legal terms and IPC ↔ BNS / CrPC ↔ BNSS sections
 * added to the query, and for long documents a re-ranking by their best passage. `plain` is the
 * baseline it is measured against: BM25 over unstemmed words with a stop list, the query as typed.
 */
export type RetrievalMode = 'legal' | 'plain';

/**
 * How one collection is searched: BM25's parameters, the weights of expansion terms and, when
 * set, the re-ranking of the first `candidates` documents by their best passage.
 */
export type SearchParams = {
  bm25: Bm25Params;
  expansion: ExpansionWeights;
  passages?: PassageParams & { candidates: number };
};

/**
 * LeXi's parameters, chosen on the first 13 of the 25 AILA development queries and reported on the
 * other 12 (README, "Measured"). Judgements: BM25 k1 1.5, b 0.5 proposes 100 candidates, ranked by
 * their best 100-term passage (a window every 50 terms, passage BM25 at the textbook k1 1.2,
 * b 0.75); windows of 100 beat 200 and 400, 100 candidates beat 300 and all, the passage alone beat
 * mixing in the whole document's score (weights 0.3, 0.5), and the synonyms did not help (weight
 * 0 beat 0.6) on the first 13. Sections of the other code (IPC ↔ BNS) keep weight 0.6: the AILA
 * queries name no section, so they were not measured. Statutes: short sections written in the
 * statute's words gain most from synonyms (k1 3, b 0.6, expansion 1).
 */
export const JUDGEMENT_SEARCH: SearchParams = {
  bm25: { k1: 1.5, b: 0.5 },
  expansion: { synonyms: 0, sections: 0.6 },
  passages: { window: 100, stride: 50, bm25: DEFAULT_BM25, candidates: 100 },
};
export const STATUTE_SEARCH: SearchParams = {
  bm25: { k1: 3, b: 0.6 },
  expansion: { synonyms: 1, sections: 1 },
};
const PLAIN_SEARCH: SearchParams = { bm25: DEFAULT_BM25, expansion: { synonyms: 0, sections: 0 } };

export class Retriever {
  readonly analyser: Analyser;
  private readonly index: Bm25Index;
  private readonly passages: PassageIndex | undefined;

  constructor(
    readonly mode: RetrievalMode,
    private readonly params: SearchParams = PLAIN_SEARCH,
  ) {
    this.analyser = mode === 'legal' ? legalAnalyser() : plainAnalyser();
    this.index = new Bm25Index(params.bm25);
    this.passages = params.passages === undefined ? undefined : new PassageIndex(params.passages);
  }

  get size(): number {
    return this.index.size;
  }

  add(docId: string, text: string): void {
    const terms = this.analyser.terms(text);
    this.index.add(docId, terms);
    this.passages?.add(docId, terms);
  }

  /** The query the typed text becomes in this mode, term → weight. */
  query(text: string): Map<string, number> {
    return this.mode === 'legal'
      ? expandQuery(text, this.analyser, this.params.expansion)
      : queryTerms(text, this.analyser);
  }

  /**
   * The best `limit` documents. With passages, the first `candidates` of the BM25 ranking are
   * ordered by their best passage's score (which each then carries) and come before the rest,
   * whose BM25 scores are scaled under the last candidate's so that scores still fall with rank.
   */
  rank(text: string, limit: number): ScoredDoc[] {
    return this.rankQuery(this.query(text), limit);
  }

  /**
   * `rank` for a query already made (term → weight), e.g. one a research script reweighed. With
   * `firstStage`, the candidates (and the documents after them) are those of another query, e.g.
   * the facts joined by their statutes' text, and `candidates` how many; the passages are still
   * scored for `query`.
   */
  rankQuery(
    query: ReadonlyMap<string, number>,
    limit: number,
    firstStage: { query?: ReadonlyMap<string, number>; candidates?: number } = {},
  ): ScoredDoc[] {
    const candidates = firstStage.candidates ?? this.params.passages?.candidates ?? 0;
    const ranked = this.index.search(firstStage.query ?? query, Math.max(limit, candidates));
    if (this.passages === undefined) return ranked.slice(0, limit);
    const passages = this.passages;
    const head = ranked.slice(0, candidates).map((hit, order) => ({
      docId: hit.docId,
      score: passages.bestScore(hit.docId, query),
      order,
    }));
    head.sort((x, y) => y.score - x.score || x.order - y.order);
    const rest = ranked.slice(candidates, limit);
    const scale = ((head[head.length - 1]?.score ?? 0) / (rest[0]?.score ?? 1)) * 0.99;
    return [
      ...head.map(({ docId, score }) => ({ docId, score })),
      ...rest.map((hit) => ({ docId: hit.docId, score: hit.score * scale })),
    ].slice(0, limit);
  }

  idf(term: string): number {
    return this.index.idf(term);
  }
}
