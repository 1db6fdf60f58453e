// The part every AILA research script (recall-, rerank-experiments.ts) starts with: the folder read,
// its judgements indexed whole and by passages as the product indexes them, and the rankings'
// small tools. Research only: the product's own path is ai/judgements/retriever.ts.
import { join } from 'node:path';
import { expandQuery } from '../../ai/judgements/expand-query.ts';
import { legalAnalyser } from '../../ai/judgements/legal-analyser.ts';
import { JUDGEMENT_SEARCH } from '../../ai/judgements/retriever.ts';
import { Bm25Index } from '../../lib/search/bm25-index.ts';
import { PassageIndex } from '../../lib/search/passage-index.ts';
import { readJudgementFolder } from '../../modules/judgements/judgement-folder.ts';
import { judgementDocument } from '../../modules/judgements/search-documents.ts';
import { readQrels, readQueries } from './aila-data.ts';
import { averagePrecision } from './ranking-metrics.ts';

export type Vec = Float64Array;
export type Query = ReadonlyMap<string, number>;

/** A line on stderr with the seconds since the script began. */
const t0 = Date.now();
export const log = (s: string) => console.error(`${((Date.now() - t0) / 1000).toFixed(0)}s ${s}`);

/** Judgement indexes (position in the folder) with a positive score, best first, ties by index. */
export const order = (v: Vec): number[] =>
  [...v.keys()]
    .filter((i) => (v[i] as number) > 0)
    .sort((x, y) => (v[y] as number) - (v[x] as number) || x - y);

/** The folder's judgements indexed (whole and by passages), with its queries and case qrels. */
export function openExperimentCorpus(dir: string) {
  const folder = readJudgementFolder(dir);
  const queries = readQueries(dir);
  const qrels = readQrels(join(dir, 'qrels-cases.txt'));
  const legal = legalAnalyser();
  const passageParams = JUDGEMENT_SEARCH.passages as NonNullable<typeof JUDGEMENT_SEARCH.passages>;
  const n = folder.judgements.length;
  const ids = folder.judgements.map((j) => j.id);
  const whole = new Bm25Index(JUDGEMENT_SEARCH.bm25);
  const passages = new PassageIndex(passageParams);
  const docTerms: string[][] = [];
  folder.judgements.forEach((j, i) => {
    const terms = legal.terms(judgementDocument(j));
    docTerms.push(terms);
    whole.add(String(i), terms);
    passages.add(String(i), terms);
  });
  log('indexed');

  const query = (text: string) => expandQuery(text, legal, JUDGEMENT_SEARCH.expansion);
  /** Whole-judgement BM25 of every judgement for `q`. */
  const wholeScores = (q: Query): Vec => {
    const v = new Float64Array(n);
    for (const hit of whole.search(q, n)) v[Number(hit.docId)] = hit.score;
    return v;
  };
  /** The first `depth` of a whole ranking scored together by `scores`, then the rest, scaled under. */
  const rerankHead = (wholeVec: Vec, depth: number, scores: (head: number[]) => number[]): Vec => {
    const ranked = order(wholeVec);
    const out = new Float64Array(n);
    const head = ranked.slice(0, depth);
    const headScores = scores(head);
    let low = Number.POSITIVE_INFINITY;
    head.forEach((d, i) => {
      out[d] = (headScores[i] as number) + 1e-9 * (depth - i);
      low = Math.min(low, out[d] as number);
    });
    const rest = ranked.slice(depth);
    const top = wholeVec[rest[0] ?? 0] || 1;
    for (const d of rest) out[d] = ((wholeVec[d] as number) / top) * Math.max(low, 1e-6) * 0.99;
    return out;
  };
  /** The first `depth` of a whole ranking ordered by `score` (ties by that ranking), then the rest. */
  const rerankBy = (wholeVec: Vec, depth: number, score: (d: number) => number): Vec =>
    rerankHead(wholeVec, depth, (head) => head.map(score));

  /** A query's average precision for a score vector (its first 1,000 judgements). */
  const ap = (qi: number, v: Vec) =>
    averagePrecision(
      order(v)
        .slice(0, 1000)
        .map((d) => ids[d] as string),
      qrels.get((queries[qi] as { id: string }).id) ?? new Set(),
    );

  return {
    folder,
    queries,
    qrels,
    legal,
    passageParams,
    n,
    ids,
    whole,
    passages,
    docTerms,
    query,
    wholeScores,
    rerankHead,
    rerankBy,
    ap,
  };
}
