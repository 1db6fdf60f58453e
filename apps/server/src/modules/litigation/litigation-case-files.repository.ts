import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LitigationCaseFileRow, litigationCaseFiles } from './litigation-case-files.table.ts';

export async function insertCaseFiles(
  db: Db,
  values: Array<typeof litigationCaseFiles.$inferInsert>,
): Promise<LitigationCaseFileRow[]> {
  if (values.length === 0) return [];
  return db.insert(litigationCaseFiles).values(values).returning();
}

/** The case files of a workspace, oldest first (for the case download). */
export async function listCaseFiles(db: Db, workspaceId: string) {
  return db
    .select({
      id: litigationCaseFiles.id,
      fileName: litigationCaseFiles.fileName,
      storageKey: litigationCaseFiles.storageKey,
      pageCount: litigationCaseFiles.pageCount,
    })
    .from(litigationCaseFiles)
    .where(eq(litigationCaseFiles.workspaceId, workspaceId))
    .orderBy(asc(litigationCaseFiles.createdAt), asc(litigationCaseFiles.id))
    .limit(200);
}
