import type { Db } from '../../db/client.ts';
import { deleteOwnAnalysis, findOwnAnalysis, listOwnAnalyses } from './analyses.repository.ts';
import type { AnalysisRow } from './analyses.table.ts';
import { iqErrors } from './iq.errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

export const listAnalyses = (db: Db, userId: string) => listOwnAnalyses(db, userId);

/** The caller's analysis; anyone else's (or an unknown id) is not found. */
export async function ownAnalysis(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AnalysisRow> {
  if (!isUuid(id)) throw iqErrors.notFound();
  const row = await findOwnAnalysis(db, userId, id, options);
  if (!row) throw iqErrors.notFound();
  return row;
}

export async function deleteAnalysis(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteOwnAnalysis(db, userId, id))) throw iqErrors.notFound();
}
