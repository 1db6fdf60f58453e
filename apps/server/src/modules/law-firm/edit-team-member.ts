import type { editTeamMemberRequest, TeamMember } from '@lexi/shared/api/team';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { lockFirmAdmins, updateMemberRole } from '../organizations/organizations.repository.ts';
import { insertSubscription } from '../plans/subscriptions.repository.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { firmManagerOf, memberRoleIn } from './firm-access.ts';
import { lawFirmPlans } from './firm-plans.ts';
import { teamErrors } from './law-firm.errors.ts';
import { findFirmMember, findSeat, insertSeat, lockFirm, releaseSeat } from './law-firm.repository.ts';
import { toTeamMember } from './team-member-view.ts';

export type EditTeamMemberInput = z.output<typeof editTeamMemberRequest>;

/**
 * Changes a member's role and, when `selectedPlan` is given, their seat: a plan code of the firm
 * gives them a seat of it, '' (or null) gives their seat back. The firm's row is locked so that two
 * edits cannot hand out the last seat twice or demote the last two admins at once.
 */
export async function editTeamMember(
  deps: Deps,
  callerId: string,
  input: EditTeamMemberInput,
  now = new Date(),
): Promise<TeamMember> {
  const firm = await firmManagerOf(deps.db, callerId);
  await deps.db.transaction(async (tx) => {
    await lockFirm(tx, firm.organizationId);
    const current = await memberRoleIn(tx, firm.organizationId, input.team_member_id);
    if (current === 'admin' && input.role !== 'admin') {
      const admins = await lockFirmAdmins(tx, firm.organizationId);
      if (admins.length <= 1) throw teamErrors.lastAdmin();
    }
    if (current !== input.role)
      await updateMemberRole(tx, firm.organizationId, input.team_member_id, input.role);
    if (input.selectedPlan !== undefined) {
      await changeSeat(tx, firm, input.team_member_id, input.selectedPlan, now);
    }
  });
  // A seat given or taken back changes the member's subscription.
  if (input.selectedPlan !== undefined) await userPlansChanged(deps, [input.team_member_id]);
  const row = await findFirmMember(deps.db, firm.organizationId, input.team_member_id);
  if (!row) throw teamErrors.memberNotFound();
  return toTeamMember(row);
}

async function changeSeat(
  tx: Db,
  firm: { organizationId: string; createdBy: string },
  userId: string,
  planCode: string | null,
  now: Date,
) {
  const seat = await findSeat(tx, userId);
  if (!planCode || planCode === 'none') {
    await releaseSeat(tx, userId, now);
    return;
  }
  if (seat?.planCode === planCode) return;
  const plan = (await lawFirmPlans(tx, firm, now)).find((p) => p.code === planCode);
  if (!plan) throw teamErrors.planNotAvailable();
  if (plan.seats_available < 1) throw teamErrors.noSeatsLeft();
  await releaseSeat(tx, userId, now);
  const sub = await insertSubscription(tx, {
    userId,
    planCode,
    startedAt: now,
    expiresAt: plan.expires_at ? new Date(plan.expires_at) : null,
  });
  await insertSeat(tx, {
    organizationId: firm.organizationId,
    userId,
    planCode,
    subscriptionId: sub.id,
    assignedAt: now,
  });
}
