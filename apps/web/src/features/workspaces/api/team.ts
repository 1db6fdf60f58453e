import { messageResponse } from '@lexi/shared/api/common';
import { teamMembersResponse } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { WorkspaceKind } from '../workspace-kind.ts';

const paths = {
  contract: {
    members: '/workspaces/team-members/',
    assign: '/workspaces/assign-team-member/',
  },
  litigation: {
    members: '/litigation/get-team-members_for_litigation/',
    assign: '/litigation/assign-team-member/',
  },
} as const satisfies Record<WorkspaceKind, unknown>;

/** The members of the caller's firm other than the caller (empty without a firm). */
export function firmMembersQuery(kind: WorkspaceKind) {
  return queryOptions({
    queryKey: ['workspaces', 'firm-members', kind],
    queryFn: async () =>
      (await apiRequest(paths[kind].members, teamMembersResponse, { method: 'GET' })).team_members,
    meta: { errorMessage: messages.litigation.fetchTeamFailed },
  });
}

/** POST …/assign-team-member/ { workspace_id, emails } */
export function assignTeamMembers(kind: WorkspaceKind, workspaceId: string, emails: string[]) {
  return apiRequest(paths[kind].assign, messageResponse, { body: { workspace_id: workspaceId, emails } });
}

/** POST /api/workspaces/unassign-team-member/ (either kind of workspace). */
export function unassignTeamMember(workspaceId: string, email: string) {
  return apiRequest('/workspaces/unassign-team-member/', messageResponse, {
    body: { workspace_id: workspaceId, email },
  });
}
