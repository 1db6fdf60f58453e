import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  audienceOfWorkspace,
  type WorkspaceAudience,
  workspaceAudienceChanged,
} from '../workspaces/workspaces.repository.ts';
import { type LitigationCaseRow, litigationCases } from './litigation-cases.table.ts';

/**
 * Every column of a case, and whose workspace lists show its workspace (a list tells whether the
 * case details were extracted): every write of `litigation_cases` goes through this file and
 * records them (workspaceAudienceChanged).
 */
const writtenCase = {
  ...getTableColumns(litigationCases),
  ...audienceOfWorkspace(litigationCases.workspaceId),
};

/** The case written, told to workspaceAudienceChanged and given back without the extra columns. */
async function written(
  db: Db,
  row: (LitigationCaseRow & WorkspaceAudience) | undefined,
): Promise<LitigationCaseRow | undefined> {
  if (!row) return undefined;
  await workspaceAudienceChanged(db, [row]);
  const { organizationId: _firm, createdBy: _creator, ...written } = row;
  return written;
}

export async function insertLitigationCase(
  db: Db,
  values: typeof litigationCases.$inferInsert,
): Promise<LitigationCaseRow> {
  const [row] = await db.insert(litigationCases).values(values).returning(writtenCase);
  const inserted = await written(db, row);
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function listCases(db: Db, workspaceId: string): Promise<LitigationCaseRow[]> {
  return db
    .select()
    .from(litigationCases)
    .where(eq(litigationCases.workspaceId, workspaceId))
    .orderBy(asc(litigationCases.createdAt), asc(litigationCases.id))
    .limit(500);
}

export async function findCaseById(db: Db, id: string): Promise<LitigationCaseRow | undefined> {
  const [row] = await db.select().from(litigationCases).where(eq(litigationCases.id, id)).limit(1);
  return row;
}

export async function updateCaseById(
  db: Db,
  id: string,
  values: Partial<typeof litigationCases.$inferInsert>,
): Promise<LitigationCaseRow> {
  const [row] = await db
    .update(litigationCases)
    .set(values)
    .where(eq(litigationCases.id, id))
    .returning(writtenCase);
  const updated = await written(db, row);
  if (!updated) throw new Error('update found no row');
  return updated;
}

export async function deleteCaseById(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(litigationCases).where(eq(litigationCases.id, id)).returning(writtenCase);
  await written(db, row);
}

/** Which of these workspaces have a case: their case details were extracted. */
export async function workspacesWithCases(db: Db, workspaceIds: string[]): Promise<Set<string>> {
  if (workspaceIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: litigationCases.workspaceId })
    .from(litigationCases)
    .where(and(inArray(litigationCases.workspaceId, workspaceIds)));
  return new Set(rows.map((r) => r.id));
}
