// Research script (not part of the product nor of `npm run eval`), fourth round of issue 15: ways to
// order or choose the judgements' candidates, each against the third round's search (the facts
// joined by their first 5 statutes' text propose 30 candidates, ranked by their best 100-term
// passage for the facts alone), each family a small grid with that search as its control, chosen
// on the first 13 queries (scored on the last 12), by leave-one-out and by 5-fold (the choice
// repeated per fold):
//   - rm3: pseudo-relevance feedback from the best passages of the first judgements, added to the
//     candidates' query only (the passages are still scored for the facts alone);
//   - window, window2: a second passage window (25, 50, 75 or 200 terms) alone or fused with the
//     100-term one, by reciprocal rank or by the sum of the two scores scaled per query;
//   - stage: the candidates' own ranking fused with their best passage's;
//   - opening: the BM25 of the judgement's opening terms (where the facts are stated) added to the
//     best passage, both scaled per query;
//   - keyterms: only the facts' N terms of highest tf × idf, in both stages;
//   - pool: candidates proposed by the facts alone and by the facts with their statutes, fused;
//   - windows-count: the best passage discounted by the number of the judgement's windows;
//   - citations: how often the corpus cites a judgement (ai/judgements/citation-counts.ts) as a prior
//     in the candidates' choice, their order or both;
//   - combined: the grid the product's setting was chosen from (citations × the 50-term window);
//   - joint: that grid × the third round's 241 settings (6,266; the whole choice repeated; 18 min).
// PER_QUERY=1 prints each setting's average precision per query, PROBE=1 the ranks of each query's
// relevant judgements in the candidates' ranking, the facts' alone and the final one.
//   npx tsx apps/server/src/eval/aila/rerank-experiments.ts [folder] [families, e.g. rm3,window]
import { writeFileSync } from 'node:fs';
import { JUDGEMENT_SEARCH } from '../../ai/judgements/retriever.ts';
import { Bm25Index } from '../../lib/search/bm25-index.ts';
import { PassageIndex } from '../../lib/search/passage-index.ts';
import { chooseByCrossValidation, type Scored, sequentialChoice } from './cross-validation.ts';
import { log, openExperimentCorpus, order, type Query, type Vec } from './experiment-corpus.ts';
import { openStages, PRIOR_OPTIONS, priorOptionName, ranks, scaled } from './experiment-stages.ts';
import { mean } from './ranking-metrics.ts';

const dir = process.argv[2] ?? '../shared/eval/aila';
const only = process.argv[3]?.split(',');
const runs = (family: string) => only === undefined || only.includes(family);
const corpus = openExperimentCorpus(dir);
const {
  queries,
  qrels,
  passageParams,
  n,
  ids,
  whole,
  passages,
  docTerms,
  wholeScores,
  rerankHead,
  rerankBy,
} = corpus;
const {
  qs,
  firstStage,
  candidateWholes,
  depth,
  bestOf,
  ap,
  windowIndex,
  prior,
  withPrior,
  rankWith,
  thirdRoundSettings,
} = openStages(corpus);
const adopted = qs.map((q, qi) => rerankBy(candidateWholes[qi] as Vec, depth, (d) => bestOf(passages, d, q)));
log('adopted');
if (process.env.PROBE !== undefined) {
  queries.forEach((qq, qi) => {
    const rel = qrels.get(qq.id) ?? new Set();
    const stage = order(candidateWholes[qi] as Vec).map((d) => ids[d] as string);
    const facts = order(wholeScores(qs[qi] as Query)).map((d) => ids[d] as string);
    const fin = order(adopted[qi] as Vec).map((d) => ids[d] as string);
    const at = (list: string[]) =>
      [...rel]
        .map((r) => list.indexOf(r) + 1)
        .sort((a, b) => (a || 1e9) - (b || 1e9))
        .join(',');
    console.log(`${qq.id} rel ${rel.size} stage ${at(stage)} | facts ${at(facts)} | final ${at(fin)}`);
  });
}

const grid: Scored[] = [];
const families = new Map<string, Scored[]>();
function record(family: string, name: string, vecs: Vec[]) {
  const aps = vecs.map((v, qi) => ap(qi, v));
  const base = grid[0]?.aps ?? aps;
  const up = aps.filter((x, i) => x > (base[i] as number) + 0.001).length;
  const down = aps.filter((x, i) => x < (base[i] as number) - 0.001).length;
  const setting = { name, aps };
  grid.push(setting);
  families.set(family, [...(families.get(family) ?? []), setting]);
  console.log(
    `${name.padEnd(40)} +${up}/-${down}`.padEnd(50) +
      ` all ${mean(aps).toFixed(4)} first13 ${mean(aps.slice(0, 13)).toFixed(4)} last12 ${mean(aps.slice(13)).toFixed(4)}`,
  );
}
record('adopted', 'adopted (statutes 5 × 3, 30, best passage)', adopted);

// 1. RM3 from the best passages of the adopted ranking's first judgements, in the candidates' query.
if (runs('rm3')) {
  for (const docs of [5, 10]) {
    for (const lambda of [0.1, 0.2, 0.4]) {
      const vecs = qs.map((q, qi) => {
        const top = order(adopted[qi] as Vec).slice(0, docs);
        const feedback = new Map<string, number>();
        top.forEach((d, r) => {
          const ws = passages.windowScores(String(d), q);
          const words = passages.passageTerms(String(d), ws.indexOf(Math.max(...ws)));
          for (const t of words) feedback.set(t, (feedback.get(t) ?? 0) + 1 / (r + 1) / words.length);
        });
        const chosen = [...feedback].sort((a, b) => b[1] - a[1]).slice(0, 30);
        const fbTotal = chosen.reduce((a, [, w]) => a + w, 0) || 1;
        const stage = firstStage(q, qi);
        const stageTotal = [...stage.values()].reduce((a, w) => a + w, 0) || 1;
        const mixed = new Map<string, number>();
        for (const [t, w] of stage) mixed.set(t, ((1 - lambda) * w) / stageTotal);
        for (const [t, w] of chosen) mixed.set(t, (mixed.get(t) ?? 0) + (lambda * w) / fbTotal);
        return rerankBy(wholeScores(mixed), depth, (d) => bestOf(passages, d, q));
      });
      record('rm3', `rm3 candidates docs ${docs} λ ${lambda}`, vecs);
    }
  }
  log('rm3');
}

// 2. A second passage window fused with the 100-term one.
if (runs('window')) {
  for (const window of [25, 50, 200]) {
    const other = new PassageIndex({ window, stride: window / 2, bm25: passageParams.bm25 });
    docTerms.forEach((terms, d) => {
      other.add(String(d), terms);
    });
    for (const fusion of ['rrf', 'sum'] as const) {
      const vecs = qs.map((q, qi) =>
        rerankHead(candidateWholes[qi] as Vec, depth, (head) => {
          const a = head.map((d) => bestOf(passages, d, q));
          const b = head.map((d) => bestOf(other, d, q));
          if (fusion === 'sum') {
            const [sa, sb] = [scaled(a), scaled(b)];
            return sa.map((x, i) => x + (sb[i] as number));
          }
          const [ra, rb] = [ranks(a), ranks(b)];
          return ra.map((r, i) => 1 / (60 + r) + 1 / (60 + (rb[i] as number)));
        }),
      );
      record('window', `window 100 + ${window} by ${fusion}`, vecs);
    }
  }
  log('window');
}

// 2b. One window of another size alone, or three sizes fused by reciprocal rank.
const fusedWindows = (windows: number[]) =>
  qs.map((q, qi) =>
    rerankHead(candidateWholes[qi] as Vec, depth, (head) => {
      const fused = new Array<number>(head.length).fill(0);
      for (const w of windows) {
        ranks(head.map((d) => bestOf(windowIndex(w), d, q))).forEach((r, i) => {
          fused[i] = (fused[i] as number) + 1 / (60 + r);
        });
      }
      return fused;
    }),
  );
if (runs('window2')) {
  for (const windows of [[50], [75], [100, 75], [100, 50, 200], [100, 50, 25]]) {
    record('window2', `windows ${windows.join(' + ')} by rrf`, fusedWindows(windows));
  }
  log('window2');
}

// 2c. The candidates' own ranking (the facts and their statutes over whole judgements) fused with
// the best passage's, within the candidates.
if (runs('stage')) {
  for (const fusion of ['rrf', 'sum'] as const) {
    const vecs = qs.map((q, qi) =>
      rerankHead(candidateWholes[qi] as Vec, depth, (head) => {
        const a = head.map((d) => bestOf(passages, d, q));
        const b = head.map((d) => (candidateWholes[qi] as Vec)[d] as number);
        if (fusion === 'sum') {
          const sb = scaled(b);
          return scaled(a).map((x, i) => x + (sb[i] as number));
        }
        const rb = ranks(b);
        return ranks(a).map((r, i) => 1 / (60 + r) + 1 / (60 + (rb[i] as number)));
      }),
    );
    record('stage', `best passage + candidates' ranking by ${fusion}`, vecs);
  }
  log('stage');
}

// 3. The judgement's opening terms (the facts, as a judgement states them first) as a field.
if (runs('opening')) {
  for (const length of [300, 1000]) {
    const opening = new Bm25Index(JUDGEMENT_SEARCH.bm25);
    docTerms.forEach((terms, d) => {
      opening.add(String(d), terms.slice(0, length));
    });
    const openingScores = qs.map((q) => {
      const v = new Float64Array(n);
      for (const hit of opening.search(q, n)) v[Number(hit.docId)] = hit.score;
      return v;
    });
    for (const weight of [0.25, 0.5, 1]) {
      const vecs = qs.map((q, qi) =>
        rerankHead(candidateWholes[qi] as Vec, depth, (head) => {
          const a = scaled(head.map((d) => bestOf(passages, d, q)));
          const b = scaled(head.map((d) => (openingScores[qi] as Vec)[d] as number));
          return a.map((x, i) => x + weight * (b[i] as number));
        }),
      );
      record('opening', `opening ${length} terms weight ${weight}`, vecs);
    }
  }
  log('opening');
}

// 4. The facts' N terms of highest tf × idf (the statutes' text still joins the candidates' query).
if (runs('keyterms')) {
  for (const keep of [30, 60, 100]) {
    const vecs = qs.map((q, qi) => {
      const key = new Map(
        [...q].sort((x, y) => y[1] * whole.idf(y[0]) - x[1] * whole.idf(x[0])).slice(0, keep),
      );
      return rerankBy(wholeScores(firstStage(key, qi)), depth, (d) => bestOf(passages, d, key));
    });
    record('keyterms', `keyterms tf×idf top ${keep}`, vecs);
  }
  log('keyterms');
}

// 4b. The candidates proposed by two formulations of the query at once (Benham & Culpepper, "Risk-
// reward trade-offs in rank fusion", 2017): the facts alone and the facts with their statutes, over
// whole judgements, fused by reciprocal rank (k 60), or the first of each joined.
if (runs('pool')) {
  const factsWholes = qs.map((q) => wholeScores(q));
  const rrfVec = (a: Vec, b: Vec) => {
    const out = new Float64Array(n);
    for (const v of [a, b])
      order(v).forEach((d, r) => {
        out[d] = (out[d] as number) + 1 / (60 + r + 1);
      });
    return out;
  };
  for (const k of [30, 50, 100]) {
    record(
      'pool',
      `pool rrf(facts, facts + statutes) ${k}`,
      qs.map((q, qi) =>
        rerankBy(rrfVec(factsWholes[qi] as Vec, candidateWholes[qi] as Vec), k, (d) =>
          bestOf(passages, d, q),
        ),
      ),
    );
  }
  for (const facts of [10, 20]) {
    record(
      'pool',
      `pool facts' first ${facts} join the 30`,
      qs.map((q, qi) => {
        const joined = new Set([
          ...order(candidateWholes[qi] as Vec).slice(0, depth),
          ...order(factsWholes[qi] as Vec).slice(0, facts),
        ]);
        const base = candidateWholes[qi] as Vec;
        const proposer = base.map((x, d) => (joined.has(d) ? 1e6 + x : x));
        return rerankBy(proposer, joined.size, (d) => bestOf(passages, d, q));
      }),
    );
  }
  log('pool');
}

// 4c. The best of many windows is higher by chance than the best of few: a judgement's best passage
// discounted by the number of its windows (÷ (1 + β log windows)).
if (runs('windows-count')) {
  const windowsOf = docTerms.map((terms) => passages.windows(terms.length).length);
  for (const beta of [0.05, 0.1, 0.2, 0.4]) {
    record(
      'windows-count',
      `best passage ÷ (1 + ${beta} log windows)`,
      qs.map((q, qi) =>
        rerankBy(
          candidateWholes[qi] as Vec,
          depth,
          (d) => bestOf(passages, d, q) / (1 + beta * Math.log(windowsOf[d] as number)),
        ),
      ),
    );
  }
  log('windows-count');
}

// 4d. How often the other judgements cite a judgement (ai/judgements/citation-counts.ts) as a prior:
// log(1 + citations) × weight added to the best passage (scaled per query to [0, 1]), to the
// candidates' whole-judgement score (scaled so), or to both.
if (runs('citations')) {
  const relevant = new Set([...qrels.values()].flatMap((set) => [...set]));
  const cited = (list: number[]) => list.filter((d) => (prior[d] as number) > 0).length / (list.length || 1);
  const relevantIndexes = ids.flatMap((id, d) => (relevant.has(id) ? [d] : []));
  console.log(
    `cited at least once: ${(cited(relevantIndexes) * 100).toFixed(0)} % of the ${relevantIndexes.length} relevant judgements, ${(cited([...ids.keys()]) * 100).toFixed(0)} % of all`,
  );
  for (const where of ['passage', 'candidates', 'both'] as const) {
    for (const weight of [0.02, 0.05, 0.1, 0.2]) {
      const vecs = qs.map((q, qi) => {
        const proposer =
          where === 'passage' ? (candidateWholes[qi] as Vec) : withPrior(candidateWholes[qi] as Vec, weight);
        return rerankHead(proposer, depth, (head) => {
          const a = scaled(head.map((d) => bestOf(passages, d, q)));
          return where === 'candidates'
            ? a
            : a.map((x, i) => x + weight * (prior[head[i] as number] as number));
        });
      });
      record('citations', `citations prior in ${where} weight ${weight}`, vecs);
    }
  }
  log('citations');
}

// 4e. The one grid both findings are chosen from: the citations prior (none, or in the passage
// ranking, the candidates or both, weight 0.01–0.1) × the best 100-term passage alone or fused with
// the best 50-term one by reciprocal rank (scaled per query to [0, 1]).
if (runs('combined')) {
  for (const o of PRIOR_OPTIONS) {
    const vecs = qs.map((q, qi) => rankWith(candidateWholes[qi] as Vec, depth, q, o));
    record('combined', priorOptionName(o), vecs);
  }
  log('combined');
}

// 5. The whole choice repeated: the third round's grid of 241 settings (the facts alone over 30–200
// candidates; 1, 2, 3 or 5 statutes at weight 0.05–30, in both stages or in the candidates' query
// only, 30–200 candidates), each with the best 100-term passage alone or fused with the best 50-term
// passage by reciprocal rank: the cross-validated figures of choosing among all 482 against those of
// choosing among the 241 alone.
if (runs('joint')) {
  const settings = thirdRoundSettings();
  const options = PRIOR_OPTIONS;
  log(`joint: ${settings.length} × ${options.length} settings`);
  const byOption = new Map<string, Scored[]>();
  for (const setting of settings) {
    for (const o of options) {
      const name = priorOptionName(o);
      const aps = qs.map((_, qi) =>
        ap(qi, rankWith(setting.stage(qi), setting.k, setting.passageQuery(qi), o)),
      );
      byOption.set(name, [...(byOption.get(name) ?? []), { name: `${setting.name}, ${name}`, aps }]);
    }
  }
  log('joint scored');
  const alone = byOption.get('window 100 citations none 0') as Scored[];
  const everything = [...byOption.values()].flat();
  const fixed = [...byOption.values()].map(
    (list) => list.find((x) => x.name.startsWith('statutes 5 weight 3 candidates 30,')) as Scored,
  );
  // The choice as it was made: the third round's setting chosen among the 241 (no citations, the
  // 100-term window), then the fourth round's option among the 26 at that setting.
  const optionLists = [...byOption.values()];
  const c = sequentialChoice(alone, (setting) => optionLists.map((list) => list[setting] as Scored));
  console.log(
    `joint sequential (241, then 26)        split ${c.split.name} (first13 ${c.split.tuned.toFixed(4)} last12 ${c.split.heldOut.toFixed(4)})  loo ${c.leaveOneOut.toFixed(4)}  5-fold ${c.fiveFold.toFixed(4)}`,
  );
  writeFileSync(
    '/tmp/aila_rerank_joint.json',
    JSON.stringify({ queries: queries.map((q) => q.id), options: Object.fromEntries(byOption) }),
  );
  for (const [name, g] of [
    ['the 241 alone (third round)', alone],
    ['the 26 options, statutes fixed', fixed],
    [`all ${everything.length}`, everything],
  ] as const) {
    const c = chooseByCrossValidation(g);
    console.log(
      `joint ${name.padEnd(30)} split ${c.split.name} (first13 ${c.split.tuned.toFixed(4)} last12 ${c.split.heldOut.toFixed(4)} all ${c.split.all.toFixed(4)})  loo ${c.leaveOneOut.toFixed(4)}  5-fold ${c.fiveFold.toFixed(4)}`,
    );
  }
}

console.log(
  `\nchosen by cross-validation (MAP; the adopted search: all ${mean((grid[0] as Scored).aps).toFixed(4)})`,
);
for (const [family, settings] of families) {
  if (family === 'adopted') continue;
  const c = chooseByCrossValidation([grid[0] as Scored, ...settings]);
  console.log(
    `${family.padEnd(10)} split ${c.split.name} (first13 ${c.split.tuned.toFixed(4)} last12 ${c.split.heldOut.toFixed(4)})  loo ${c.leaveOneOut.toFixed(4)}  5-fold ${c.fiveFold.toFixed(4)}  picks ${c.picks.join('; ')}`,
  );
}
const everything = chooseByCrossValidation(grid);
console.log(
  `everything split ${everything.split.name} (last12 ${everything.split.heldOut.toFixed(4)})  loo ${everything.leaveOneOut.toFixed(4)}  5-fold ${everything.fiveFold.toFixed(4)}`,
);
if (process.env.PER_QUERY !== undefined) {
  for (const setting of grid) {
    console.log(`${setting.name.padEnd(40)} ${setting.aps.map((x) => x.toFixed(3)).join(' ')}`);
  }
}
log('done');
