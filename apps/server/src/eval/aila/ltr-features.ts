// Research script (not part of the product nor of `npm run eval`): the features of each query's
// candidate judgements for a learned re-ranking, written to a JSON file that ltr-experiments.ts reads.
//   npx tsx apps/server/src/eval/aila/ltr-features.ts [folder] [out.json]
// Candidates: the first CANDIDATES judgements of the whole-judgement BM25 (LeXi's analyser and query).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandQuery, queryTerms } from '../../ai/judgements/expand-query.ts';
import { legalAnalyser, plainAnalyser } from '../../ai/judgements/legal-analyser.ts';
import { JUDGEMENT_SEARCH } from '../../ai/judgements/retriever.ts';
import { Bm25Index } from '../../lib/search/bm25-index.ts';
import { readJudgementFolder } from '../../modules/judgements/judgement-folder.ts';
import { judgementDocument } from '../../modules/judgements/search-documents.ts';
import { readQrels, readQueries } from './aila-data.ts';

const dir = process.argv[2] ?? '../shared/eval/aila';
const out = process.argv[3] ?? '/tmp/aila_ltr_features.json';
const CANDIDATES = 300;
const t0 = Date.now();
const folder = readJudgementFolder(dir);
const queries = readQueries(dir);
const qrels = readQrels(join(dir, 'qrels-cases.txt'));
const legal = legalAnalyser();
const plain = plainAnalyser();
const ids = folder.judgements.map((j) => j.id);
const texts = folder.judgements.map((j) => judgementDocument(j));
const legalTerms = texts.map((t) => legal.terms(t));
console.error('analysed', Date.now() - t0);

const whole = new Bm25Index(JUDGEMENT_SEARCH.bm25);
legalTerms.forEach((t, i) => {
  whole.add(String(i), t);
});
const plainIndex = new Bm25Index({ k1: 1.2, b: 0.75 });
texts.forEach((t, i) => {
  plainIndex.add(String(i), plain.terms(t));
});

/** Passage statistics of one window size: df per term over passages, passage count, mean length. */
function passageStats(window: number, stride: number) {
  const df = new Map<string, number>();
  let count = 0;
  let total = 0;
  for (const terms of legalTerms) {
    for (let start = 0; ; start += stride) {
      const end = Math.min(start + window, terms.length);
      count++;
      total += end - start;
      for (const t of new Set(terms.slice(start, end))) df.set(t, (df.get(t) ?? 0) + 1);
      if (start + window >= terms.length) break;
    }
  }
  return { window, stride, df, count, average: total / count };
}
const P100 = passageStats(100, 50);
const P200 = passageStats(200, 100);
const P50 = passageStats(50, 25);
/** Terms of the statutes' sections: the words of the law, weighed up in the query by the `legal…` features. */
const statuteVocabulary = new Set(folder.statutes.flatMap((s) => legal.terms(`${s.title} ${s.description}`)));
const PASSAGE_BM25: [number, number][] = [
  [0.9, 0.4],
  [2, 0.75],
  [1.2, 0.5],
  [1.2, 1],
];
const LEGAL_BOOST = [0.5, 1, 2];
console.error('indexed', Date.now() - t0);

/** Every window's BM25 score (k1 1.2, b 0.75), in document order. */
function windowScores(
  terms: string[],
  query: Map<string, number>,
  p: ReturnType<typeof passageStats>,
  k1 = 1.2,
  b = 0.75,
) {
  const worth = new Map<string, number>();
  for (const [t, w] of query) {
    const df = p.df.get(t) ?? 0;
    if (df > 0) worth.set(t, w * Math.log(1 + (p.count - df + 0.5) / (df + 0.5)));
  }
  const scores: number[] = [];
  for (let start = 0; ; start += p.stride) {
    const end = Math.min(start + p.window, terms.length);
    const counts = new Map<string, number>();
    for (let i = start; i < end; i++) {
      const t = terms[i] as string;
      if (worth.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    const norm = k1 * (1 - b + (b * (end - start)) / p.average);
    let s = 0;
    for (const [t, tf] of counts) s += ((worth.get(t) as number) * tf * (k1 + 1)) / (tf + norm);
    scores.push(s);
    if (start + p.window >= terms.length) break;
  }
  return scores;
}

/** The best three windows that do not overlap (a window overlaps its neighbours at stride half). */
function topThree(scores: number[]): [number, number, number] {
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const taken: number[] = [];
  const best: number[] = [];
  for (const [s, i] of order) {
    if (taken.some((j) => Math.abs(j - i) <= 1)) continue;
    taken.push(i);
    best.push(s);
    if (best.length === 3) break;
  }
  return [best[0] ?? 0, best[1] ?? 0, best[2] ?? 0];
}

export type Candidate = { doc: string; relevant: boolean; features: number[] };
export const FEATURE_NAMES = [
  'whole',
  'pass1',
  'pass2',
  'pass3',
  'pass200',
  'coverage',
  'bigram',
  'loglen',
  'plain',
  'wholeRank',
  ...PASSAGE_BM25.map(([k1, b]) => `pass1_k${k1}b${b}`),
  ...LEGAL_BOOST.map((x) => `pass1_legal${x}`),
  'pass50',
];

const data = queries.map((q) => {
  const query = expandQuery(q.text, legal, JUDGEMENT_SEARCH.expansion);
  const ordered = legal.terms(q.text);
  const bigrams = new Set<string>();
  for (let i = 0; i + 1 < ordered.length; i++) bigrams.add(`${ordered[i]} ${ordered[i + 1]}`);
  const idfSum = [...query.keys()].reduce((a, t) => a + whole.idf(t), 0) || 1;
  const hits = whole.search(query, ids.length);
  const plainHits = plainIndex.search(queryTerms(q.text, plain), ids.length);
  const plainScores = new Map(plainHits.map((h) => [h.docId, h.score]));
  const relevant = qrels.get(q.id) ?? new Set<string>();
  const boosted = LEGAL_BOOST.map(
    (x) => new Map([...query].map(([t, w]) => [t, statuteVocabulary.has(t) ? w * (1 + x) : w])),
  );
  const candidates: Candidate[] = hits.slice(0, CANDIDATES).map((hit, rank) => {
    const d = Number(hit.docId);
    const terms = legalTerms[d] as string[];
    const present = new Set(terms);
    const [p1, p2, p3] = topThree(windowScores(terms, query, P100));
    const p200 = Math.max(0, ...windowScores(terms, query, P200));
    let coverage = 0;
    for (const t of query.keys()) if (present.has(t)) coverage += whole.idf(t);
    const seen = new Set<string>();
    for (let i = 0; i + 1 < terms.length; i++) {
      const key = `${terms[i]} ${terms[i + 1]}`;
      if (bigrams.has(key)) seen.add(key);
    }
    return {
      doc: ids[d] as string,
      relevant: relevant.has(ids[d] as string),
      features: [
        hit.score,
        p1,
        p2,
        p3,
        p200,
        coverage / idfSum,
        seen.size / (bigrams.size || 1),
        Math.log(1 + terms.length),
        plainScores.get(hit.docId) ?? 0,
        1 / Math.log2(rank + 2),
        ...PASSAGE_BM25.map(([k1, b]) => Math.max(0, ...windowScores(terms, query, P100, k1, b))),
        ...boosted.map((bq) => Math.max(0, ...windowScores(terms, bq, P100))),
        Math.max(0, ...windowScores(terms, query, P50)),
      ],
    };
  });
  // The ranking after the candidates (for the depth-1000 average precision), by whole BM25.
  const rest = hits.slice(CANDIDATES, 1000).map((h) => ids[Number(h.docId)] as string);
  console.error(q.id, Date.now() - t0);
  const baseline = plainHits.slice(0, 1000).map((h) => ids[Number(h.docId)] as string);
  return { id: q.id, relevant: [...relevant], candidates, rest, baseline };
});
writeFileSync(out, JSON.stringify({ features: FEATURE_NAMES, queries: data }));
console.error('done', Date.now() - t0);
