import type { Db } from '../../db/client.ts';
import { readJudgementFolder } from './judgement-folder.ts';
import { upsertJudgements, upsertStatutes } from './judgements.repository.ts';

export type ImportSummary = { judgements: number; statutes: number };

/**
 * Imports a folder of judgements and statutes (see judgement-folder.ts) into the database: new
 * files are added, files imported before are updated in place (the id is the file's name), so
 * running the import again is harmless. The search index sees the change on its next query.
 */
export async function importJudgementFolder(db: Db, folder: string): Promise<ImportSummary> {
  const { judgements, statutes } = readJudgementFolder(folder);
  if (judgements.length === 0 && statutes.length === 0) {
    throw new Error(`${folder} has no casedocs/*.txt nor statutes/*.txt to import.`);
  }
  await upsertJudgements(db, judgements);
  await upsertStatutes(db, statutes);
  return { judgements: judgements.length, statutes: statutes.length };
}
