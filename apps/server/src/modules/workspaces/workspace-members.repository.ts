import type { TeamMember } from '@lexi/shared/api/workspaces';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordChanges } from '../../lib/after-commit.ts';
import { users } from '../accounts/users.table.ts';
import { organizationMembers } from '../organizations/organizations.table.ts';
import { workspaceMembers } from './workspace-members.table.ts';
import {
  audienceOfWorkspace,
  type WorkspaceAudience,
  workspaceAudienceChanged,
} from './workspaces.repository.ts';
import { workspaces } from './workspaces.table.ts';

/**
 * The topic under which every write of `workspace_members` records the members assigned or
 * unassigned (see lib/after-commit.ts): the workspaces they see changed. The workspace's own
 * audience (who sees its team) is recorded too (workspaceAudienceChanged). Every insert and delete
 * of the table goes through this file; a workspace's or a person's deletion removes their rows by
 * ON DELETE CASCADE, and those deletions record their own changes.
 */
export const ASSIGNED_MEMBERS = 'workspace_members.user_id';

/** Who was assigned or unassigned, and whose lists show the workspace (read with the write). */
const writtenAssignment = {
  userId: workspaceMembers.userId,
  ...audienceOfWorkspace(workspaceMembers.workspaceId),
};

async function assignmentsChanged(db: Db, rows: readonly (WorkspaceAudience & { userId: string })[]) {
  await recordChanges(
    db,
    ASSIGNED_MEMBERS,
    rows.map((r) => r.userId),
  );
  await workspaceAudienceChanged(db, rows);
}

const teamMemberColumns = {
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  username: users.username,
};

export async function isAssigned(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The members assigned to each of these workspaces who are still members of its firm (someone
 * removed from the firm disappears from the team with no other step), in order of assignment.
 */
export async function assignedTeams(db: Db, workspaceIds: string[]): Promise<Map<string, TeamMember[]>> {
  const teams = new Map<string, TeamMember[]>(workspaceIds.map((id) => [id, []]));
  if (workspaceIds.length === 0) return teams;
  const rows = await db
    .select({ workspaceId: workspaceMembers.workspaceId, ...teamMemberColumns })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.userId, workspaceMembers.userId),
        eq(organizationMembers.organizationId, workspaces.organizationId),
      ),
    )
    .where(inArray(workspaceMembers.workspaceId, workspaceIds))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.id));
  for (const { workspaceId, ...member } of rows) teams.get(workspaceId)?.push(member);
  return teams;
}

/** Every member of a firm with their name and email, by name. */
export async function firmMembers(
  db: Db,
  organizationId: string,
): Promise<(TeamMember & { userId: string })[]> {
  return db
    .select({ userId: users.id, ...teamMemberColumns })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username));
}

export async function insertAssignments(
  db: Db,
  workspaceId: string,
  userIds: string[],
  assignedBy: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await db
    .insert(workspaceMembers)
    .values(userIds.map((userId) => ({ workspaceId, userId, assignedBy })))
    .onConflictDoNothing()
    .returning(writtenAssignment);
  await assignmentsChanged(db, rows);
}

export async function deleteAssignment(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning(writtenAssignment);
  await assignmentsChanged(db, rows);
  return rows.length === 1;
}
