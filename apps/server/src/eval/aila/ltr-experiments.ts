// Research script (not part of the product nor of `npm run eval`): a linear learned re-ranking of the
// judgements' candidates, trained only on the training queries of each split (pairwise logistic,
// "RankNet" with a linear scorer), scored on the queries left out:
//   npx tsx apps/server/src/eval/aila/ltr-experiments.ts [features.json] [mix|ltr]
// reads the file ltr-features.ts wrote and prints, per variant, MAP on the last 12 when trained on
// the first 13, leave-one-out and 5-fold (fold = query index mod 5), against plain BM25.
import { readFileSync } from 'node:fs';
import { chooseByCrossValidation, type Scored } from './cross-validation.ts';
import { averagePrecision } from './ranking-metrics.ts';

type Candidate = { doc: string; relevant: boolean; features: number[] };
type Query = {
  id: string;
  relevant: string[];
  candidates: Candidate[];
  rest: string[];
  baseline: string[];
};
const file = process.argv[2] ?? '/tmp/aila_ltr_features.json';
const data = JSON.parse(readFileSync(file, 'utf8')) as { features: string[]; queries: Query[] };
const names = data.features;
const queries = data.queries;
const m = (a: number[]) => (a.length === 0 ? 0 : a.reduce((x, y) => x + y, 0) / a.length);

type Variant = { name: string; features: string[]; depth: number; norm: 'max' | 'z'; lambda: number };

/** Per query: each feature scaled over the query's first `depth` candidates. */
function normalise(q: Query, v: Variant): number[][] {
  const cols = v.features.map((f) => names.indexOf(f));
  const rows = q.candidates.slice(0, v.depth).map((c) => cols.map((i) => c.features[i] as number));
  for (let j = 0; j < cols.length; j++) {
    const col = rows.map((r) => r[j] as number);
    if (v.norm === 'max') {
      const hi = Math.max(...col);
      const lo = Math.min(...col);
      for (const r of rows) r[j] = ((r[j] as number) - lo) / (hi - lo || 1);
    } else {
      const mu = m(col);
      const sd = Math.sqrt(m(col.map((x) => (x - mu) ** 2))) || 1;
      for (const r of rows) r[j] = ((r[j] as number) - mu) / sd;
    }
  }
  return rows;
}

/** Pairwise logistic loss over (relevant, not relevant) pairs, each query weighing the same; L2. */
function train(train: Query[], v: Variant): number[] {
  const dim = v.features.length;
  const pairs: { diff: number[]; weight: number }[] = [];
  for (const q of train) {
    const rows = normalise(q, v);
    const cands = q.candidates.slice(0, v.depth);
    const pos = rows.filter((_, i) => cands[i]?.relevant);
    const neg = rows.filter((_, i) => !cands[i]?.relevant);
    if (pos.length === 0 || neg.length === 0) continue;
    const weight = 1 / (pos.length * neg.length);
    for (const p of pos)
      for (const n of neg) pairs.push({ diff: p.map((x, j) => x - (n[j] as number)), weight });
  }
  const queriesUsed = new Set(pairs.map((p) => p.weight)).size || 1;
  const w = new Array<number>(dim).fill(0);
  for (let iter = 0; iter < 400; iter++) {
    const grad = w.map((x) => 2 * v.lambda * x);
    for (const { diff, weight } of pairs) {
      const s = diff.reduce((a, x, j) => a + x * (w[j] as number), 0);
      const g = -weight / (1 + Math.exp(s)) / queriesUsed;
      for (let j = 0; j < dim; j++) grad[j] = (grad[j] as number) + g * (diff[j] as number);
    }
    for (let j = 0; j < dim; j++) w[j] = (w[j] as number) - 0.5 * (grad[j] as number);
  }
  return w;
}

function ap(q: Query, v: Variant, w: number[]): number {
  const rows = normalise(q, v);
  const head = q.candidates.slice(0, v.depth).map((c, i) => ({
    doc: c.doc,
    s: (rows[i] as number[]).reduce((a, x, j) => a + x * (w[j] as number), 0),
    i,
  }));
  head.sort((a, b) => b.s - a.s || a.i - b.i);
  const ranked = [...head.map((h) => h.doc), ...q.candidates.slice(v.depth).map((c) => c.doc), ...q.rest];
  return averagePrecision(ranked.slice(0, 1000), new Set(q.relevant));
}

/** Per-query AP when each query is ranked by a model trained without it (split by `fold`). */
function crossValidated(v: Variant, folds: number, foldOf: (i: number) => number): number[] {
  const out: number[] = [];
  for (let f = 0; f < folds; f++) {
    const w = train(
      queries.filter((_, i) => foldOf(i) !== f),
      v,
    );
    queries.forEach((q, i) => {
      if (foldOf(i) === f) out[i] = ap(q, v, w);
    });
  }
  return out;
}

const baseline = queries.map((q) => averagePrecision(q.baseline, new Set(q.relevant)));
const b13 = m(baseline.slice(0, 13));
const b12 = m(baseline.slice(13));
const ball = m(baseline);
console.log(`plain BM25 all ${ball.toFixed(4)} first13 ${b13.toFixed(4)} last12 ${b12.toFixed(4)}`);

/** A single feature as the ranking (no training): the reference points. */
for (const f of process.argv[3] === 'ltr' ? names : []) {
  for (const depth of [100, 300]) {
    const v: Variant = { name: f, features: [f], depth, norm: 'max', lambda: 0 };
    const aps = queries.map((q) => ap(q, v, [1]));
    console.log(
      `single ${f.padEnd(10)} K${depth} all ${m(aps).toFixed(4)} first13 ${m(aps.slice(0, 13)).toFixed(4)} last12 ${m(aps.slice(13)).toFixed(4)}`,
    );
  }
}

export function report(v: Variant): { split: number; loo: number; fold5: number } {
  const half = queries.map((_, i) => (i < 13 ? 0 : 1));
  const w13 = train(queries.slice(0, 13), v);
  const split = m(queries.slice(13).map((q) => ap(q, v, w13)));
  const loo = m(crossValidated(v, queries.length, (i) => i));
  const fold5 = m(crossValidated(v, 5, (i) => i % 5));
  const wAll = train(queries, v);
  console.log(
    `${v.name.padEnd(44)} last12 ${split.toFixed(4)} (${(split / b12).toFixed(2)}×) LOO ${loo.toFixed(4)} (${(loo / ball).toFixed(2)}×) 5fold ${fold5.toFixed(4)} (${(fold5 / ball).toFixed(2)}×) w ${wAll.map((x) => x.toFixed(2)).join(' ')}`,
  );
  void half;
  return { split, loo, fold5 };
}

const mode = process.argv[3] ?? 'mix';
if (mode === 'ltr') {
  const SETS: Record<string, string[]> = {
    passWhole: ['pass1', 'whole'],
    pass123: ['pass1', 'pass2', 'pass3'],
    passCov: ['pass1', 'coverage'],
    passBigram: ['pass1', 'bigram'],
    passPlain: ['pass1', 'plain'],
    small: ['pass1', 'pass2', 'whole', 'coverage', 'bigram'],
    // The ten features of the first run (the passage BM25 variants and boosts came after).
    all: names.slice(0, 10),
  };
  for (const [setName, features] of Object.entries(SETS)) {
    for (const depth of [100, 300]) {
      for (const norm of ['max', 'z'] as const) {
        for (const lambda of [0.01, 0.1]) {
          report({ name: `${setName} K${depth} ${norm} l${lambda}`, features, depth, norm, lambda });
        }
      }
    }
  }
} else {
  // Fixed mixes: pass1 + α × another feature (each scaled to [0, 1] over the query's candidates);
  // the mix (feature, α) is chosen on the training queries of each split by their MAP.
  const variants: { name: string; aps: number[] }[] = [];
  const alphas = [0.1, 0.2, 0.3, 0.5, 0.7, 1];
  const passageVariants = names.filter((n) => n.startsWith('pass1') || n === 'pass50' || n === 'pass200');
  for (const depth of [100, 300]) {
    for (const f of passageVariants) {
      const alone: Variant = { name: `${f} K${depth}`, features: [f], depth, norm: 'max', lambda: 0 };
      variants.push({ name: alone.name, aps: queries.map((q) => ap(q, alone, [1])) });
    }
    for (const f of names.filter((n) => !passageVariants.includes(n))) {
      for (const a of alphas) {
        const v: Variant = {
          name: `pass1+${a}${f} K${depth}`,
          features: ['pass1', f],
          depth,
          norm: 'max',
          lambda: 0,
        };
        variants.push({ name: v.name, aps: queries.map((q) => ap(q, v, [1, a])) });
      }
    }
  }
  for (const v of variants) {
    console.log(
      `${v.name.padEnd(30)} all ${m(v.aps).toFixed(4)} first13 ${m(v.aps.slice(0, 13)).toFixed(4)} last12 ${m(v.aps.slice(13)).toFixed(4)}`,
    );
  }
  choose(variants, 'all variants');
  choose(
    variants.filter((v) => v.name.startsWith('pass1 ') || v.name.startsWith('pass1+')),
    'pass1 and its mixes',
  );
  choose(
    variants.filter((v) => !v.name.includes('+')),
    'passage variants alone',
  );
  choose(
    variants.filter((v) => v.name.startsWith('pass1 ') || v.name.startsWith('pass1_legal')),
    'legal-term boost',
  );
  choose(
    variants.filter((v) => v.name.startsWith('pass1 ') || v.name.startsWith('pass1_k')),
    'passage BM25 k1/b',
  );
}

function choose(variants: Scored[], label: string) {
  const c = chooseByCrossValidation(variants);
  console.log(
    `${label}: first13 picks ${c.split.name}: last12 ${c.split.heldOut.toFixed(4)} (${(c.split.heldOut / b12).toFixed(2)}×) all ${c.split.all.toFixed(4)} (${(c.split.all / ball).toFixed(2)}×); LOO ${c.leaveOneOut.toFixed(4)} (${(c.leaveOneOut / ball).toFixed(2)}×) 5fold ${c.fiveFold.toFixed(4)} (${(c.fiveFold / ball).toFixed(2)}×); picks ${c.picks.join(' | ')}`,
  );
}
