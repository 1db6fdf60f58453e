import type { ContractWorkspaceType } from '@lexi/shared/validation/workspaces';
import { type AnyColumn, and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified-column.ts';
import { recordChanges } from '../../lib/after-commit.ts';
import { type WorkspaceRow, workspaces } from './workspaces.table.ts';

/**
 * The topics under which every write of a workspace, or of what a workspace list shows of it (its
 * cases, its team), records whose lists it changed (see lib/after-commit.ts): the workspace's
 * firm, whose members may see it, and its creator, who sees it outside any firm. Their cached
 * lists (the litigation list) are forgotten after the commit. Every insert, update and delete of
 * `workspaces` goes through this file; `litigation_cases` and `workspace_members` record through
 * `workspaceAudienceChanged` too.
 */
export const WORKSPACE_FIRMS = 'workspaces.organization_id';
export const WORKSPACE_CREATORS = 'workspaces.created_by';

/** Whose lists show a workspace: read with the write (RETURNING), for workspaceAudienceChanged. */
export type WorkspaceAudience = { organizationId: string | null; createdBy: string };
const audienceColumns = { organizationId: workspaces.organizationId, createdBy: workspaces.createdBy };

/**
 * The firm and creator of the workspace `workspaceId` (a column of a table written) names, for
 * the RETURNING of a write of a table that hangs on workspaces.
 */
export function audienceOfWorkspace(workspaceIdColumn: AnyColumn) {
  const workspaceId = qualified(workspaceIdColumn);
  return {
    organizationId: sql<
      string | null
    >`(select ${workspaces.organizationId} from ${workspaces} where ${workspaces.id} = ${workspaceId})`,
    createdBy: sql<string>`(select ${workspaces.createdBy} from ${workspaces} where ${workspaces.id} = ${workspaceId})`,
  };
}

/** After a write of a workspace or of what its lists show: whose lists it changed. */
export async function workspaceAudienceChanged(db: Db, rows: readonly WorkspaceAudience[]): Promise<void> {
  await recordChanges(
    db,
    WORKSPACE_FIRMS,
    rows.map((r) => r.organizationId),
  );
  await recordChanges(
    db,
    WORKSPACE_CREATORS,
    rows.map((r) => r.createdBy),
  );
}

/** Every column but `search_text`: the lists need not carry the search's copy of the text. */
const { searchText: _searchText, ...columns } = getTableColumns(workspaces);
export const workspaceColumns = columns;

/** Newest update first, in the order of the visibility indexes (updated_at desc nulls last, id). */
export const newestFirst = [sql`${workspaces.updatedAt} desc nulls last`, workspaces.id] as const;

export async function insertWorkspace(db: Db, values: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values(values).returning(workspaceColumns);
  if (!row) throw new Error('insert returned no row');
  await workspaceAudienceChanged(db, [row]);
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

/**
 * A workspace never changes hands (its firm and creator are not among the values): whose lists
 * show it after the write is whose showed it before.
 */
export async function updateWorkspace(
  db: Db,
  id: string,
  values: Partial<Omit<typeof workspaces.$inferInsert, 'organizationId' | 'createdBy'>>,
): Promise<WorkspaceRow> {
  const [row] = await db
    .update(workspaces)
    .set(values)
    .where(eq(workspaces.id, id))
    .returning(workspaceColumns);
  if (!row) throw new Error('update found no row');
  await workspaceAudienceChanged(db, [row]);
  return row;
}

/** Marks a change of the workspace's content (the lists show the newest update first). */
export async function touchWorkspace(db: Db, id: string, at = new Date()): Promise<void> {
  const rows = await db
    .update(workspaces)
    .set({ updatedAt: at })
    .where(eq(workspaces.id, id))
    .returning(audienceColumns);
  await workspaceAudienceChanged(db, rows);
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
  await workspaceAudienceChanged(db, [row]);
  return row;
}

/** Its cases, team, notes and files go with it (ON DELETE CASCADE). */
export async function deleteWorkspaceById(db: Db, id: string): Promise<void> {
  const rows = await db.delete(workspaces).where(eq(workspaces.id, id)).returning(audienceColumns);
  await workspaceAudienceChanged(db, rows);
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
