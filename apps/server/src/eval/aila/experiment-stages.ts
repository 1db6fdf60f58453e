// What the fourth and fifth rounds' research scripts (rerank-, prior-experiments.ts) share beyond the
// indexed corpus (experiment-corpus.ts): the product's statutes for each query, the candidates'
// whole-judgement scores they give, the citations prior, the third round's 241 settings and the
// fourth round's 26 options (the choice of both repeated inside each fold: cross-validation.ts). Research only: the
// product's own path is modules/judgements/judgement-search.ts.
import { CitationCounts } from '../../ai/judgements/citation-counts.ts';
import { Retriever, STATUTE_SEARCH } from '../../ai/judgements/retriever.ts';
import { STATUTE_BRIDGE, StatuteBridge } from '../../ai/judgements/statute-bridge.ts';
import { STATUTE_EXPANSION, withStatuteText } from '../../ai/judgements/statute-expansion.ts';
import { PassageIndex } from '../../lib/search/passage-index.ts';
import { statuteDocument, statuteText } from '../../modules/judgements/search-documents.ts';
import { log, type openExperimentCorpus, order, type Query, type Vec } from './experiment-corpus.ts';

type Corpus = ReturnType<typeof openExperimentCorpus>;

/** Scores scaled to [0, 1] by their maximum. */
export const scaled = (values: number[]) => {
  const max = Math.max(0, ...values) || 1;
  return values.map((x) => x / max);
};

/** Each score's rank (1 = best; ties by position). */
export const ranks = (values: number[]) => {
  const out = new Array<number>(values.length);
  [...values.keys()]
    .sort((x, y) => (values[y] as number) - (values[x] as number) || x - y)
    .forEach((i, r) => {
      out[i] = r + 1;
    });
  return out;
};

/** Reciprocal-rank fusion of rank lists over the same items (k 60). */
export const rrf = (...rankLists: number[][]) =>
  (rankLists[0] ?? []).map((_, i) => rankLists.reduce((a, list) => a + 1 / (60 + (list[i] as number)), 0));

/** A third-round setting: how the candidates are proposed, how many, and the passages' query. */
export type StageSetting = {
  name: string;
  stage: (qi: number) => Vec;
  k: number;
  passageQuery: (qi: number) => Query;
};

/** A fourth-round option: the windows that order the candidates, and where the citations prior enters. */
export type PriorOption = {
  window: '100' | '100 + 50';
  where: 'none' | 'passage' | 'candidates' | 'both';
  weight: number;
};

export const priorOptionName = (o: PriorOption) => `window ${o.window} citations ${o.where} ${o.weight}`;

/** The fourth round's 26 options (README: the citations prior × the 50-term window). */
export const PRIOR_OPTIONS: PriorOption[] = (['100', '100 + 50'] as const).flatMap((window) =>
  (['none', 'passage', 'candidates', 'both'] as const).flatMap((where) =>
    (where === 'none' ? [0] : [0.01, 0.02, 0.05, 0.1]).map((weight) => ({ window, where, weight })),
  ),
);

export function openStages(corpus: Corpus) {
  const { folder, queries, legal, passageParams, n, ids, docTerms, query, wholeScores, rerankBy, ap } =
    corpus;
  const passages = corpus.passages;

  /** A judgement's best passage for a query (each index, query and judgement scored once). */
  const bestCache = new WeakMap<PassageIndex, WeakMap<Query, Float64Array>>();
  const bestOf = (index: PassageIndex, d: number, q: Query) => {
    let byQuery = bestCache.get(index);
    if (byQuery === undefined) {
      byQuery = new WeakMap();
      bestCache.set(index, byQuery);
    }
    let scores = byQuery.get(q);
    if (scores === undefined) {
      scores = new Float64Array(n).fill(Number.NaN);
      byQuery.set(q, scores);
    }
    if (Number.isNaN(scores[d])) scores[d] = index.bestScore(String(d), q);
    return scores[d] as number;
  };

  // The product's statutes for each query (rankStatutes: the statutes' BM25 fused with the bridge).
  const statuteRetriever = new Retriever('legal', STATUTE_SEARCH);
  for (const s of folder.statutes) statuteRetriever.add(s.id, statuteDocument(s));
  const productRank = (q: Query, limit: number) =>
    order(rerankBy(wholeScores(q), passageParams.candidates, (d) => bestOf(passages, d, q))).slice(0, limit);
  const bridge = new StatuteBridge(STATUTE_BRIDGE);
  for (const s of folder.statutes) {
    bridge.link(
      s.id,
      productRank(query(`${s.title}\n${s.description}`), STATUTE_BRIDGE.perStatute).map(
        (d) => ids[d] as string,
      ),
    );
  }
  const statuteById = new Map(folder.statutes.map((s) => [s.id, s]));
  const qs = queries.map((q) => query(q.text));
  /** Each query's first judgements by the facts alone (the product's ranking): the bridge's voters. */
  const factsFirst = qs.map((q) => productRank(q, STATUTE_BRIDGE.perQuery));
  const statuteTexts = queries.map((q, qi) => {
    const votes = bridge.votes((factsFirst[qi] as number[]).map((d) => ids[d] as string));
    return bridge
      .fuse(statuteRetriever.rank(q.text, statuteRetriever.size), votes)
      .slice(0, STATUTE_EXPANSION.statutes)
      .map((hit) => statuteText(statuteById.get(hit.docId) as { title: string; description: string }));
  });
  const firstStage = (q: Query, qi: number) =>
    withStatuteText(q, statuteTexts[qi] as string[], legal, STATUTE_EXPANSION.weight);
  /** The third round's candidates' whole-judgement scores (the facts and their first 5 statutes). */
  const candidateWholes = qs.map((q, qi) => wholeScores(firstStage(q, qi)));
  log('stages');

  // Passage indexes of other window sizes (stride half a window), made when first asked for.
  const windowIndexes = new Map<number, PassageIndex>([[passageParams.window, passages]]);
  const windowIndex = (window: number) => {
    let index = windowIndexes.get(window);
    if (index === undefined) {
      const made = new PassageIndex({ window, stride: window / 2, bm25: passageParams.bm25 });
      docTerms.forEach((terms, d) => {
        made.add(String(d), terms);
      });
      windowIndexes.set(window, made);
      index = made;
    }
    return index;
  };

  // How often the other judgements cite each judgement (ai/judgements/citation-counts.ts).
  const citations = new CitationCounts();
  folder.judgements.forEach((j, d) => {
    citations.add(String(d), j.title, j.text);
  });
  const prior = ids.map((_, d) => Math.log(1 + citations.count(String(d))));
  /** A whole-judgement score vector scaled to [0, 1] by its best, plus weight × the prior. */
  const withPrior = (v: Vec, weight: number) => {
    const max = Math.max(0, ...v) || 1;
    return v.map((x, d) => (x > 0 ? x / max + weight * (prior[d] as number) : 0));
  };

  /**
   * The ranking of a third-round stage under a fourth-round option; `joined` judgements, when given,
   * join the stage's first `k` as candidates.
   */
  const rankWith = (stage: Vec, k: number, q: Query, o: PriorOption, joined: readonly number[] = []) => {
    let proposer = o.where === 'candidates' || o.where === 'both' ? withPrior(stage, o.weight) : stage;
    let depth = k;
    if (joined.length > 0) {
      const pool = new Set([...order(proposer).slice(0, k), ...joined]);
      proposer = proposer.map((x, d) => (pool.has(d) ? 1e6 + x : x));
      depth = pool.size;
    }
    return corpus.rerankHead(proposer, depth, (head) => {
      const a = head.map((d) => bestOf(passages, d, q));
      if (o.window === '100' && (o.where === 'none' || o.where === 'candidates')) return a;
      let own = scaled(a);
      if (o.window === '100 + 50') {
        const fifty = windowIndex(50);
        own = scaled(rrf(ranks(a), ranks(head.map((d) => bestOf(fifty, d, q)))));
      }
      if (o.where === 'passage' || o.where === 'both') {
        return own.map((x, i) => x + o.weight * (prior[head[i] as number] as number));
      }
      return own;
    });
  };

  /**
   * The third round's grid of 241 settings: the facts alone over 30–200 candidates; 1, 2, 3 or 5
   * statutes at weight 0.05–30, in both stages or in the candidates' query only, 30–200 candidates.
   */
  const thirdRoundSettings = (): StageSetting[] => {
    const settings: StageSetting[] = [];
    const factsWholes = qs.map((q) => wholeScores(q));
    for (const k of [100, 30, 50, 75, 200]) {
      settings.push({
        name: `facts alone ${k}`,
        stage: (qi) => factsWholes[qi] as Vec,
        k,
        passageQuery: (qi) => qs[qi] as Query,
      });
    }
    for (const statutes of [1, 2, 3, 5]) {
      for (const weight of [0.05, 0.1, 0.2, 0.4, 0.6, 1, 2, 3, 5, 10, 30]) {
        const expanded = qs.map((q, qi) =>
          withStatuteText(q, (statuteTexts[qi] as string[]).slice(0, statutes), legal, weight),
        );
        const expandedWholes = expanded.map((e) => wholeScores(e));
        if (weight <= 0.4) {
          settings.push({
            name: `statutes ${statutes} weight ${weight} both 100`,
            stage: (qi) => expandedWholes[qi] as Vec,
            k: 100,
            passageQuery: (qi) => expanded[qi] as Query,
          });
        }
        for (const k of [30, 50, 75, 100, 200]) {
          settings.push({
            name: `statutes ${statutes} weight ${weight} candidates ${k}`,
            stage: (qi) => expandedWholes[qi] as Vec,
            k,
            passageQuery: (qi) => qs[qi] as Query,
          });
        }
      }
    }
    return settings;
  };

  return {
    qs,
    factsFirst,
    citations,
    statuteTexts,
    firstStage,
    candidateWholes,
    depth: STATUTE_EXPANSION.candidates,
    bestOf,
    ap,
    windowIndex,
    prior,
    withPrior,
    rankWith,
    thirdRoundSettings,
  };
}
