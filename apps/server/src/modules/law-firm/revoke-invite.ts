import type { Deps } from '../../deps.ts';
import { firmManagerOf } from './firm-access.ts';
import { teamErrors } from './law-firm.errors.ts';
import { findOpenInvite, revokeInvite } from './team-invites.repository.ts';

/** Withdraws an open invitation of the caller's firm: its link stops working. */
export async function revokeTeamInvite(deps: Deps, callerId: string, inviteId: string, now = new Date()) {
  const firm = await firmManagerOf(deps.db, callerId);
  const invite = await findOpenInvite(deps.db, firm.organizationId, inviteId);
  if (!invite) throw teamErrors.inviteNotFound();
  await revokeInvite(deps.db, invite.id, now);
}
