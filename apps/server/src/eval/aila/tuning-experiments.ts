// The retrieval experiments behind the AILA parameters (README, judgements, "Measured."): per-query
// average precision of many variants of the judgement and statute search, their means over all
// queries, the first 13 (tuning) and the last 12 (held out), and leave-one-out and 5-fold choices of
// a variant (loo below). A research script, not part of the product or of `npm run eval`:
//   npx tsx apps/server/src/eval/aila/tuning-experiments.ts <cases|grid|rerank|bridge|bridge2|reverse> [folder] [boosts]
// reads the AILA folder (../shared/eval/aila unless given), prints a line per variant and writes
// every per-query figure to /tmp/aila_exp_<mode>.json. Takes minutes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandQuery, queryTerms } from '../../ai/judgements/expand-query.ts';
import { legalAnalyser, plainAnalyser } from '../../ai/judgements/legal-analyser.ts';
import { Bm25Index } from '../../lib/search/bm25-index.ts';
import { readJudgementFolder } from '../../modules/judgements/judgement-folder.ts';
import { judgementDocument, statuteDocument } from '../../modules/judgements/search-documents.ts';
import { readQrels, readQueries } from './aila-data.ts';
import { boostLegalTerms } from './legal-vocabulary.ts';
import { averagePrecision } from './ranking-metrics.ts';

const dir = process.argv[3] ?? '../shared/eval/aila';
const t0 = Date.now();
const folder = readJudgementFolder(dir);
const queries = readQueries(dir);
const qc = readQrels(join(dir, 'qrels-cases.txt'));
const qs = readQrels(join(dir, 'qrels-statutes.txt'));
const legal = legalAnalyser();
const _plain = plainAnalyser();

const jTerms = folder.judgements.map((j) => legal.terms(judgementDocument(j)));
const jIds = folder.judgements.map((j) => j.id);
const sTerms = folder.statutes.map((s) => legal.terms(statuteDocument(s)));
const sIds = folder.statutes.map((s) => s.id);
console.error('analysed', Date.now() - t0);

type Rank = string[];
const results: Record<string, { cases: number[]; statutes: number[] }> = {};
function record(name: string, kind: 'cases' | 'statutes', ranks: Rank[]) {
  const qrels = kind === 'cases' ? qc : qs;
  const aps = queries.map((q, i) => averagePrecision(ranks[i] as Rank, qrels.get(q.id) ?? new Set()));
  results[name] ??= { cases: [], statutes: [] };
  results[name][kind] = aps;
  const m = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  console.log(
    `${kind.padEnd(8)} ${name.padEnd(40)} all ${m(aps).toFixed(4)} first13 ${m(aps.slice(0, 13)).toFixed(4)} last12 ${m(aps.slice(13)).toFixed(4)}`,
  );
}

const build = (terms: string[][], k1: number, b: number) => {
  const idx = new Bm25Index({ k1, b });
  terms.forEach((t, i) => {
    idx.add(String(i), t);
  });
  return idx;
};
const toIds = (ids: string[], hits: { docId: string }[]) => hits.map((h) => ids[Number(h.docId)] as string);

// Passages: windows of W words, stride S.
function passages(terms: string[][], w: number, s: number) {
  const idx = new Bm25Index({ k1: 1.2, b: 0.75 });
  const owner: number[] = [];
  terms.forEach((t, d) => {
    for (let start = 0; ; start += s) {
      idx.add(String(owner.length), t.slice(start, start + w));
      owner.push(d);
      if (start + w >= t.length) break;
    }
  });
  return { idx, owner };
}

function reduce(q: Map<string, number>, idx: Bm25Index, n: number): Map<string, number> {
  if (n <= 0) return q;
  const scored = [...q]
    .map(([t, w]) => [t, w, idx.idf(t)] as const)
    .filter(([t]) => idx.documentFrequency(t) > 0);
  scored.sort((a, b) => b[2] - a[2]);
  return new Map(scored.slice(0, n).map(([t, w]) => [t, w]));
}

function rm3(
  q: Map<string, number>,
  idx: Bm25Index,
  terms: string[][],
  fbDocs: number,
  fbTerms: number,
  origWeight: number,
): Map<string, number> {
  const top = idx.search(q, fbDocs);
  if (top.length === 0) return q;
  const max = Math.max(...top.map((h) => h.score));
  const rel = new Map<string, number>();
  for (const h of top) {
    const t = terms[Number(h.docId)] as string[];
    const weight = Math.exp(h.score - max); // softmax-ish
    const c = new Map<string, number>();
    for (const x of t) c.set(x, (c.get(x) ?? 0) + 1);
    for (const [x, n] of c) rel.set(x, (rel.get(x) ?? 0) + (weight * n) / t.length);
  }
  // idf-weighted, exclude very common
  const cand = [...rel].map(([x, v]) => [x, v * idx.idf(x)] as const).filter(([x]) => idx.idf(x) > 1);
  cand.sort((a, b) => b[1] - a[1]);
  const chosen = cand.slice(0, fbTerms);
  const sumE = chosen.reduce((a, [, v]) => a + v, 0) || 1;
  const sumQ = [...q.values()].reduce((a, b) => a + b, 0) || 1;
  const out = new Map<string, number>();
  for (const [t, w] of q) out.set(t, (origWeight * w) / sumQ);
  for (const [t, v] of chosen) out.set(t, (out.get(t) ?? 0) + ((1 - origWeight) * v) / sumE);
  return out;
}

function minmax(hits: { docId: string; score: number }[]) {
  const m = new Map<string, number>();
  if (hits.length === 0) return m;
  const hi = hits[0]?.score ?? 1;
  const lo = hits[hits.length - 1]?.score ?? 0;
  for (const h of hits) m.set(h.docId, (h.score - lo) / (hi - lo || 1));
  return m;
}
function fuse(lists: Map<string, number>[], weights: number[]): string[] {
  const s = new Map<string, number>();
  lists.forEach((l, i) => {
    for (const [d, v] of l) s.set(d, (s.get(d) ?? 0) + (weights[i] as number) * v);
  });
  return [...s].sort((a, b) => b[1] - a[1]).map(([d]) => d);
}
function rrf(ranks: string[][], k = 60): string[] {
  const s = new Map<string, number>();
  for (const r of ranks) for (const [i, d] of r.entries()) s.set(d, (s.get(d) ?? 0) + 1 / (k + i + 1));
  return [...s].sort((a, b) => b[1] - a[1]).map(([d]) => d);
}

function filt(q: Map<string, number>, idx: Bm25Index, kind: string): Map<string, number> {
  const n = idx.size;
  return new Map(
    [...q].filter(([t]) => {
      if (kind.includes('nodig') && /^\d/.test(t)) return false;
      const m = kind.match(/df(\d+)/);
      if (m && idx.documentFrequency(t) > (Number(m[1]) / 100) * n) return false;
      return true;
    }),
  );
}
function loo(names: string[], kind: 'cases' | 'statutes') {
  const nq = queries.length;
  const aps = names.map((n) => results[n]?.[kind] as number[]);
  const picked: number[] = [];
  const outs: number[] = [];
  for (let i = 0; i < nq; i++) {
    let best = -1;
    let bestV = -1;
    aps.forEach((a, c) => {
      const v = a.reduce((x, y, j) => (j === i ? x : x + y), 0);
      if (v > bestV) {
        bestV = v;
        best = c;
      }
    });
    picked.push(best);
    outs.push((aps[best] as number[])[i] as number);
  }
  const m = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  // tune on first 13 -> report last 12
  let bestC = 0;
  let bestV = -1;
  aps.forEach((a, c) => {
    const v = m(a.slice(0, 13));
    if (v > bestV) {
      bestV = v;
      bestC = c;
    }
  });
  // 5-fold
  const fold: number[] = [];
  for (let f = 0; f < 5; f++) {
    const test = (j: number) => j % 5 === f;
    let b = 0;
    let bv = -1;
    aps.forEach((a, c) => {
      const v = a.reduce((x, y, j) => (test(j) ? x : x + y), 0);
      if (v > bv) {
        bv = v;
        b = c;
      }
    });
    for (let j = 0; j < nq; j++) if (test(j)) fold[j] = (aps[b] as number[])[j] as number;
  }
  console.log(
    `${kind} LOO MAP ${m(outs).toFixed(4)}  5fold ${m(fold).toFixed(4)}  picks ${[...new Set(picked.map((p) => names[p]))].join(' | ')}`,
  );
  console.log(
    `${kind} tuned-on-13: ${names[bestC]} first13 ${bestV.toFixed(4)} last12 ${m((aps[bestC] as number[]).slice(13)).toFixed(4)} all ${m(aps[bestC] as number[]).toFixed(4)}`,
  );
}

type Hit = { docId: string; score: number };

/** For each query, each statute's votes: 1/rank of every top-k judgement that quotes it. */
function bridgeVotes(caseRank: string[][], quoters: Set<string>[], k: number): Hit[][] {
  return caseRank.map((rank) => {
    const top = rank.slice(0, k);
    const out: Hit[] = [];
    quoters.forEach((quoting, statute) => {
      let votes = 0;
      top.forEach((docId, i) => {
        if (quoting.has(docId)) votes += 1 / (i + 1);
      });
      if (votes > 0) out.push({ docId: String(statute), score: votes });
    });
    return out.sort((a, b) => b.score - a.score);
  });
}

/** Records the statute search fused with the bridge's votes at each weight. */
function recordBridge(names: string[], label: string, stHits: Hit[][], bridge: Hit[][], weights: number[]) {
  for (const lam of weights) {
    const name = `${label} l${lam}`;
    names.push(name);
    record(
      name,
      'statutes',
      queries.map((_, i) =>
        fuse([minmax(stHits[i] ?? []), minmax(bridge[i] ?? [])], [1, lam]).map(
          (d) => sIds[Number(d)] as string,
        ),
      ),
    );
  }
}

/** Records the statute search alone and scores every setting by leave-one-out. */
function finishStatutes(names: string[], stHits: Hit[][]) {
  record(
    'st base',
    'statutes',
    stHits.map((h) => toIds(sIds, h)),
  );
  names.push('st base');
  loo(names, 'statutes');
}

const mode = process.argv[2] ?? 'cases';
const D = 1000;
if (mode === 'reverse') {
  const { JUDGEMENT_SEARCH, Retriever } = await import('../../ai/judgements/retriever.ts');
  const r = new Retriever('legal', JUDGEMENT_SEARCH);
  for (const j of folder.judgements) r.add(j.id, judgementDocument(j));
  const names: string[] = [];
  const caseHits = queries.map((q) => r.rank(q.text, 1000));
  const sIdx = build(sTerms, 3, 0.6);
  const stHits = queries.map((q) =>
    sIdx.search(expandQuery(q.text, legal, { synonyms: 1, sections: 1 }), 197),
  );
  const quoterRanks = folder.statutes.map((s) =>
    r.rank(`${s.title}\n${s.description}`, 100).map((h) => h.docId),
  );
  const q30 = quoterRanks.map((l) => new Set(l.slice(0, 30)));
  const stRank = queries.map((_, i) => {
    const top = (caseHits[i] ?? []).slice(0, 300).map((h) => h.docId);
    const out: { docId: string; score: number }[] = [];
    q30.forEach((qs, si) => {
      let v = 0;
      top.forEach((d, k) => {
        if (qs.has(d)) v += 1 / (k + 1);
      });
      if (v > 0) out.push({ docId: String(si), score: v });
    });
    out.sort((a, b) => b.score - a.score);
    return fuse([minmax(stHits[i] ?? []), minmax(out)], [1, 1000]).map(Number);
  });
  record(
    'st check',
    'statutes',
    stRank.map((l) => l.map((x) => sIds[x] as string)),
  );
  const base = 'case base';
  names.push(base);
  record(
    base,
    'cases',
    caseHits.map((h) => h.map((x) => x.docId)),
  );
  for (const S of [3, 5, 10]) {
    for (const N of [30, 100]) {
      const votes = stRank.map((l) => {
        const v = new Map<string, number>();
        l.slice(0, S).forEach((si, rk) => {
          for (const d of (quoterRanks[si] ?? []).slice(0, N)) v.set(d, (v.get(d) ?? 0) + 1 / (rk + 1));
        });
        return [...v].map(([docId, score]) => ({ docId, score })).sort((a, b) => b.score - a.score);
      });
      for (const w of [0.1, 0.3, 1]) {
        const name = `reverse S${S} N${N} w${w}`;
        names.push(name);
        record(
          name,
          'cases',
          queries.map((_, i) => {
            const hits = caseHits[i] ?? [];
            // rank-based scaled case score so head/tail scaling does not matter
            const own = hits.map((h, k) => ({ docId: h.docId, score: 1 / (k + 1) }));
            return fuse([minmax(own), minmax(votes[i] ?? [])], [1, w]).slice(0, D);
          }),
        );
      }
    }
  }
  loo(names, 'cases');
} else if (mode === 'bridge2') {
  const { JUDGEMENT_SEARCH, Retriever } = await import('../../ai/judgements/retriever.ts');
  const r = new Retriever('legal', JUDGEMENT_SEARCH);
  for (const j of folder.judgements) r.add(j.id, judgementDocument(j));
  console.error('built', Date.now() - t0);
  const names: string[] = [];
  const caseRank = queries.map((q) => r.rank(q.text, 300).map((h) => h.docId));
  const sIdx = build(sTerms, 3, 0.6);
  const stHits = queries.map((q) =>
    sIdx.search(expandQuery(q.text, legal, { synonyms: 1, sections: 1 }), 197),
  );
  const tq = Date.now();
  const quoterRanks = folder.statutes.map((s) =>
    r.rank(`${s.title}\n${s.description}`, 1000).map((h) => h.docId),
  );
  console.error('quoters', Date.now() - tq);
  for (const N of [10, 30, 100, 300, 1000]) {
    const quoters = quoterRanks.map((l) => new Set(l.slice(0, N)));
    for (const k of [10, 30, 100, 300]) {
      const bridge = bridgeVotes(caseRank, quoters, k);
      recordBridge(names, `bridge2 N${N} k${k}`, stHits, bridge, [0.3, 1, 2, 4, 8, 1000]);
    }
  }
  finishStatutes(names, stHits);
} else if (mode === 'bridge') {
  const names: string[] = [];
  const jIdx = build(jTerms, 1.5, 0.5);
  const P = passages(jTerms, 100, 50);
  const caseRank = queries.map((q) => {
    const qq = expandQuery(q.text, legal, { synonyms: 0, sections: 0 });
    const head = jIdx.search(qq, 100);
    const best = new Map<string, number>();
    const heads = new Set(head.map((h) => h.docId));
    for (const h of P.idx.search(qq, 1e9)) {
      const d = String(P.owner[Number(h.docId)]);
      if (heads.has(d) && !best.has(d)) best.set(d, h.score);
    }
    return head.map((h) => h.docId).sort((x, y) => (best.get(y) ?? 0) - (best.get(x) ?? 0));
  });
  const sIdx = build(sTerms, 3, 0.6);
  const stHits = queries.map((q) =>
    sIdx.search(expandQuery(q.text, legal, { synonyms: 1, sections: 1 }), 197),
  );
  for (const N of [10, 30, 100]) {
    // judgements quoting each statute: statute text as query over the passages
    const quoters = sTerms.map((t) => {
      const q = queryTerms(
        `${folder.statutes[sTerms.indexOf(t)]?.description} ${folder.statutes[sTerms.indexOf(t)]?.title}`,
        legal,
      );
      const best = new Map<string, number>();
      for (const h of P.idx.search(q, 5000)) {
        const d = String(P.owner[Number(h.docId)]);
        if (!best.has(d)) best.set(d, h.score);
        if (best.size >= N) break;
      }
      return new Set(best.keys());
    });
    for (const k of [5, 10, 30]) {
      const bridge = bridgeVotes(caseRank, quoters, k);
      recordBridge(names, `bridge N${N} k${k}`, stHits, bridge, [0.2, 0.5, 1]);
    }
  }
  finishStatutes(names, stHits);
} else if (mode === 'rerank') {
  console.log(
    'total terms',
    jTerms.reduce((a, t) => a + t.length, 0),
  );
  const names: string[] = [];
  // With a 4th argument ("0,0.5,1"), the grid is repeated for each boost of the statutes' words.
  const vocabulary = new Set(sTerms.flat());
  const boosts = (process.argv[4] ?? '0').split(',').map(Number);
  for (const boost of boosts)
    for (const [w, st] of [
      [100, 50],
      [200, 100],
      [400, 200],
    ] as const) {
      const P = passages(jTerms, w, st);
      for (const ew of [0, 0.6]) {
        const qq = queries.map((q) =>
          boostLegalTerms(expandQuery(q.text, legal, { synonyms: ew, sections: ew }), vocabulary, boost),
        );
        const pScore = qq.map((q) => {
          const best = new Map<string, number>();
          for (const h of P.idx.search(q, 1e9)) {
            const d = String(P.owner[Number(h.docId)]);
            if (!best.has(d)) best.set(d, h.score);
          }
          return best;
        });
        const idx = build(jTerms, 1.5, 0.5);
        for (const cew of [0, 0.6]) {
          const cq = queries.map((q) =>
            boostLegalTerms(expandQuery(q.text, legal, { synonyms: cew, sections: cew }), vocabulary, boost),
          );
          const docHits = cq.map((q) => idx.search(q, 2914));
          for (const K of [100, 300, 3000]) {
            for (const a of [0, 0.3, 0.5]) {
              if (K === 3000 && cew > 0) continue;
              const name = `boost${boost} w${w} pexp${ew} cexp${cew} K${K} a${a}`;
              names.push(name);
              record(
                name,
                'cases',
                queries.map((_, i) => {
                  const hits = docHits[i] ?? [];
                  const head = hits.slice(0, K);
                  const dm = minmax(head);
                  const pm = new Map(head.map((h) => [h.docId, pScore[i]?.get(h.docId) ?? 0]));
                  const pmax = Math.max(...pm.values()) || 1;
                  const pmin = Math.min(...pm.values());
                  const sc = head.map((h) => ({
                    d: h.docId,
                    s:
                      a * (dm.get(h.docId) ?? 0) +
                      (1 - a) * (((pm.get(h.docId) ?? 0) - pmin) / (pmax - pmin || 1)),
                  }));
                  sc.sort((x, y) => y.s - x.s);
                  return [...sc.map((x) => x.d), ...hits.slice(K).map((h) => h.docId)]
                    .slice(0, D)
                    .map((d) => jIds[Number(d)] as string);
                }),
              );
            }
          }
        }
      }
    }
  loo(names, 'cases');
} else if (mode === 'grid') {
  const names: string[] = [];
  const pk = [Number(process.argv[3] ?? 1.2), Number(process.argv[4] ?? 0.75)] as const;
  const P = passages(jTerms, 100, 50);
  const pIdx = new Bm25Index({ k1: pk[0], b: pk[1] });
  // rebuild passage index with chosen params
  {
    let o = 0;
    jTerms.forEach((t) => {
      for (let start = 0; ; start += 50) {
        pIdx.add(String(o++), t.slice(start, start + 100));
        if (start + 100 >= t.length) break;
      }
    });
  }
  for (const [k1, b] of [
    [1.5, 0.5],
    [1.2, 0.75],
    [0.9, 0.4],
  ] as const) {
    const idx = build(jTerms, k1, b);
    for (const ew of [0, 0.6]) {
      for (const fk of ['none', 'nodig', 'df30', 'nodig df30', 'nodig df10']) {
        const qq = queries.map((q) =>
          filt(expandQuery(q.text, legal, { synonyms: ew, sections: ew }), idx, fk),
        );
        const docHits = qq.map((q) => idx.search(q, 2914));
        const pRank = qq.map((q) => {
          const best = new Map<string, number>();
          for (const h of pIdx.search(q, 1e9)) {
            const d = String(P.owner[Number(h.docId)]);
            if (!best.has(d)) best.set(d, h.score);
          }
          return [...best].map(([docId, score]) => ({ docId, score }));
        });
        for (const a of [0, 0.3, 0.5, 0.7, 1]) {
          const name = `doc ${k1}/${b} exp${ew} ${fk} a${a}`;
          names.push(name);
          record(
            name,
            'cases',
            queries.map((_, i) =>
              fuse([minmax(docHits[i] ?? []), minmax(pRank[i] ?? [])], [a, 1 - a])
                .slice(0, D)
                .map((d) => jIds[Number(d)] as string),
            ),
          );
        }
      }
    }
  }
  loo(names, 'cases');
} else if (mode === 'cases') {
  const qLegal = queries.map((q) => expandQuery(q.text, legal, { synonyms: 0.6, sections: 0.6 }));
  const qPlainTerms = queries.map((q) => queryTerms(q.text, legal));
  const docIdx = new Map<string, Bm25Index>();
  for (const [k1, b] of [
    [1.5, 0.5],
    [1.2, 0.75],
    [0.9, 0.4],
  ] as const) {
    const idx = build(jTerms, k1, b);
    docIdx.set(`${k1}/${b}`, idx);
    record(
      `doc k1=${k1} b=${b} exp`,
      'cases',
      qLegal.map((q) => toIds(jIds, idx.search(q, D))),
    );
    record(
      `doc k1=${k1} b=${b} noexp`,
      'cases',
      qPlainTerms.map((q) => toIds(jIds, idx.search(q, D))),
    );
    for (const n of [10, 20, 30, 50, 80]) {
      record(
        `doc k1=${k1} b=${b} exp reduce${n}`,
        'cases',
        qLegal.map((q) => toIds(jIds, idx.search(reduce(q, idx, n), D))),
      );
    }
  }
  const idx = docIdx.get('1.5/0.5') as Bm25Index;
  for (const [fd, ft, ow] of [
    [5, 20, 0.5],
    [10, 30, 0.5],
    [10, 30, 0.7],
    [5, 50, 0.6],
    [20, 50, 0.5],
  ] as const) {
    record(
      `rm3 ${fd}/${ft}/${ow}`,
      'cases',
      qLegal.map((q) => toIds(jIds, idx.search(rm3(q, idx, jTerms, fd, ft, ow), D))),
    );
  }
  console.error('passages…', Date.now() - t0);
  for (const [w, s] of [
    [200, 100],
    [100, 50],
    [400, 200],
  ] as const) {
    const p = passages(jTerms, w, s);
    const pRank = qLegal.map((q) => {
      const hits = p.idx.search(q, 20000);
      const best = new Map<string, number>();
      for (const h of hits) {
        const d = String(p.owner[Number(h.docId)]);
        if (!best.has(d)) best.set(d, h.score);
      }
      return [...best].map(([docId, score]) => ({ docId, score }));
    });
    record(
      `maxp ${w}/${s}`,
      'cases',
      pRank.map((h) => toIds(jIds, h.slice(0, D))),
    );
    const docHits = qLegal.map((q) => idx.search(q, 2914));
    for (const a of [0.3, 0.5, 0.7]) {
      record(
        `mix doc${a} maxp ${w}/${s}`,
        'cases',
        queries.map((_, i) =>
          fuse([minmax(docHits[i] ?? []), minmax(pRank[i] ?? [])], [a, 1 - a])
            .slice(0, D)
            .map((d) => jIds[Number(d)] as string),
        ),
      );
    }
    record(
      `rrf doc+maxp ${w}/${s}`,
      'cases',
      queries.map((_, i) =>
        rrf([(docHits[i] ?? []).map((h) => h.docId), (pRank[i] ?? []).map((h) => h.docId)])
          .slice(0, D)
          .map((d) => jIds[Number(d)] as string),
      ),
    );
  }
} else {
  const pIdx = build(jTerms, 1.5, 0.5);
  for (const [k1, b] of [
    [3, 0.6],
    [1.2, 0.75],
    [2, 0.3],
  ] as const) {
    const idx = build(sTerms, k1, b);
    for (const ew of [0, 1]) {
      const qq = queries.map((q) => expandQuery(q.text, legal, { synonyms: ew, sections: ew }));
      record(
        `st k1=${k1} b=${b} exp${ew}`,
        'statutes',
        qq.map((q) => toIds(sIds, idx.search(q, D))),
      );
      for (const n of [10, 20, 40]) {
        record(
          `st k1=${k1} b=${b} exp${ew} reduce${n}`,
          'statutes',
          qq.map((q) => toIds(sIds, idx.search(reduce(q, idx, n), D))),
        );
      }
      for (const [fd, ft, ow] of [
        [5, 20, 0.5],
        [10, 30, 0.5],
        [10, 50, 0.3],
        [20, 50, 0.5],
      ] as const) {
        record(
          `st k1=${k1} b=${b} exp${ew} jPRF ${fd}/${ft}/${ow}`,
          'statutes',
          qq.map((q) => toIds(sIds, idx.search(rm3(q, pIdx, jTerms, fd, ft, ow), D))),
        );
        record(
          `st k1=${k1} b=${b} exp${ew} sRM3 ${fd}/${ft}/${ow}`,
          'statutes',
          qq.map((q) => toIds(sIds, idx.search(rm3(q, idx, sTerms, fd, ft, ow), D))),
        );
      }
    }
  }
}
writeFileSync(`/tmp/aila_exp_${mode}.json`, JSON.stringify(results));
console.error('done', Date.now() - t0);
