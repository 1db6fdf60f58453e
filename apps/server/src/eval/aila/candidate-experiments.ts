// Research script (not part of the product nor of `npm run eval`): the judgements' candidates, i.e.
// the whole-judgement BM25 (k1, b) and how many candidates the best passage re-ranks, with the
// adopted search otherwise (JUDGEMENT_SEARCH); recall of the candidates,
// MAP per setting, and the setting chosen on the first 13 / leave-one-out / 5-fold.
//   npx tsx apps/server/src/eval/aila/candidate-experiments.ts [folder]
import { join } from 'node:path';
import { JUDGEMENT_SEARCH, Retriever } from '../../ai/judgements/retriever.ts';
import { readJudgementFolder } from '../../modules/judgements/judgement-folder.ts';
import { judgementDocument } from '../../modules/judgements/search-documents.ts';
import { readQrels, readQueries } from './aila-data.ts';
import { chooseByCrossValidation, type Scored } from './cross-validation.ts';
import { averagePrecision, mean } from './ranking-metrics.ts';

const dir = process.argv[2] ?? '../shared/eval/aila';
const folder = readJudgementFolder(dir);
const queries = readQueries(dir);
const qrels = readQrels(join(dir, 'qrels-cases.txt'));
const grid: Scored[] = [];
for (const [k1, b] of [
  [1.5, 0.5],
  [1.2, 0.75],
  [0.9, 0.4],
  [2, 0.5],
  [1.5, 0.3],
  [1.5, 0.75],
] as const) {
  for (const candidates of [50, 100, 200]) {
    const r = new Retriever('legal', {
      ...JUDGEMENT_SEARCH,
      bm25: { k1, b },
      passages: {
        ...(JUDGEMENT_SEARCH.passages as NonNullable<typeof JUDGEMENT_SEARCH.passages>),
        candidates,
      },
    });
    for (const j of folder.judgements) r.add(j.id, judgementDocument(j));
    let found = 0;
    let total = 0;
    const aps = queries.map((q) => {
      const relevant = qrels.get(q.id) ?? new Set<string>();
      const ranked = r.rank(q.text, 1000).map((h) => h.docId);
      found += ranked.slice(0, candidates).filter((d) => relevant.has(d)).length;
      total += relevant.size;
      return averagePrecision(ranked, relevant);
    });
    const name = `k1 ${k1} b ${b} K${candidates}`;
    grid.push({ name, aps });
    console.log(
      `${name.padEnd(22)} recall ${found}/${total} all ${mean(aps).toFixed(4)} first13 ${mean(aps.slice(0, 13)).toFixed(4)} last12 ${mean(aps.slice(13)).toFixed(4)}`,
    );
  }
}
console.log(JSON.stringify(chooseByCrossValidation(grid)));
