// Research script (not part of the product nor of `npm run eval`), fifth round of issue 15: signals
// with no weight to choose, to steady the cross-validated figure that the citations prior's weight
// (0.02, chosen on the first 13 queries) makes unstable. Each option orders (or chooses) the
// candidates of a third-round setting; the whole choice is repeated inside each fold as it was made
// (the third round's setting among its 241, then the option at that setting, among the fourth
// round's 26 and this round's), and each new option is also scored fixed (no option chosen):
//   - cite-rrf: the citations as a ranking of their own (the judgements of the candidates cited
//     most first; those never cited share the last rank), fused by reciprocal rank (k 60) with the
//     best passages' ranks (100 terms, or 100 and 50 as the fourth round chose between), in the
//     order, in the choice of the 30 among the whole-judgement ranking's first 100 (the product's
//     candidates before the statutes chose them), both or neither, as the fourth round's options;
//   - cite-corpus: the prior's weight from the corpus, not the queries: the prior scaled to [0, 1]
//     by the most cited judgement's, weighed by the share of judgements cited at least once (the
//     share of the corpus on which the prior says anything), in the fourth round's 8 places (the
//     100-term window alone or fused with the 50-term one; no prior, in the candidates' choice,
//     their order or both), the choice among them repeated in each fold;
//   - neighbours: the judgements cited by the query's first 300 judgements (the facts alone, the
//     statute bridge's voters), each citing judgement voting 1 / its rank: the first 5, 10 or 20
//     joining the candidates under each of the fourth round's 26 options (adopted: 5, with the
//     option the fourth round chose; ai/judgements/cited-precedents.ts), or the votes as a ranking
//     fused by reciprocal rank in the candidates' choice, their order or both; and the choice
//     repeated in three steps (the 241 settings, the 26 options, then the join or not);
//   - lsa: latent semantic indexing (lib/search/latent-semantic-index.ts, 100 or 200 dimensions)
//     of the judgements, the facts' cosine with each as a third ranking fused by reciprocal rank in
//     the candidates' order, in their choice, or both.
//   npx tsx apps/server/src/eval/aila/prior-experiments.ts [folder] [families, e.g. cite,lsa]
// PER_QUERY=1 prints each option's average precision per query at the adopted setting, PICKS=1 the
// options the folds chose.
import { JUDGEMENT_SEARCH } from '../../ai/judgements/retriever.ts';
import { LatentSemanticIndex } from '../../lib/search/latent-semantic-index.ts';
import { type Scored, sequentialChoice, settingsPicked, stepwiseChoice } from './cross-validation.ts';
import { log, openExperimentCorpus, order, type Query, type Vec } from './experiment-corpus.ts';
import { openStages, PRIOR_OPTIONS, priorOptionName, ranks, rrf } from './experiment-stages.ts';
import { mean } from './ranking-metrics.ts';

const dir = process.argv[2] ?? '../shared/eval/aila';
const only = process.argv[3]?.split(',');
const runs = (family: string) => only === undefined || only.includes(family);
const corpus = openExperimentCorpus(dir);
const { n, passages, docTerms, rerankHead } = corpus;
const { qs, factsFirst, citations, bestOf, ap, windowIndex, prior, withPrior, rankWith, thirdRoundSettings } =
  openStages(corpus);
const fifty = windowIndex(50);

/** A ranking of a setting's stage (its whole-judgement scores, its candidates' count, its passages' query). */
type Option = {
  name: string;
  family: string;
  rank: (stage: Vec, k: number, q: Query, qi: number) => Vec;
};
const options: Option[] = PRIOR_OPTIONS.map((o) => ({
  name: priorOptionName(o),
  family: 'fourth round',
  rank: (stage, k, q) => rankWith(stage, k, q, o),
}));

/** Ranks with ties shared (1 + how many are strictly higher): the never cited all come last together. */
const tiedRanks = (values: number[]) => values.map((x) => 1 + values.filter((y) => y > x).length);
const passageRanks = (head: number[], q: Query) => [
  ranks(head.map((d) => bestOf(passages, d, q))),
  ranks(head.map((d) => bestOf(fifty, d, q))),
];
const citationRanks = (head: number[]) => tiedRanks(head.map((d) => prior[d] as number));

if (runs('cite')) {
  // The 30 chosen among the first 100 by the stage's rank and the citations' rank fused.
  const widest = (JUDGEMENT_SEARCH.passages as { candidates: number }).candidates;
  const citeChosen = (stage: Vec, k: number) => {
    const pool = order(stage).slice(0, Math.max(k, widest));
    const fused = rrf(
      pool.map((_, i) => i + 1),
      citationRanks(pool),
    );
    const out = new Float64Array(n);
    pool.forEach((d, i) => {
      out[d] = fused[i] as number;
    });
    return out;
  };
  // As the fourth round's options, with no weight: the 100-term window alone or fused with the
  // 50-term one; the citations' rank nowhere, in the choice, in the order or both.
  for (const window of ['100', '100 + 50'] as const) {
    const own = (head: number[], q: Query) => {
      const [hundred, fiftyRanks] = passageRanks(head, q) as [number[], number[]];
      return window === '100' ? [hundred] : [hundred, fiftyRanks];
    };
    for (const where of ['none', 'choice', 'order', 'both'] as const) {
      const chosen = (stage: Vec, k: number) =>
        where === 'choice' || where === 'both' ? citeChosen(stage, k) : stage;
      const inOrder = where === 'order' || where === 'both';
      options.push({
        name: `cite-rrf window ${window} in the ${where}`,
        family: 'cite-rrf',
        rank: (stage, k, q) =>
          rerankHead(chosen(stage, k), k, (head) =>
            inOrder ? rrf(...own(head, q), citationRanks(head)) : rrf(...own(head, q)),
          ),
      });
    }
  }
  const cited = prior.filter((x) => x > 0).length / n;
  const corpusWeight = cited / Math.max(...prior);
  console.log(
    `cited at least once: ${(cited * 100).toFixed(1)} % of ${n}; most cited: ${Math.round(Math.exp(Math.max(...prior)) - 1)} citations; corpus weight ${corpusWeight.toFixed(4)}`,
  );
  // The fourth round's options with this weight instead of a chosen one: its other choices (the
  // windows, where the prior enters) are still made inside each fold.
  for (const o of PRIOR_OPTIONS) {
    if (o.weight !== 0.02 && o.where !== 'none') continue;
    const at = { ...o, weight: o.where === 'none' ? 0 : corpusWeight };
    options.push({
      name: `cite-corpus ${priorOptionName(at)}`,
      family: 'cite-corpus',
      rank: (stage, k, q) => rankWith(stage, k, q, at),
    });
  }
}

if (runs('lsa')) {
  for (const dimensions of [100, 200]) {
    const started = Date.now();
    const lsi = LatentSemanticIndex.build(docTerms, { dimensions, oversample: 10, iterations: 2, seed: 1 });
    log(`lsa ${dimensions} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const cache = new WeakMap<Query, Float64Array>();
    const cosine = (q: Query) => {
      let v = cache.get(q);
      if (v === undefined) {
        v = lsi.similarities(q);
        cache.set(q, v);
      }
      return v;
    };
    const lsaRanks = (head: number[], q: Query) => ranks(head.map((d) => cosine(q)[d] as number));
    /** The stage's ranking fused with the cosine's over every judgement the stage scores. */
    const lsaChosen = (stage: Vec, q: Query) => {
      const ranked = order(stage);
      const fused = rrf(
        ranked.map((_, i) => i + 1),
        lsaRanks(ranked, q),
      );
      const out = new Float64Array(n);
      ranked.forEach((d, i) => {
        out[d] = fused[i] as number;
      });
      return out;
    };
    options.push({
      name: `lsa ${dimensions} in the order`,
      family: 'lsa',
      rank: (stage, k, q) => rerankHead(stage, k, (head) => rrf(...passageRanks(head, q), lsaRanks(head, q))),
    });
    options.push({
      name: `lsa ${dimensions} in the order, citations candidates 0.02`,
      family: 'lsa',
      rank: (stage, k, q) =>
        rerankHead(withPrior(stage, 0.02), k, (head) => rrf(...passageRanks(head, q), lsaRanks(head, q))),
    });
    options.push({
      name: `lsa ${dimensions} in the order, cite-rrf in the order`,
      family: 'lsa',
      rank: (stage, k, q) =>
        rerankHead(stage, k, (head) => rrf(...passageRanks(head, q), lsaRanks(head, q), citationRanks(head))),
    });
    options.push({
      name: `lsa ${dimensions} in the choice`,
      family: 'lsa',
      rank: (stage, k, q) => rerankHead(lsaChosen(stage, q), k, (head) => rrf(...passageRanks(head, q))),
    });
    options.push({
      name: `lsa ${dimensions} in the choice and the order`,
      family: 'lsa',
      rank: (stage, k, q) =>
        rerankHead(lsaChosen(stage, q), k, (head) => rrf(...passageRanks(head, q), lsaRanks(head, q))),
    });
  }
}

if (runs('neighbours')) {
  // Each query's first 300 judgements by the facts alone (the statute bridge's voters) vote 1 / rank
  // for the judgements they cite: the precedents that judgements on like facts rely on.
  const votes = factsFirst.map((first) => {
    const v = new Float64Array(n);
    first.forEach((d, r) => {
      for (const cited of citations.cites(String(d)))
        v[Number(cited)] = (v[Number(cited)] as number) + 1 / (r + 1);
    });
    return v;
  });
  /** The stage's ranking fused with the votes' ranking (a judgement no vote reaches is in the first only). */
  const voteChosen = (stage: Vec, qi: number) => {
    const v = votes[qi] as Vec;
    const out = new Float64Array(n);
    order(stage).forEach((d, r) => {
      out[d] = 1 / (60 + r + 1);
    });
    order(v).forEach((d, r) => {
      out[d] = (out[d] as number) + 1 / (60 + r + 1);
    });
    return out;
  };
  const voteRanks = (head: number[], qi: number) =>
    tiedRanks(head.map((d) => (votes[qi] as Vec)[d] as number));
  // The first 5, 10 or 20 judgements by votes join the candidates, ordered with them as each of the
  // fourth round's 26 options orders them.
  for (const joined of [5, 10, 20]) {
    for (const o of PRIOR_OPTIONS) {
      options.push({
        name: `neighbours' first ${joined} join, ${priorOptionName(o)}`,
        family: 'neighbours-join',
        rank: (stage, k, q, qi) => rankWith(stage, k, q, o, order(votes[qi] as Vec).slice(0, joined)),
      });
    }
  }
  options.push({
    name: 'cited-by-neighbours in the choice',
    family: 'neighbours',
    rank: (stage, k, q, qi) => rerankHead(voteChosen(stage, qi), k, (head) => rrf(...passageRanks(head, q))),
  });
  options.push({
    name: 'cited-by-neighbours in the choice and the order',
    family: 'neighbours',
    rank: (stage, k, q, qi) =>
      rerankHead(voteChosen(stage, qi), k, (head) => rrf(...passageRanks(head, q), voteRanks(head, qi))),
  });
  options.push({
    name: 'cited-by-neighbours in the order',
    family: 'neighbours',
    rank: (stage, k, q, qi) =>
      rerankHead(stage, k, (head) => rrf(...passageRanks(head, q), voteRanks(head, qi))),
  });
  options.push({
    name: 'cited-by-neighbours in the choice, citations candidates 0.02',
    family: 'neighbours',
    rank: (stage, k, q, qi) =>
      rerankHead(voteChosen(withPrior(stage, 0.02), qi), k, (head) => rrf(...passageRanks(head, q))),
  });
  options.push({
    name: 'cited-by-neighbours in the order, citations candidates 0.02',
    family: 'neighbours',
    rank: (stage, k, q, qi) =>
      rerankHead(withPrior(stage, 0.02), k, (head) => rrf(...passageRanks(head, q), voteRanks(head, qi))),
  });
}

// The third round's settings with no option (the choice the fourth round was made after).
const settings = thirdRoundSettings();
const none = PRIOR_OPTIONS[0] as (typeof PRIOR_OPTIONS)[number];
const alone: Scored[] = settings.map((s) => ({
  name: s.name,
  aps: qs.map((_, qi) => ap(qi, rankWith(s.stage(qi), s.k, s.passageQuery(qi), none))),
}));
const picked = settingsPicked(alone);
log(`third round scored; settings picked by some fold: ${picked.map((i) => settings[i]?.name).join('; ')}`);
const adoptedSetting = settings.findIndex((s) => s.name === 'statutes 5 weight 3 candidates 30');
const scoredAt = new Map<number, Scored[]>();
for (const i of [adoptedSetting, ...picked]) {
  const s = settings[i] as (typeof settings)[number];
  scoredAt.set(
    i,
    options.map((o) => ({
      name: o.name,
      aps: qs.map((_, qi) => ap(qi, o.rank(s.stage(qi), s.k, s.passageQuery(qi), qi))),
    })),
  );
}
log('options scored');

const fmt = (x: number) => x.toFixed(4);
const atAdopted = scoredAt.get(adoptedSetting) as Scored[];
const baseAps = (atAdopted.find((s) => s.name === 'window 100 + 50 citations candidates 0.02') as Scored).aps;
console.log(
  '\nat the adopted setting (statutes 5 × 3, 30 candidates), against the product (+better/-worse):',
);
for (const s of atAdopted) {
  const up = s.aps.filter((x, i) => x > (baseAps[i] as number) + 0.001).length;
  const down = s.aps.filter((x, i) => x < (baseAps[i] as number) - 0.001).length;
  console.log(
    `${s.name.padEnd(58)} +${up}/-${down}`.padEnd(66) +
      ` all ${fmt(mean(s.aps))} first13 ${fmt(mean(s.aps.slice(0, 13)))} last12 ${fmt(mean(s.aps.slice(13)))}`,
  );
  if (process.env.PER_QUERY !== undefined) console.log(`  ${s.aps.map((x) => x.toFixed(3)).join(' ')}`);
}

const report = (label: string, keep: (o: Option) => boolean) => {
  const kept = options.flatMap((o, i) => (keep(o) ? [i] : []));
  const c = sequentialChoice(alone, (setting) =>
    kept.map((i) => (scoredAt.get(setting) as Scored[])[i] as Scored),
  );
  console.log(
    `${label.padEnd(58)} split ${c.split.name} (first13 ${fmt(c.split.tuned)} last12 ${fmt(c.split.heldOut)})  loo ${fmt(c.leaveOneOut)}  5-fold ${fmt(c.fiveFold)}  picks ${c.picks.length}${process.env.PICKS === undefined ? '' : `: ${c.picks.join('; ')}`}`,
  );
};
console.log('\nthe whole choice repeated in each fold (the 241 settings, then the options named):');
report('the 26 (fourth round, as adopted)', (o) => o.family === 'fourth round');
for (const family of new Set(options.map((o) => o.family))) {
  if (family === 'fourth round') continue;
  report(`the 26 and ${family}`, (o) => o.family === 'fourth round' || o.family === family);
  report(`${family} alone`, (o) => o.family === family);
}
report('all options', () => true);

// The choice as the rounds made it, one more step: the 241 settings, the 26 options at the setting
// picked, then (at that setting and option) the neighbours' first 5, 10 or 20 joining, or none.
const joinAt = (joined: number, option: number) =>
  options.findIndex((o) => o.name === `neighbours' first ${joined} join, ${options[option]?.name}`);
// Also with every other option of this round offered at the third step (all that was tried).
const others = options.flatMap((o, i) =>
  o.family === 'fourth round' || o.family === 'neighbours-join' ? [] : [i],
);
if (joinAt(5, 0) >= 0) {
  for (const [label, extra] of [
    ['the 241, then the 26, then the join (0, 5, 10, 20)', []],
    ['the 241, the 26, the join or any other option above', others],
    ['the same without LSI (its index build cost)', others.filter((i) => options[i]?.family !== 'lsa')],
  ] as const) {
    const c = stepwiseChoice([
      () => alone,
      (picks) => PRIOR_OPTIONS.map((_, o) => (scoredAt.get(picks[0] as number) as Scored[])[o] as Scored),
      (picks) =>
        [picks[1] as number, ...[5, 10, 20].map((j) => joinAt(j, picks[1] as number)), ...extra].map(
          (o) => (scoredAt.get(picks[0] as number) as Scored[])[o] as Scored,
        ),
    ]);
    console.log(
      `${label.padEnd(58)} split ${c.split.name} (first13 ${fmt(c.split.tuned)} last12 ${fmt(c.split.heldOut)})  loo ${fmt(c.leaveOneOut)}  5-fold ${fmt(c.fiveFold)}  picks ${c.picks.length}${process.env.PICKS === undefined ? '' : `: ${c.picks.join('; ')}`}`,
    );
  }
}
for (const o of options) {
  if (o.family !== 'fourth round') report(`fixed: ${o.name}`, (x) => x === o);
}
report(
  'fixed: window 100 + 50 citations candidates 0.02',
  (x) => x.name === 'window 100 + 50 citations candidates 0.02',
);
log('done');
