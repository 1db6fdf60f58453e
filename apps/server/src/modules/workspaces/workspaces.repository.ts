import type { ContractWorkspaceType } from '@lexi/shared/validation/workspaces';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type WorkspaceRow, workspaces } from './workspaces.table.ts';

/** Every column but `search_text`: the lists need not carry the search's copy of the text. */
const { searchText: _searchText, ...columns } = getTableColumns(workspaces);
export const workspaceColumns = columns;

/** Newest update first, in the order of the visibility indexes (updated_at desc nulls last, id). */
export const newestFirst = [sql`${workspaces.updatedAt} desc nulls last`, workspaces.id] as const;

export async function insertWorkspace(db: Db, values: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values(values).returning(workspaceColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findWorkspaceById(db: Db, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select(workspaceColumns).from(workspaces).where(eq(workspaces.id, id)).limit(1);
  return row;
}

/**
 * Locks a workspace's row until the transaction ends (SELECT … FOR UPDATE), so that checks made on
 * it and the writes that follow are not interleaved with another request's. False when it is gone.
 */
export async function lockWorkspaceRow(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, id))
    .for('update');
  return rows.length > 0;
}

export async function updateWorkspace(
  db: Db,
  id: string,
  values: Partial<typeof workspaces.$inferInsert>,
): Promise<WorkspaceRow> {
  const [row] = await db
    .update(workspaces)
    .set(values)
    .where(eq(workspaces.id, id))
    .returning(workspaceColumns);
  if (!row) throw new Error('update found no row');
  return row;
}

/** Marks a change of the workspace's content (the lists show the newest update first). */
export async function touchWorkspace(db: Db, id: string, at = new Date()): Promise<void> {
  await db.update(workspaces).set({ updatedAt: at }).where(eq(workspaces.id, id));
}

/** Puts an entry at the head of a litigation workspace's timeline. */
export async function prependTimeline(
  db: Db,
  id: string,
  entry: string,
  at = new Date(),
): Promise<WorkspaceRow> {
  const [row] = await db
    .update(workspaces)
    .set({
      timeline: sql`jsonb_build_array(${entry}::text) || ${workspaces.timeline}`,
      updatedAt: at,
    })
    .where(eq(workspaces.id, id))
    .returning(workspaceColumns);
  if (!row) throw new Error('update found no row');
  return row;
}

export async function deleteWorkspaceById(db: Db, id: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, id));
}

export async function countWorkspaces(db: Db, visible: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workspaces).where(visible);
  return Number(row?.n ?? 0);
}

/** Filters of the contract-workspace list (the search is a LIKE pattern). */
export type ContractWorkspaceFilters = {
  pattern?: string;
  workspaceType?: ContractWorkspaceType;
  /** The workspace holds a document of this status group (see holdsDocumentIn). */
  holding?: SQL;
};

function contractWorkspacesWhere(visible: SQL, filters: ContractWorkspaceFilters) {
  return and(
    eq(workspaces.kind, 'contract'),
    visible,
    filters.pattern
      ? sql`lower(${workspaces.name} || ' ' || coalesce(${workspaces.clientName}, '')) like lower(${filters.pattern})`
      : undefined,
    filters.workspaceType ? eq(workspaces.workspaceType, filters.workspaceType) : undefined,
    filters.holding,
  );
}

/** One page of the contract workspaces matching `visible` and the filters, newest update first. */
export async function pageContractWorkspaces(
  db: Db,
  visible: SQL,
  filters: ContractWorkspaceFilters,
  page: { offset: number; limit: number },
) {
  return db
    .select(workspaceColumns)
    .from(workspaces)
    .where(contractWorkspacesWhere(visible, filters))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countContractWorkspaces(db: Db, visible: SQL, filters: ContractWorkspaceFilters) {
  const [row] = await db
    .select({ n: count() })
    .from(workspaces)
    .where(contractWorkspacesWhere(visible, filters));
  return Number(row?.n ?? 0);
}
