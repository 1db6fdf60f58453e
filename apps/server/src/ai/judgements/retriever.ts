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
  passages?: PassageParams & {
    candidates: number;
    /** A shorter window, fused with the first by reciprocal rank when a ranking asks for it. */
    short?: { window: number; stride: number };
  };
};

/**
 * How `rankQuery` chooses and orders the candidates. `query`: the candidates (and the documents
 * after them) are those of another query, e.g. the facts joined by their statutes' text, and
 * `candidates` how many; the passages are still scored for the ranked query. `prior`: the weight of
 * each document's prior (see `setPrior`) added to its first-stage score scaled to [0, 1] by the best.
 * `shortWindow`: the candidates' best passage and their best short passage (`passages.short`) fused
 * by reciprocal rank (k 60) rather than the best passage alone. `join`: documents that join the
 * candidates (e.g. the precedents judgements on like facts cite: cited-precedents.ts), after them.
 */
export type RankOptions = {
  query?: ReadonlyMap<string, number>;
  candidates?: number;
  prior?: number;
  shortWindow?: boolean;
  join?: readonly string[];
};

/** Reciprocal-rank fusion's usual constant (Cormack, Clarke & Büttcher, SIGIR 2009). */
const RRF_K = 60;

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
  passages: {
    window: 100,
    stride: 50,
    bm25: DEFAULT_BM25,
    candidates: 100,
    short: { window: 50, stride: 25 },
  },
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
  private readonly shortPassages: PassageIndex | undefined;
  private prior: ReadonlyMap<string, number> = new Map();

  constructor(
    readonly mode: RetrievalMode,
    private readonly params: SearchParams = PLAIN_SEARCH,
  ) {
    this.analyser = mode === 'legal' ? legalAnalyser() : plainAnalyser();
    this.index = new Bm25Index(params.bm25);
    const passages = params.passages;
    this.passages = passages === undefined ? undefined : new PassageIndex(passages);
    this.shortPassages =
      passages?.short === undefined
        ? undefined
        : new PassageIndex({ ...passages.short, bm25: passages.bm25 });
  }

  get size(): number {
    return this.index.size;
  }

  add(docId: string, text: string): void {
    const terms = this.analyser.terms(text);
    this.index.add(docId, terms);
    this.passages?.add(docId, terms);
    this.shortPassages?.add(docId, terms);
  }

  /** Each document's prior (e.g. how often it is cited), which `rankQuery` adds when asked to. */
  setPrior(prior: ReadonlyMap<string, number>): void {
    this.prior = prior;
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
   * `rank` for a query already made (term → weight), e.g. one a research script reweighed, the
   * candidates chosen and ordered as `options` say (RankOptions).
   */
  rankQuery(query: ReadonlyMap<string, number>, limit: number, options: RankOptions = {}): ScoredDoc[] {
    const candidates = options.candidates ?? this.params.passages?.candidates ?? 0;
    const join = this.passages === undefined ? [] : (options.join ?? []);
    // Joined documents come after the candidates in the first stage's order: all of it is needed.
    const depth = join.length > 0 ? this.size : Math.max(limit, candidates);
    const weight = options.prior ?? 0;
    const firstStage = options.query ?? query;
    const ranked = this.index.search(firstStage, depth, { weight, of: this.prior });
    if (this.passages === undefined) return ranked.slice(0, limit);
    const { pool, rest } = withJoined(ranked, candidates, join, limit);
    const scores = this.headScores(pool, query, options.shortWindow === true);
    const head = pool.map((docId, order) => ({ docId, score: scores[order] as number, order }));
    head.sort((x, y) => y.score - x.score || x.order - y.order);
    const scale = ((head[head.length - 1]?.score ?? 0) / (rest[0]?.score ?? 1)) * 0.99;
    return [
      ...head.map(({ docId, score }) => ({ docId, score })),
      ...rest.map((hit) => ({ docId: hit.docId, score: hit.score * scale })),
    ].slice(0, limit);
  }

  /** The candidates' scores: their best passage's, or its rank fused with their best short passage's. */
  private headScores(
    docs: readonly string[],
    query: ReadonlyMap<string, number>,
    shortWindow: boolean,
  ): number[] {
    const passages = this.passages as PassageIndex;
    const best = docs.map((docId) => passages.bestScore(docId, query));
    const short = this.shortPassages;
    if (!shortWindow || short === undefined) return best;
    const shortRanks = ranks(docs.map((docId) => short.bestScore(docId, query)));
    return ranks(best).map((r, i) => 1 / (RRF_K + r) + 1 / (RRF_K + (shortRanks[i] as number)));
  }

  idf(term: string): number {
    return this.index.idf(term);
  }
}

/**
 * The first stage's first `candidates` and the joined documents (those it ranks after them, in its
 * order, then those it does not rank), and the documents after them up to `limit`.
 */
function withJoined(
  ranked: readonly ScoredDoc[],
  candidates: number,
  join: readonly string[],
  limit: number,
): { pool: string[]; rest: ScoredDoc[] } {
  if (join.length === 0) {
    return {
      pool: ranked.slice(0, candidates).map((hit) => hit.docId),
      rest: ranked.slice(candidates, limit),
    };
  }
  const joined = new Set(join);
  const pool: string[] = [];
  const rest: ScoredDoc[] = [];
  ranked.forEach((hit, i) => {
    if (i < candidates || joined.has(hit.docId)) pool.push(hit.docId);
    else if (rest.length < limit) rest.push(hit);
    joined.delete(hit.docId);
  });
  return { pool: [...pool, ...joined], rest };
}

/** Each score's rank among them, 1 for the best (ties by position). */
function ranks(scores: readonly number[]): number[] {
  const out = new Array<number>(scores.length);
  [...scores.keys()]
    .sort((x, y) => (scores[y] as number) - (scores[x] as number) || x - y)
    .forEach((i, r) => {
      out[i] = r + 1;
    });
  return out;
}
