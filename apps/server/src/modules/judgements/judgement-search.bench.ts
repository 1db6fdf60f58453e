import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { readQueries } from '../../eval/aila/aila-data.ts';
import { importJudgementFolder } from './import-judgements.ts';
import { rankJudgements, rankStatutes, searchJudgements, searchStatutes } from './judgement-search.ts';

export type JudgementBench = {
  judgements: number;
  importMs: number;
  /** The first search: the index built from the database. */
  indexMs: number;
  /** The first statute search: the statutes' index built, each statute linked to its judgements. */
  statuteIndexMs: number;
  searches: number;
  /** searchJudgements, top 10 with passages, as case generation calls it. */
  searchP50: number;
  searchP99: number;
  /** The ranking alone (no text read, no passage), the floor of a search. */
  rankP99: number;
  statuteP99: number;
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(times: number[], work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  times.push(performance.now() - started);
}

/**
 * Retrieval over an AILA-format folder (the 2,914 Supreme Court judgements): imported into a fresh
 * embedded database, then each query's facts searched `rounds` times. Null when the folder is absent.
 */
export async function benchJudgementSearch(folder: string, rounds: number): Promise<JudgementBench | null> {
  if (!existsSync(join(folder, 'casedocs')) || !existsSync(join(folder, 'queries.txt'))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'lexi-bench-judgements-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    const { db } = database;
    await migrate(db);
    let started = performance.now();
    const imported = await importJudgementFolder(db, folder);
    const importMs = performance.now() - started;
    const queries = readQueries(folder);
    started = performance.now();
    await rankJudgements(db, { text: queries[0]?.text ?? 'bail', limit: 10 });
    const indexMs = performance.now() - started;
    started = performance.now();
    await rankStatutes(db, { text: queries[0]?.text ?? 'bail', limit: 10 });
    const statuteIndexMs = performance.now() - started;
    const search: number[] = [];
    const rank: number[] = [];
    const statute: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const { text } of queries) {
        await timed(search, () => searchJudgements(db, { text, limit: 10 }));
        await timed(rank, () => rankJudgements(db, { text, limit: 10 }));
        await timed(statute, () => searchStatutes(db, { text, limit: 10 }));
      }
    }
    const sort = (list: number[]) => [...list].sort((a, b) => a - b);
    return {
      judgements: imported.judgements,
      importMs,
      indexMs,
      statuteIndexMs,
      searches: search.length,
      searchP50: percentile(sort(search), 50),
      searchP99: percentile(sort(search), 99),
      rankP99: percentile(sort(rank), 99),
      statuteP99: percentile(sort(statute), 99),
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
