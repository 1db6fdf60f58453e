import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LitigationCaseRow, litigationCases } from './litigation-cases.table.ts';

export async function insertLitigationCase(
  db: Db,
  values: typeof litigationCases.$inferInsert,
): Promise<LitigationCaseRow> {
  const [row] = await db.insert(litigationCases).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
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
  const [row] = await db.update(litigationCases).set(values).where(eq(litigationCases.id, id)).returning();
  if (!row) throw new Error('update found no row');
  return row;
}

export async function deleteCaseById(db: Db, id: string): Promise<void> {
  await db.delete(litigationCases).where(eq(litigationCases.id, id));
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
