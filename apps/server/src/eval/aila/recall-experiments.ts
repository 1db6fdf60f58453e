// Research script (not part of the product nor of `npm run eval`): ways to raise the recall of the
// judgements' candidates and rank them, each against the adopted search (JUDGEMENT_SEARCH: whole-
// judgement BM25 proposes 100, ranked by their best 100-term passage), scored on all 25 queries,
// the first 13 / last 12, leave-one-out and 5-fold (every choice made on the training queries):
//   - passage first stage: every judgement scored by its best passage or the sum of its best 2–3
//     passages that do not overlap, over 100–1,000 or all candidates;
//   - pseudo-relevance feedback (RM3) from the best passages of the first 5–20 judgements;
//   - "more like these": the judgements that the first 3–10 judgements' best passages (or their
//     whole text's most telling terms) retrieve, added at a weight;
//   - the statutes the facts retrieve (the product's bridge) → the judgements those statutes' own
//     text retrieves, added at a weight.
//   npx tsx apps/server/src/eval/aila/recall-experiments.ts [folder] [families, e.g. rm3,mlt]
// Writes every per-query figure to /tmp/aila_recall.json. Takes several minutes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Retriever, STATUTE_SEARCH } from '../../ai/judgements/retriever.ts';
import { STATUTE_BRIDGE, StatuteBridge } from '../../ai/judgements/statute-bridge.ts';
import { withStatuteText } from '../../ai/judgements/statute-expansion.ts';
import {
  judgementDocument,
  statuteDocument,
  statuteText,
} from '../../modules/judgements/search-documents.ts';
import { readQrels } from './aila-data.ts';
import { chooseByCrossValidation, type Scored } from './cross-validation.ts';
import { log, openExperimentCorpus, order, type Vec } from './experiment-corpus.ts';
import { averagePrecision, mean } from './ranking-metrics.ts';

const dir = process.argv[2] ?? '../shared/eval/aila';
/** The families to run (comma-separated; all when not given). */
const only = process.argv[3]?.split(',');
const runs = (family: string) => only === undefined || only.includes(family);
const {
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
  rerankBy,
  ap,
} = openExperimentCorpus(dir);
const qrelsStatutes = readQrels(join(dir, 'qrels-statutes.txt'));

/** The best `k` windows that do not overlap (neighbours overlap at stride half a window), summed. */
function topSum(scores: Float64Array, k: number): number {
  const sorted = [...scores.keys()].sort((x, y) => (scores[y] as number) - (scores[x] as number) || x - y);
  const taken: number[] = [];
  let sum = 0;
  for (const w of sorted) {
    if (taken.some((t) => Math.abs(t - w) <= 1)) continue;
    taken.push(w);
    sum += scores[w] as number;
    if (taken.length === k) break;
  }
  return sum;
}

type Agg = 'max' | 'sum2' | 'sum3';
const aggregate = (scores: Float64Array, agg: Agg) =>
  agg === 'max' ? Math.max(0, ...scores) : topSum(scores, agg === 'sum2' ? 2 : 3);

/** The candidates of `wholeVec` (the query's own by default) ranked by their passages for `q`. */
const rerank = (q: ReadonlyMap<string, number>, depth: number, agg: Agg, wholeVec = wholeScores(q)): Vec =>
  rerankBy(wholeVec, depth, (d) => aggregate(passages.windowScores(String(d), q), agg));

const scaled = (v: Vec): Vec => {
  const max = Math.max(0, ...v) || 1;
  return v.map((x) => x / max);
};
const recallAt = (qi: number, v: Vec, k: number) => {
  const relevant = qrels.get((queries[qi] as { id: string }).id) ?? new Set();
  return order(v)
    .slice(0, k)
    .filter((d) => relevant.has(ids[d] as string)).length;
};

const grid: Scored[] = [];
/** Queries better / worse than the adopted search by more than 0.001 of average precision. */
const winsLosses = (aps: number[]) => {
  const base = grid[0]?.aps ?? aps;
  const up = aps.filter((x, i) => x > (base[i] as number) + 0.001).length;
  const down = aps.filter((x, i) => x < (base[i] as number) - 0.001).length;
  return `+${up}/-${down}`.padEnd(7);
};
const families = new Map<string, Scored[]>();
const recalls = new Map<string, [number, number, number]>();
function record(family: string, name: string, vecs: Vec[]) {
  const aps = vecs.map((v, qi) => ap(qi, v));
  const r = [100, 300, 1000].map((k) => vecs.reduce((a, v, qi) => a + recallAt(qi, v, k), 0)) as [
    number,
    number,
    number,
  ];
  const setting = { name, aps };
  grid.push(setting);
  families.set(family, [...(families.get(family) ?? []), setting]);
  recalls.set(name, r);
  console.log(
    `${name.padEnd(44)} ${winsLosses(aps)} all ${mean(aps).toFixed(4)} first13 ${mean(aps.slice(0, 13)).toFixed(4)} last12 ${mean(aps.slice(13)).toFixed(4)} recall@100/300/1000 ${r.join('/')}`,
  );
}

const totalRelevant = queries.reduce((a, q) => a + (qrels.get(q.id)?.size ?? 0), 0);
console.log(`${queries.length} queries, ${totalRelevant} relevant judgements`);
const qs = queries.map((q) => query(q.text));
const wholes = qs.map((q) => wholeScores(q));
const adopted = qs.map((q, qi) => rerank(q, passageParams.candidates, 'max', wholes[qi]));
record('adopted', 'adopted (100, best passage)', adopted);
record('whole', 'whole BM25 alone', wholes);

// 1. The passages as the first stage, or deeper pools, by the best or the best 2–3 passages.
if (runs('passages')) {
  const allWindows = qs.map((q) => ids.map((_, d) => passages.windowScores(String(d), q)));
  log('windows');
  for (const agg of ['max', 'sum2', 'sum3'] as const) {
    const firstStage = allWindows.map((ws) => Float64Array.from(ws, (w) => aggregate(w, agg)));
    for (const depth of [100, 200, 300, 1000, n]) {
      if (agg === 'max' && depth === 100) continue;
      const vecs =
        depth === n
          ? firstStage
          : wholes.map((w, qi) => rerankBy(w, depth, (d) => (firstStage[qi] as Vec)[d] as number));
      record('passages', `passages ${agg} over ${depth === n ? 'all' : depth}`, vecs);
    }
    // Reciprocal-rank fusion of the whole ranking and the passage first stage (k 60).
    const rrf = firstStage.map((fs, qi) => {
      const out = new Float64Array(n);
      for (const v of [fs, wholes[qi] as Vec])
        order(v).forEach((d, r) => {
          out[d] = (out[d] as number) + 1 / (60 + r + 1);
        });
      return out;
    });
    record('passages', `rrf(whole, passages ${agg} all)`, rrf);
  }
  allWindows.length = 0;
}

// 2. RM3 from the best passage of the first `docs` judgements of the adopted ranking.
if (runs('rm3')) {
  for (const docs of [3, 5, 10, 20]) {
    for (const terms of [20, 50]) {
      for (const lambda of [0.05, 0.1, 0.2, 0.4, 0.6]) {
        const vecs = qs.map((q, qi) => {
          const top = order(adopted[qi] as Vec).slice(0, docs);
          const total = top.reduce((a, d) => a + ((adopted[qi] as Vec)[d] as number), 0) || 1;
          const feedback = new Map<string, number>();
          for (const d of top) {
            const ws = passages.windowScores(String(d), q);
            const bestWindow = ws.indexOf(Math.max(...ws));
            const words = passages.passageTerms(String(d), bestWindow);
            const docWeight = ((adopted[qi] as Vec)[d] as number) / total;
            for (const t of words) feedback.set(t, (feedback.get(t) ?? 0) + docWeight / words.length);
          }
          const chosen = [...feedback].sort((a, b) => b[1] - a[1]).slice(0, terms);
          const fbTotal = chosen.reduce((a, [, w]) => a + w, 0) || 1;
          const qTotal = [...q.values()].reduce((a, w) => a + w, 0) || 1;
          const expanded = new Map<string, number>();
          for (const [t, w] of q) expanded.set(t, ((1 - lambda) * w) / qTotal);
          for (const [t, w] of chosen) expanded.set(t, (expanded.get(t) ?? 0) + (lambda * w) / fbTotal);
          return rerank(expanded, passageParams.candidates, 'max');
        });
        record('rm3', `rm3 passages docs ${docs} terms ${terms} λ ${lambda}`, vecs);
      }
    }
  }
  log('rm3');
}

// 3. More like these: the judgements the first seeds' best passages (or most telling terms) retrieve.
const tellingTerms = (d: number, count: number) => {
  const tf = new Map<string, number>();
  for (const t of docTerms[d] as string[]) tf.set(t, (tf.get(t) ?? 0) + 1);
  return new Map(
    [...tf]
      .map(([t, c]) => [t, c * whole.idf(t)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([t]) => [t, tf.get(t) as number]),
  );
};
const mltVotes = (kind: 'passage' | 'terms', seeds: number) =>
  qs.map((q, qi) => {
    const votes = new Float64Array(n);
    order(adopted[qi] as Vec)
      .slice(0, seeds)
      .forEach((seed, r) => {
        let seedQuery: Map<string, number>;
        if (kind === 'passage') {
          const ws = passages.windowScores(String(seed), q);
          seedQuery = new Map();
          for (const t of passages.passageTerms(String(seed), ws.indexOf(Math.max(...ws)))) {
            seedQuery.set(t, (seedQuery.get(t) ?? 0) + 1);
          }
        } else seedQuery = tellingTerms(seed, 50);
        const hits = whole.search(seedQuery, 300).filter((h) => Number(h.docId) !== seed);
        const top = hits[0]?.score ?? 1;
        for (const h of hits) {
          const d = Number(h.docId);
          votes[d] = (votes[d] as number) + ((1 / (r + 1)) * h.score) / top;
        }
      });
    return scaled(votes);
  });
if (runs('mlt')) {
  for (const kind of ['passage', 'terms'] as const) {
    for (const seeds of [3, 5, 10, 20]) {
      const votes = mltVotes(kind, seeds);
      for (const weight of [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1]) {
        record(
          'mlt',
          `mlt ${kind} seeds ${seeds} weight ${weight}`,
          adopted.map((a, qi) => {
            const s = scaled(a);
            return s.map((x, d) => x + weight * ((votes[qi] as Vec)[d] as number));
          }),
        );
      }
    }
  }
  log('mlt');
}

// 4. Statutes → judgements: the product's statute ranking (bridge included); each of the query's
// first statutes votes for the judgements its own text retrieves (1 / statute rank × 1 / rank).
const statuteRetriever = new Retriever('legal', STATUTE_SEARCH);
for (const s of folder.statutes) statuteRetriever.add(s.id, statuteDocument(s));
const linked = folder.statutes.map((s) =>
  order(rerank(query(`${s.title}\n${s.description}`), passageParams.candidates, 'max')).slice(0, 300),
);
const bridge = new StatuteBridge(STATUTE_BRIDGE);
folder.statutes.forEach((s, si) => {
  bridge.link(
    s.id,
    (linked[si] as number[]).map((d) => ids[d] as string),
  );
});
const statuteIndex = new Map(folder.statutes.map((s, si) => [s.id, si]));
const statuteRanks = queries.map((q, qi) => {
  const votes = bridge.votes(
    order(adopted[qi] as Vec)
      .slice(0, STATUTE_BRIDGE.perQuery)
      .map((d) => ids[d] as string),
  );
  return bridge.fuse(statuteRetriever.rank(q.text, statuteRetriever.size), votes).map((h) => h.docId);
});
const statuteMap = mean(
  queries.map((q, qi) =>
    averagePrecision((statuteRanks[qi] as string[]).slice(0, 1000), qrelsStatutes.get(q.id) ?? new Set()),
  ),
);
console.log(`statutes (check against npm run eval): MAP ${statuteMap.toFixed(4)}`);
if (runs('statutes')) {
  for (const statutes of [1, 3, 5, 10]) {
    for (const perStatute of [30, 100, 300]) {
      const votes = statuteRanks.map((ranked) => {
        const v = new Float64Array(n);
        ranked.slice(0, statutes).forEach((sid, rs) => {
          const list = linked[statuteIndex.get(sid) as number] as number[];
          list.slice(0, perStatute).forEach((d, rj) => {
            v[d] = (v[d] as number) + 1 / (rs + 1) / (rj + 1);
          });
        });
        return scaled(v);
      });
      for (const weight of [0.1, 0.2, 0.3, 0.5, 1]) {
        record(
          'statutes',
          `statutes ${statutes} × ${perStatute} weight ${weight}`,
          adopted.map((a, qi) => scaled(a).map((x, d) => x + weight * ((votes[qi] as Vec)[d] as number))),
        );
      }
    }
  }
  log('statutes');
}
// 5. The query expanded with the text of its first statutes (title and description, each statute
// weighing 1 / its rank), at `weight` against the facts' own terms (each side summing to 1), in both
// stages, or only in the first (the candidates; their passages are scored on the facts alone).
const statuteExpanded = (q: ReadonlyMap<string, number>, qi: number, statutes: number, weight: number) =>
  withStatuteText(
    q,
    (statuteRanks[qi] as string[]).slice(0, statutes).map((sid) => {
      const s = folder.statutes[statuteIndex.get(sid) as number] as { title: string; description: string };
      return statuteText(s);
    }),
    legal,
    weight,
  );
if (runs('statute-text')) {
  // The control: the facts alone choose fewer or more candidates.
  for (const depth of [30, 50, 75, 200]) {
    record(
      'statute-text',
      `statute text 0 candidates ${depth}`,
      qs.map((q) => rerank(q, depth, 'max')),
    );
  }
  for (const statutes of [1, 2, 3, 5]) {
    for (const weight of [0.05, 0.1, 0.2, 0.4, 0.6, 1, 2, 3, 5, 10, 30]) {
      for (const stages of weight <= 0.4 ? (['both', 'candidates'] as const) : (['candidates'] as const)) {
        for (const depth of stages === 'both' ? [100] : [30, 50, 75, 100, 200]) {
          const vecs = qs.map((q, qi) => {
            const expanded = statuteExpanded(q, qi, statutes, weight);
            return stages === 'both'
              ? rerank(expanded, depth, 'max')
              : rerank(q, depth, 'max', wholeScores(expanded));
          });
          record('statute-text', `statute text ${statutes} weight ${weight} ${stages} ${depth}`, vecs);
        }
      }
    }
  }
  log('statute text');
}
// 6. The plain BM25 (the baseline's words: unstemmed, no legal noise words dropped) as a second
// first stage: its first `depth` judgements join the candidates the best passage ranks, or its
// scaled score is added at `weight`.
if (runs('plain')) {
  const plainRetriever = new Retriever('plain');
  folder.judgements.forEach((j, i) => {
    plainRetriever.add(String(i), judgementDocument(j));
  });
  const plains = queries.map((q) => {
    const v = new Float64Array(n);
    for (const hit of plainRetriever.rank(q.text, n)) v[Number(hit.docId)] = hit.score;
    return v;
  });
  record('plain', 'plain BM25 (the baseline)', plains);
  for (const depth of [50, 100, 200]) {
    record(
      'plain',
      `plain's first ${depth} join the candidates`,
      qs.map((q, qi) => {
        const candidates = new Set([
          ...order(wholes[qi] as Vec).slice(0, 100),
          ...order(plains[qi] as Vec).slice(0, depth),
        ]);
        const out = scaled(wholes[qi] as Vec).map((x) => x * 1e-3);
        for (const d of candidates) out[d] = 1 + passages.bestScore(String(d), q);
        return out;
      }),
    );
  }
  const scaledPlains = plains.map(scaled);
  for (const weight of [0.1, 0.2, 0.3, 0.5, 1]) {
    record(
      'plain',
      `plain BM25 added at ${weight}`,
      adopted.map((a, qi) => scaled(a).map((x, d) => x + weight * ((scaledPlains[qi] as Vec)[d] as number))),
    );
  }
  log('plain');
}

console.log(
  `\nchosen by cross-validation (MAP; the adopted search: all ${mean((grid[0] as Scored).aps).toFixed(4)})`,
);
for (const [family, settings] of families) {
  if (settings.length < 2) continue;
  const c = chooseByCrossValidation([grid[0] as Scored, ...settings]);
  console.log(
    `${family.padEnd(10)} split ${c.split.name} (last12 ${c.split.heldOut.toFixed(4)})  loo ${c.leaveOneOut.toFixed(4)}  5-fold ${c.fiveFold.toFixed(4)}  picks ${c.picks.length}`,
  );
}
const everything = chooseByCrossValidation(grid);
console.log(
  `everything split ${everything.split.name} (last12 ${everything.split.heldOut.toFixed(4)})  loo ${everything.leaveOneOut.toFixed(4)}  5-fold ${everything.fiveFold.toFixed(4)}`,
);
writeFileSync(
  '/tmp/aila_recall.json',
  JSON.stringify({ queries: queries.map((q) => q.id), grid, recalls: Object.fromEntries(recalls) }),
);
log('done');
