// Research script (not part of the product nor of `npm run eval`): how the typed facts become the
// judgements' query. (1) The facts' terms that the statutes also use weigh more
// (legal-vocabulary.ts, not adopted), in both stages (the whole judgements' candidates and their
// best passage), for several boosts, the vocabulary taken from the sections or from their titles.
// (2) A term typed several times weighs its count (BM25's usual query weight), or less: its square
// root, 1 + its log, or once. Each grid's setting is chosen on the first 13 queries (scored on the
// last 12), leave-one-out and 5-fold.
//   npx tsx apps/server/src/eval/aila/query-experiments.ts [folder]
import { join } from 'node:path';
import { legalAnalyser } from '../../ai/judgements/legal-analyser.ts';
import { JUDGEMENT_SEARCH, Retriever } from '../../ai/judgements/retriever.ts';
import { readJudgementFolder } from '../../modules/judgements/judgement-folder.ts';
import { judgementDocument } from '../../modules/judgements/search-documents.ts';
import { readQrels, readQueries } from './aila-data.ts';
import { chooseByCrossValidation, type Scored } from './cross-validation.ts';
import { boostLegalTerms } from './legal-vocabulary.ts';
import { averagePrecision, mean } from './ranking-metrics.ts';

const dir = process.argv[2] ?? '../shared/eval/aila';
const folder = readJudgementFolder(dir);
const queries = readQueries(dir);
const qrels = readQrels(join(dir, 'qrels-cases.txt'));
// No legal vocabulary is added to this retriever: its query is the typed one, boosted below.
const retriever = new Retriever('legal', JUDGEMENT_SEARCH);
for (const j of folder.judgements) retriever.add(j.id, judgementDocument(j));
const legal = legalAnalyser();
const vocabularies = {
  sections: new Set(folder.statutes.flatMap((s) => legal.terms(`${s.title}\n${s.description}`))),
  titles: new Set(folder.statutes.flatMap((s) => legal.terms(s.title))),
};

const typed = queries.map((q) => retriever.query(q.text));
const grids: Record<string, Scored[]> = {};
for (const [source, vocabulary] of Object.entries(vocabularies)) {
  const share = mean(typed.map((q) => [...q.keys()].filter((t) => vocabulary.has(t)).length / (q.size || 1)));
  console.log(
    `${source}: ${vocabulary.size} terms, ${(share * 100).toFixed(0)} % of a query's terms on average`,
  );
  grids[source] = [0, 0.5, 1, 2, 3].map((boost) => ({
    name: `${source} boost ${boost}`,
    aps: queries.map((q, i) =>
      averagePrecision(
        retriever
          .rankQuery(boostLegalTerms(typed[i] as Map<string, number>, vocabulary, boost), 1000)
          .map((h) => h.docId),
        qrels.get(q.id) ?? new Set(),
      ),
    ),
  }));
}
const grid = [...(grids.sections ?? []), ...(grids.titles ?? []).slice(1)];
for (const s of grid) {
  console.log(
    `${s.name.padEnd(10)} all ${mean(s.aps).toFixed(4)} first13 ${mean(s.aps.slice(0, 13)).toFixed(4)} last12 ${mean(s.aps.slice(13)).toFixed(4)}`,
  );
}
for (const [name, g] of [...Object.entries(grids), ['both', grid] as const]) {
  console.log(name, JSON.stringify(chooseByCrossValidation(g)));
}
const base = grid[0]?.aps ?? [];
for (const s of grid.slice(1)) {
  const better = s.aps.filter((x, i) => x > (base[i] as number) + 1e-9).length;
  const worse = s.aps.filter((x, i) => x < (base[i] as number) - 1e-9).length;
  console.log(`${s.name}: better on ${better} queries, worse on ${worse}`);
}

// (2) The count of a typed term, transformed (no boost, as the search has it); expansion terms
// (weight under 1) are left as they are.
const TF: Record<string, (w: number) => number> = {
  count: (w) => w,
  sqrt: (w) => (w < 1 ? w : Math.sqrt(w)),
  log: (w) => (w < 1 ? w : 1 + Math.log(w)),
  once: (w) => Math.min(w, 1),
};
const tfGrid: Scored[] = Object.entries(TF).map(([name, f]) => ({
  name: `tf ${name}`,
  aps: queries.map((q, i) => {
    const query = new Map([...(typed[i] as Map<string, number>)].map(([t, w]) => [t, f(w)]));
    return averagePrecision(
      retriever.rankQuery(query, 1000).map((h) => h.docId),
      qrels.get(q.id) ?? new Set(),
    );
  }),
}));
for (const s of tfGrid) {
  console.log(
    `${s.name.padEnd(10)} all ${mean(s.aps).toFixed(4)} first13 ${mean(s.aps.slice(0, 13)).toFixed(4)} last12 ${mean(s.aps.slice(13)).toFixed(4)}`,
  );
}
console.log('tf', JSON.stringify(chooseByCrossValidation(tfGrid)));
