import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Retriever } from '../../ai/judgements/retriever.ts';
import { type Db, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { importJudgementFolder } from '../../modules/judgements/import-judgements.ts';
import { rankJudgements, rankStatutes } from '../../modules/judgements/judgement-search.ts';
import { allStatutes, judgementPage } from '../../modules/judgements/judgements.repository.ts';
import { judgementDocument, statuteDocument } from '../../modules/judgements/search-documents.ts';
import type { EvalSet } from '../eval-set.ts';
import { type AilaQuery, type Qrels, readQrels, readQueries } from './aila-data.ts';
import { mean, type RankingScores, rankingScores } from './ranking-metrics.ts';

/** How deep each ranking is scored (trec_eval's usual cut-off). */
const DEPTH = 1000;

export type CollectionFigures = {
  map: number;
  p10: number;
  mrr: number;
  baseline_map: number;
  baseline_p10: number;
  baseline_mrr: number;
  /** Queries with at least one relevant document (the others cannot be scored). */
  queries_scored: number;
  /** MAP of LeXi and of the baseline on the first and on the second half of the queries. */
  halves: { first: { map: number; baseline_map: number }; second: { map: number; baseline_map: number } };
};

export type QueryOutcome = {
  id: string;
  cases?: RankingScores & { baseline_ap: number; relevant: number; top10: string[] };
  statutes?: RankingScores & { baseline_ap: number; relevant: number; top10: string[] };
};

export type AilaReport = {
  cases: CollectionFigures;
  statutes: CollectionFigures;
  queries: QueryOutcome[];
  corpus: { judgements: number; statutes: number };
};

type Ranker = { lexi(text: string): Promise<string[]>; baseline(text: string): string[] };

async function baselineOf(db: Db, collection: 'cases' | 'statutes'): Promise<Retriever> {
  const plain = new Retriever('plain');
  if (collection === 'statutes') {
    for (const row of await allStatutes(db)) plain.add(row.id, statuteDocument(row));
    return plain;
  }
  let after = '';
  for (;;) {
    const page = await judgementPage(db, after, 250);
    for (const row of page) plain.add(row.id, judgementDocument(row));
    if (page.length < 250) return plain;
    after = (page[page.length - 1] as { id: string }).id;
  }
}

function figures(
  outcomes: { scores: RankingScores; baselineAp: number; baselineP10: number; baselineRr: number }[],
): CollectionFigures {
  const half = Math.ceil(outcomes.length / 2);
  const part = (list: typeof outcomes) => ({
    map: mean(list.map((o) => o.scores.ap)),
    baseline_map: mean(list.map((o) => o.baselineAp)),
  });
  return {
    map: mean(outcomes.map((o) => o.scores.ap)),
    p10: mean(outcomes.map((o) => o.scores.p10)),
    mrr: mean(outcomes.map((o) => o.scores.rr)),
    baseline_map: mean(outcomes.map((o) => o.baselineAp)),
    baseline_p10: mean(outcomes.map((o) => o.baselineP10)),
    baseline_mrr: mean(outcomes.map((o) => o.baselineRr)),
    queries_scored: outcomes.length,
    halves: { first: part(outcomes.slice(0, half)), second: part(outcomes.slice(half)) },
  };
}

/** Scores every query that has answers in `qrels` with LeXi's ranking and the baseline's. */
export async function scoreCollection(
  queries: readonly AilaQuery[],
  qrels: Qrels,
  ranker: Ranker,
  record: (id: string, outcome: NonNullable<QueryOutcome['cases']>) => void,
): Promise<CollectionFigures> {
  const outcomes = [];
  for (const query of queries) {
    const relevant = qrels.get(query.id);
    if (relevant === undefined || relevant.size === 0) continue;
    const ranked = await ranker.lexi(query.text);
    const scores = rankingScores(ranked, relevant);
    const base = rankingScores(ranker.baseline(query.text), relevant);
    record(query.id, {
      ...scores,
      baseline_ap: base.ap,
      relevant: relevant.size,
      top10: ranked.slice(0, 10),
    });
    outcomes.push({ scores, baselineAp: base.ap, baselineP10: base.p10, baselineRr: base.rr });
  }
  return figures(outcomes);
}

/** The whole evaluation on an open, migrated, empty database. */
export async function evaluateAila(
  db: Db,
  dataDir: string,
  log: (line: string) => void,
): Promise<AilaReport> {
  const imported = await importJudgementFolder(db, dataDir);
  log(`imported ${imported.judgements} judgements and ${imported.statutes} statutes`);
  const queries = readQueries(dataDir);
  const byId = new Map<string, QueryOutcome>(queries.map((q) => [q.id, { id: q.id }]));
  const ids = (hits: { docId: string }[]) => hits.map((h) => h.docId);

  const caseBaseline = await baselineOf(db, 'cases');
  const cases = await scoreCollection(
    queries,
    readQrels(join(dataDir, 'qrels-cases.txt')),
    {
      lexi: async (text) => ids(await rankJudgements(db, { text, limit: DEPTH })),
      baseline: (text) => ids(caseBaseline.rank(text, DEPTH)),
    },
    (id, outcome) => {
      const entry = byId.get(id);
      if (entry) entry.cases = outcome;
    },
  );
  const statuteBaseline = await baselineOf(db, 'statutes');
  const statutes = await scoreCollection(
    queries,
    readQrels(join(dataDir, 'qrels-statutes.txt')),
    {
      lexi: async (text) => ids(await rankStatutes(db, { text, limit: DEPTH })),
      baseline: (text) => ids(statuteBaseline.rank(text, DEPTH)),
    },
    (id, outcome) => {
      const entry = byId.get(id);
      if (entry) entry.statutes = outcome;
    },
  );
  return { cases, statutes, queries: [...byId.values()], corpus: imported };
}

const line = (name: string, f: CollectionFigures) =>
  `${name.padEnd(9)} MAP ${f.map.toFixed(4)}  P@10 ${f.p10.toFixed(4)}  MRR ${f.mrr.toFixed(4)}` +
  `  | plain BM25 MAP ${f.baseline_map.toFixed(4)}  (×${(f.map / (f.baseline_map || 1)).toFixed(2)}, ${f.queries_scored} queries)`;

/**
 * `aila`: LeXi's judgement and statute search on a FIRE AILA-format folder. The folder's corpus is
 * imported into a fresh embedded database through the import command's path; each query's facts are
 * ranked by the server's own search and by plain BM25 over the same rows.
 */
export const ailaSet: EvalSet<AilaReport> = {
  description: 'FIRE AILA: judgements and statutes retrieved for typed case facts (MAP, P@10, MRR)',
  async evaluate(dataDir, log) {
    const dir = mkdtempSync(join(tmpdir(), 'lexi-aila-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await migrate(database.db);
      return await evaluateAila(database.db, dataDir, log);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
  summarise(report) {
    const half = (f: CollectionFigures) =>
      `  first half MAP ${f.halves.first.map.toFixed(4)} (plain ${f.halves.first.baseline_map.toFixed(4)}), ` +
      `second half MAP ${f.halves.second.map.toFixed(4)} (plain ${f.halves.second.baseline_map.toFixed(4)})`;
    return [
      `${report.corpus.judgements} judgements, ${report.corpus.statutes} statutes`,
      line('cases', report.cases),
      half(report.cases),
      line('statutes', report.statutes),
      half(report.statutes),
    ];
  },
};
