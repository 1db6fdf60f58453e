import type { TeamMembersResponse } from '@lexi/shared/api/team';
import { TEAM_ROLE_LABELS } from '@lexi/shared/team-roles';
import type { Deps } from '../../deps.ts';
import { firmManagerOf } from './firm-access.ts';
import { lawFirmPlans } from './firm-plans.ts';
import { listFirmMembers } from './law-firm.repository.ts';
import { listPendingInvites } from './team-invites.repository.ts';
import { toTeamMember } from './team-member-view.ts';

/** The firm's members (admins included), pending invitations, and plans with their seats. */
export async function listTeamMembers(
  deps: Deps,
  callerId: string,
  now = new Date(),
): Promise<Omit<TeamMembersResponse, 'success'>> {
  const firm = await firmManagerOf(deps.db, callerId);
  const [rows, invites, plans] = await Promise.all([
    listFirmMembers(deps.db, firm.organizationId),
    listPendingInvites(deps.db, firm.organizationId, now),
    lawFirmPlans(deps.db, firm, now),
  ]);
  const members = rows.map(toTeamMember);
  // The founding admin; if they have left, the longest-standing admin (the caller at worst).
  const admin =
    members.find((m) => m.id === firm.createdBy) ??
    members.find((m) => m.role === 'admin') ??
    members.find((m) => m.id === callerId);
  if (!admin) throw new Error('a firm manager must be a member');
  return {
    firm_name: firm.firmName,
    team_members: members,
    admin,
    invites: invites.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      role_label: TEAM_ROLE_LABELS[i.role],
      expires_at: i.expiresAt.toISOString(),
      created_at: i.createdAt.toISOString(),
    })),
    law_firm_plans: plans,
    has_plan: plans.length > 0,
  };
}
