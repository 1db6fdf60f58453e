import type { Deps } from '../../deps.ts';
import { announceSessionsEnded, endAllSessions } from '../accounts/session.service.ts';
import { deleteMembership, lockFirmAdmins } from '../organizations/organizations.repository.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { firmManagerOf, memberRoleIn } from './firm-access.ts';
import { teamErrors } from './law-firm.errors.ts';
import { lockFirm, releaseSeat } from './law-firm.repository.ts';

/**
 * Takes a member out of the firm: the membership and any plan seat go, and every session of that
 * person ends at once, so they can no longer act for the firm. Their account stays (as a person
 * without a firm); what they made for the firm stays with the firm.
 */
export async function removeTeamMember(deps: Deps, callerId: string, memberId: string, now = new Date()) {
  const firm = await firmManagerOf(deps.db, callerId);
  if (memberId === callerId) throw teamErrors.cannotRemoveSelf();
  await deps.db.transaction(async (tx) => {
    await lockFirm(tx, firm.organizationId);
    const role = await memberRoleIn(tx, firm.organizationId, memberId);
    if (role === 'admin' && (await lockFirmAdmins(tx, firm.organizationId)).length <= 1) {
      throw teamErrors.lastAdmin();
    }
    await releaseSeat(tx, memberId, now);
    await deleteMembership(tx, firm.organizationId, memberId);
    // Accounts' session service, imported: the sessions must end in this very transaction.
    await endAllSessions(deps, tx, memberId, now);
  });
  await announceSessionsEnded(deps, memberId);
  // Their seat's subscription was cancelled.
  await userPlansChanged(deps, [memberId]);
}
