import { contractStatuses as contractStatuses_ } from '@lexi/shared/api/contracts';
import { type EmoharStatus, emoharStatuses as emoharStatuses_ } from '@lexi/shared/api/emohar';
import {
  type MyDocument,
  type WorkspaceDocument,
  type WorkspaceDocumentKind,
  type WorkspaceDocumentStatus,
  type WorkspaceStatusFilter,
  workspaceStatusFilters,
} from '@lexi/shared/api/workspaces';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractOwnersChanged } from '../contracts/contracts.repository.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { contractOwnerOfDocument, documentOwnersChanged } from '../emohar/emohar-documents.repository.ts';
import { emoharDocuments } from '../emohar/emohar-documents.table.ts';
import { workspaces } from './workspaces.table.ts';

/** Contracts (not deleted) and e-mohar documents (not discarded) in each of these workspaces. */
export async function countDocuments(db: Db, workspaceIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(workspaceIds.map((id) => [id, 0]));
  if (workspaceIds.length === 0) return counts;
  const [own, signed] = await Promise.all([
    db
      .select({ id: contracts.workspaceId, n: count() })
      .from(contracts)
      .where(and(inArray(contracts.workspaceId, workspaceIds), isNull(contracts.deletedAt)))
      .groupBy(contracts.workspaceId),
    db
      .select({ id: emoharDocuments.workspaceId, n: count() })
      .from(emoharDocuments)
      .where(and(inArray(emoharDocuments.workspaceId, workspaceIds), ne(emoharDocuments.status, 'discarded')))
      .groupBy(emoharDocuments.workspaceId),
  ]);
  for (const { id, n } of [...own, ...signed]) if (id) counts.set(id, (counts.get(id) ?? 0) + Number(n));
  return counts;
}

const contractStatusShown = {
  draft: 'Drafted',
  final: 'Drafted',
  shared: 'In Review',
  signed: 'Completed',
} as const;

/** An e-mohar document shows as Completed once signed, In Review before. */
const emoharStatusShown = (status: EmoharStatus): WorkspaceDocumentStatus =>
  status === 'signed' ? 'Completed' : 'In Review';

/** A document its owner archived shows as Archived (which counts as Completed), whatever its status. */
const ARCHIVED: WorkspaceDocumentStatus = 'Archived';
const shown = (archivedAt: Date | null, status: WorkspaceDocumentStatus) => (archivedAt ? ARCHIVED : status);

/**
 * "The workspace holds a live document whose shown status counts as `group`" (spec part 2 §4,
 * the status filter), from the same mapping as the statuses the pages show.
 */
export function holdsDocumentIn(group: WorkspaceStatusFilter): SQL {
  const counts = (shown: WorkspaceDocumentStatus) =>
    (workspaceStatusFilters[group] as readonly WorkspaceDocumentStatus[]).includes(shown);
  const contractStatuses = contractStatuses_.filter((s) => counts(contractStatusShown[s]));
  const emoharStatuses = emoharStatuses_.filter((s) => s !== 'discarded' && counts(emoharStatusShown(s)));
  const archived = counts(ARCHIVED);
  // A live document counts by its status until archived, then as Archived.
  const byStatus = (archivedAt: SQLWrapper, statusIn: SQL | undefined) =>
    or(
      statusIn ? and(isNull(archivedAt), statusIn) : undefined,
      archived ? isNotNull(archivedAt) : undefined,
    );
  const contractMatch = byStatus(
    contracts.archivedAt,
    contractStatuses.length ? inArray(contracts.status, contractStatuses) : undefined,
  );
  const emoharMatch = byStatus(
    emoharDocuments.archivedAt,
    emoharStatuses.length ? inArray(emoharDocuments.status, emoharStatuses) : undefined,
  );
  const conditions = [
    contractMatch
      ? sql`exists (select 1 from ${contracts} where ${contracts.workspaceId} = ${workspaces.id} and ${contracts.deletedAt} is null and ${contractMatch})`
      : undefined,
    emoharMatch
      ? sql`exists (select 1 from ${emoharDocuments} where ${emoharDocuments.workspaceId} = ${workspaces.id} and ${emoharDocuments.status} <> 'discarded' and ${emoharMatch})`
      : undefined,
  ];
  return or(...conditions) ?? sql`false`;
}

type DocumentFilter = { workspaceId: string } | { ownerId: string };

/**
 * Live contracts and e-mohar documents (newest update first, at most 1,000 of each) of one workspace
 * or of one owner, with the statuses the workspace pages show and the workspace each is in.
 */
async function selectDocuments(db: Db, filter: DocumentFilter): Promise<MyDocument[]> {
  const byContract =
    'workspaceId' in filter
      ? eq(contracts.workspaceId, filter.workspaceId)
      : eq(contracts.ownerId, filter.ownerId);
  const byEmohar =
    'workspaceId' in filter
      ? eq(emoharDocuments.workspaceId, filter.workspaceId)
      : eq(emoharDocuments.ownerId, filter.ownerId);
  const [contractRows, emoharRows] = await Promise.all([
    db
      .select({
        id: contracts.id,
        title: contracts.title,
        status: contracts.status,
        updatedAt: contracts.updatedAt,
        expiryDate: contracts.expiryDate,
        workspaceId: contracts.workspaceId,
        archivedAt: contracts.archivedAt,
      })
      .from(contracts)
      .where(and(byContract, isNull(contracts.deletedAt)))
      .orderBy(desc(contracts.updatedAt))
      .limit(1000),
    db
      .select({
        id: emoharDocuments.id,
        title: emoharDocuments.contractName,
        status: emoharDocuments.status,
        updatedAt: emoharDocuments.updatedAt,
        expiryDate: emoharDocuments.expiryDate,
        workspaceId: emoharDocuments.workspaceId,
        archivedAt: emoharDocuments.archivedAt,
      })
      .from(emoharDocuments)
      .where(and(byEmohar, ne(emoharDocuments.status, 'discarded')))
      .orderBy(desc(emoharDocuments.updatedAt))
      .limit(1000),
  ]);
  const documents: MyDocument[] = [
    ...contractRows.map((r) => ({
      id: r.id,
      kind: 'contract' as const,
      title: r.title,
      status: shown(r.archivedAt, contractStatusShown[r.status]),
      updated_at: r.updatedAt.toISOString(),
      expiry_date: r.expiryDate,
      workspace_id: r.workspaceId,
    })),
    ...emoharRows.map((r) => ({
      id: r.id,
      kind: 'emohar' as const,
      title: r.title,
      status: shown(r.archivedAt, emoharStatusShown(r.status)),
      updated_at: r.updatedAt.toISOString(),
      expiry_date: r.expiryDate,
      workspace_id: r.workspaceId,
    })),
  ];
  return documents.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** The documents of a workspace with the statuses the workspace page shows, newest update first. */
export async function listDocuments(db: Db, workspaceId: string): Promise<WorkspaceDocument[]> {
  return (await selectDocuments(db, { workspaceId })).map(({ workspace_id: _, ...doc }) => doc);
}

/** The owner's own documents, each with the workspace it is in (null when in none). */
export function listOwnDocuments(db: Db, ownerId: string): Promise<MyDocument[]> {
  return selectDocuments(db, { ownerId });
}

/**
 * Puts the owner's document into a workspace (or out of one, with null). Answers false when the
 * owner has no such live document, or (when `fromWorkspaceId` is given) it is not in that workspace.
 */
export async function setDocumentWorkspace(
  db: Db,
  kind: WorkspaceDocumentKind,
  documentId: string,
  where: { ownerId?: string; fromWorkspaceId?: string },
  workspaceId: string | null,
): Promise<boolean> {
  if (kind === 'contract') {
    const rows = await db
      .update(contracts)
      .set({ workspaceId })
      .where(
        and(
          eq(contracts.id, documentId),
          isNull(contracts.deletedAt),
          where.ownerId ? eq(contracts.ownerId, where.ownerId) : undefined,
          where.fromWorkspaceId ? eq(contracts.workspaceId, where.fromWorkspaceId) : undefined,
        ),
      )
      .returning({ ownerId: contracts.ownerId });
    await contractOwnersChanged(
      db,
      rows.map((r) => r.ownerId),
    );
    return rows.length === 1;
  }
  const rows = await db
    .update(emoharDocuments)
    .set({ workspaceId })
    .where(
      and(
        eq(emoharDocuments.id, documentId),
        ne(emoharDocuments.status, 'discarded'),
        where.ownerId ? eq(emoharDocuments.ownerId, where.ownerId) : undefined,
        where.fromWorkspaceId ? eq(emoharDocuments.workspaceId, where.fromWorkspaceId) : undefined,
      ),
    )
    .returning({ ownerId: emoharDocuments.ownerId, contractOwnerId: contractOwnerOfDocument });
  await documentOwnersChanged(db, rows);
  return rows.length === 1;
}
