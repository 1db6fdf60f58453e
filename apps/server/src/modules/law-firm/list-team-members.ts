import { pagesOf } from '@lexi/shared/api/common';
import type { TeamMembersResponse } from '@lexi/shared/api/team';
import { TEAM_ROLE_LABELS, TEAM_ROLES } from '@lexi/shared/team-roles';
import type { Deps } from '../../deps.ts';
import { likeContaining } from '../../lib/sql-like.ts';
import { firmManagerOf } from './firm-access.ts';
import { lawFirmPlans } from './firm-plans.ts';
import {
  countFirmMembers,
  findFirmAdmin,
  findFirmMember,
  type MemberSearch,
  pageFirmMembers,
} from './law-firm.repository.ts';
import { listPendingInvites } from './team-invites.repository.ts';
import { toTeamMember } from './team-member-view.ts';

export type TeamPage = { page: number; pageSize: number; search: string };

/** The search text as the repository takes it: a LIKE pattern, and the roles whose label has it. */
function memberSearch(search: string): MemberSearch | undefined {
  if (!search) return undefined;
  const lowered = search.toLowerCase();
  return {
    pattern: likeContaining(search),
    roles: TEAM_ROLES.filter((role) => TEAM_ROLE_LABELS[role].toLowerCase().includes(lowered)),
  };
}

/**
 * One page of the firm's members (admins included) that match the search, with how many match,
 * the pending invitations that match, the firm's admin and its plans with their seats.
 */
export async function listTeamMembers(
  deps: Deps,
  callerId: string,
  query: TeamPage,
  now = new Date(),
): Promise<Omit<TeamMembersResponse, 'success'>> {
  const firm = await firmManagerOf(deps.db, callerId);
  const search = memberSearch(query.search);
  const [rows, total, founder, invites, plans] = await Promise.all([
    pageFirmMembers(deps.db, firm.organizationId, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      search,
    }),
    countFirmMembers(deps.db, firm.organizationId, search),
    findFirmAdmin(deps.db, firm.organizationId, firm.createdBy),
    listPendingInvites(deps.db, firm.organizationId, now),
    lawFirmPlans(deps.db, firm, now),
  ]);
  // The founding admin; if they have left, the longest-standing admin (the caller at worst).
  const admin = founder ?? (await findFirmMember(deps.db, firm.organizationId, callerId));
  if (!admin) throw new Error('a firm manager must be a member');
  const lowered = query.search.toLowerCase();
  const matching = invites.filter(
    (i) =>
      i.email.toLowerCase().includes(lowered) || TEAM_ROLE_LABELS[i.role].toLowerCase().includes(lowered),
  );
  return {
    firm_name: firm.firmName,
    team_members: rows.map(toTeamMember),
    total_members: total,
    num_pages: pagesOf(total, query.pageSize),
    page: query.page,
    admin: toTeamMember(admin),
    invites: matching.map((i) => ({
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
