import type { TeamMember, WorkspaceAssignmentResponse } from '@lexi/shared/api/workspaces';
import type { Db } from '../../db/client.ts';
import { managedWorkspace, type Viewer, visibleWorkspace } from './workspace-access.ts';
import {
  assignedTeams,
  deleteAssignment,
  firmMembers,
  insertAssignments,
} from './workspace-members.repository.ts';
import { workspaceErrors } from './workspaces.errors.ts';

/**
 * The team calls of both kinds of workspace: the firm's members, the assignment dialog's data,
 * and assigning and unassigning by email. Only members of the workspace's firm can be assigned.
 */

const toTeamMember = ({ email, first_name, last_name, username }: TeamMember): TeamMember => ({
  email,
  first_name,
  last_name,
  username,
});
const fullName = (m: TeamMember) => `${m.first_name} ${m.last_name}`.trim() || m.username;

/** The members of the caller's firm other than the caller (none without a firm). */
export async function teamMembersOf(db: Db, viewer: Viewer): Promise<TeamMember[]> {
  if (!viewer.membership) return [];
  const members = await firmMembers(db, viewer.membership.organizationId);
  return members.filter((m) => m.userId !== viewer.userId).map(toTeamMember);
}

/** The Assign Workspace dialog: the workspace's team and its firm's members, ticked when assigned. */
export async function workspaceAssignment(
  db: Db,
  viewer: Viewer,
  workspaceId: string,
): Promise<Omit<WorkspaceAssignmentResponse, 'success'>> {
  const { row } = await visibleWorkspace(db, viewer, workspaceId);
  const [teams, members] = await Promise.all([
    assignedTeams(db, [row.id]),
    row.organizationId ? firmMembers(db, row.organizationId) : Promise.resolve([]),
  ]);
  const team = teams.get(row.id) ?? [];
  const assigned = new Set(team.map((m) => m.email));
  return {
    name: row.name,
    team_members: team,
    members: members
      .filter((m) => m.userId !== viewer.userId && m.userId !== row.createdBy)
      .map((m) => ({ name: fullName(m), email: m.email, is_assigned: assigned.has(m.email) })),
  };
}

/** Assigns firm members by email; any email that is not a member of the workspace's firm refuses all. */
export async function assignTeamMembers(db: Db, viewer: Viewer, workspaceId: string, emails: string[]) {
  const { row } = await managedWorkspace(db, viewer, workspaceId);
  const members = row.organizationId ? await firmMembers(db, row.organizationId) : [];
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.userId]));
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const outsiders = wanted.filter((e) => !byEmail.has(e));
  if (outsiders.length > 0) throw workspaceErrors.notFirmMembers(outsiders);
  await insertAssignments(
    db,
    row.id,
    wanted.map((e) => byEmail.get(e) as string),
    viewer.userId,
  );
}

export async function unassignTeamMember(db: Db, viewer: Viewer, workspaceId: string, email: string) {
  const { row } = await managedWorkspace(db, viewer, workspaceId);
  const members = row.organizationId ? await firmMembers(db, row.organizationId) : [];
  const member = members.find((m) => m.email.toLowerCase() === email.toLowerCase());
  if (!member || !(await deleteAssignment(db, row.id, member.userId))) throw workspaceErrors.notAssigned();
}
