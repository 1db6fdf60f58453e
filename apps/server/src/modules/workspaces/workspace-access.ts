import { roleMay } from '@lexi/shared/team-roles';
import { and, eq, exists, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../emohar/document-access.ts';
import { type FirmMembership, findMembership } from '../organizations/organizations.repository.ts';
import { isAssigned } from './workspace-members.repository.ts';
import { workspaceMembers } from './workspace-members.table.ts';
import { workspaceErrors } from './workspaces.errors.ts';
import { findWorkspaceById } from './workspaces.repository.ts';
import { type WorkspaceKind, type WorkspaceRow, workspaces } from './workspaces.table.ts';

/**
 * Who may see and change a workspace (the "Access" rules of the workspaces API). A workspace
 * belongs to its creator and, when the creator was in a firm, to that firm. It is visible to its
 * creator, to the firm's admin and to the members assigned to it who are still members of that
 * firm: the firm membership is read on every request, so leaving the firm ends access at once.
 */

/** The caller and their current firm membership (none for an individual, business or lawyer). */
export type Viewer = { userId: string; membership: FirmMembership | undefined };

export async function viewerOf(db: Db, userId: string): Promise<Viewer> {
  return { userId, membership: await findMembership(db, userId) };
}

/** A workspace the caller sees, with what they may do with it. */
export type WorkspaceAccess = {
  row: WorkspaceRow;
  /** Change its content: details, cases, notes, documents. */
  canEdit: boolean;
  /** Delete it, assign and unassign members. */
  canManage: boolean;
};

const inFirmOf = (viewer: Viewer, row: Pick<WorkspaceRow, 'organizationId'>) =>
  viewer.membership !== undefined && row.organizationId === viewer.membership.organizationId;

/**
 * The caller created it, and it is still theirs: a workspace made inside a firm is the firm's, so
 * its creator keeps it only while they remain in that firm.
 */
const createdByViewer = (viewer: Viewer, row: Pick<WorkspaceRow, 'createdBy' | 'organizationId'>) =>
  row.createdBy === viewer.userId && (row.organizationId === null || inFirmOf(viewer, row));

/** The caller's rights over a workspace they see. */
export function rightsOver(viewer: Viewer, row: WorkspaceRow): WorkspaceAccess {
  const role = viewer.membership?.role;
  return {
    row,
    canEdit: role === undefined || roleMay(role, 'editWorkspaceContent'),
    canManage:
      createdByViewer(viewer, row) ||
      (inFirmOf(viewer, row) && role !== undefined && roleMay(role, 'manageAnyFirmWorkspace')),
  };
}

/** Whether the caller may create a workspace: always without a firm, by role within one. */
export function canCreateWorkspaces(viewer: Viewer): boolean {
  const role = viewer.membership?.role;
  return role === undefined || roleMay(role, 'createWorkspaces');
}

/** Which visibility rule applies to the viewer (the shape of the visibility conditions). */
export type VisibilityKind = 'own' | 'firm_all' | 'firm_assigned';

export function visibilityKind(viewer: Viewer): VisibilityKind {
  const m = viewer.membership;
  if (!m) return 'own';
  return roleMay(m.role, 'seeAllFirmWorkspaces') ? 'firm_all' : 'firm_assigned';
}

/** The viewer's ids, as values or as placeholders of a prepared statement. */
export type VisibilityValues = { userId: SQLWrapper | string; organizationId: SQLWrapper | string };

/**
 * The SQL conditions "the viewer sees this workspace", as disjoint parts each served by one
 * visibility index: the firm's workspaces (all of them for its admin, the assigned ones for other
 * members) and the viewer's own outside that firm. A list query ORs them, or, to read a page in
 * index order, runs one ordered query per part and merges them. `kind` and `values` let a prepared
 * statement build the conditions with placeholders.
 */
export function visibilityParts(
  viewer: Viewer,
  kind: VisibilityKind = visibilityKind(viewer),
  values: VisibilityValues = {
    userId: viewer.userId,
    organizationId: viewer.membership?.organizationId ?? '',
  },
): SQL[] {
  const mine = eq(workspaces.createdBy, values.userId);
  // Made outside any firm (workspaces made in a firm the viewer has left stay with that firm).
  const mineElsewhere = and(mine, isNull(workspaces.organizationId)) as SQL;
  if (kind === 'own') return [mineElsewhere];
  const inFirm = eq(workspaces.organizationId, values.organizationId);
  if (kind === 'firm_all') return [inFirm, mineElsewhere];
  const assignedOrMine = or(
    mine,
    exists(
      sql`(select 1 from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaces.id} and ${workspaceMembers.userId} = ${values.userId})`,
    ),
  );
  return [and(inFirm, assignedOrMine) as SQL, mineElsewhere];
}

/** The SQL condition "the viewer sees this workspace", for list and count queries. */
export function visibleTo(viewer: Viewer): SQL {
  const parts = visibilityParts(viewer);
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
}

/**
 * The workspace with this id if the caller sees it (and it is of this kind); otherwise the same
 * 404 for an unknown id, a malformed one and someone else's.
 */
export async function visibleWorkspace(
  db: Db,
  viewer: Viewer,
  id: string,
  kind?: WorkspaceKind,
): Promise<WorkspaceAccess> {
  if (!isUuid(id)) throw workspaceErrors.notFound();
  const row = await findWorkspaceById(db, id);
  if (!row || (kind && row.kind !== kind)) throw workspaceErrors.notFound();
  const sees =
    createdByViewer(viewer, row) ||
    (inFirmOf(viewer, row) &&
      viewer.membership !== undefined &&
      (roleMay(viewer.membership.role, 'seeAllFirmWorkspaces') ||
        (await isAssigned(db, row.id, viewer.userId))));
  if (!sees) throw workspaceErrors.notFound();
  return rightsOver(viewer, row);
}

/** A workspace whose content the caller may change (403 for a read-only role). */
export async function editableWorkspace(db: Db, viewer: Viewer, id: string, kind?: WorkspaceKind) {
  const access = await visibleWorkspace(db, viewer, id, kind);
  if (!access.canEdit) throw workspaceErrors.readOnly();
  return access;
}

/** A workspace the caller may delete and assign members to (403 otherwise). */
export async function managedWorkspace(db: Db, viewer: Viewer, id: string, kind?: WorkspaceKind) {
  const access = await visibleWorkspace(db, viewer, id, kind);
  if (!access.canManage) throw workspaceErrors.cannotManage();
  return access;
}

/**
 * The contract workspace a new contract is created in: the caller must be allowed to change its
 * content; otherwise (unknown, not visible, read-only, a litigation workspace) the same 404.
 */
export async function workspaceForNewContract(db: Db, userId: string, id: string): Promise<string> {
  const access = await visibleWorkspace(db, await viewerOf(db, userId), id, 'contract');
  if (!access.canEdit) throw workspaceErrors.notFound();
  return access.row.id;
}
