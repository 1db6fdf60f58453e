import type { inviteMemberRequest, TeamInvite } from '@lexi/shared/api/team';
import { TEAM_ROLE_LABELS } from '@lexi/shared/team-roles';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { findUserByEmail, findUserById, releaseLapsedHolds } from '../accounts/users.repository.ts';
import { firmManagerOf } from './firm-access.ts';
import { teamErrors } from './law-firm.errors.ts';
import { insertInvite, revokeOpenInviteOf } from './team-invites.repository.ts';
import { newLinkToken, teamLinkUrl } from './team-links.ts';
import { inviteMail } from './team-mails.ts';

export type InviteMemberInput = z.output<typeof inviteMemberRequest>;

/**
 * Emails an invitation link carrying a random token (only its hash is kept). Inviting the same
 * address again withdraws the earlier link. The mail is sent inside the transaction: if it cannot
 * be sent, no invitation is left behind.
 */
export async function inviteMember(
  deps: Deps,
  callerId: string,
  input: InviteMemberInput,
  now = new Date(),
): Promise<TeamInvite> {
  const firm = await firmManagerOf(deps.db, callerId);
  await releaseLapsedHolds(deps.db, { emails: [input.email] }, now);
  if (await findUserByEmail(deps.db, input.email)) throw teamErrors.inviteEmailTaken();
  const inviter = await findUserById(deps.db, callerId);
  const link = newLinkToken(now);
  const invite = await deps.db.transaction(async (tx) => {
    await revokeOpenInviteOf(tx, firm.organizationId, input.email, now);
    const row = await insertInvite(tx, {
      organizationId: firm.organizationId,
      email: input.email,
      role: input.role,
      message: input.message,
      tokenHash: link.tokenHash,
      invitedBy: callerId,
      expiresAt: link.expiresAt,
      createdAt: now,
    });
    try {
      await deps.mailer.send(
        inviteMail({
          to: input.email,
          firmName: firm.firmName,
          inviter: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : firm.firmName,
          role: input.role,
          note: input.message,
          url: teamLinkUrl(deps.config.publicUrl, 'join', link.token),
          expiresAt: link.expiresAt,
        }),
      );
    } catch {
      throw teamErrors.mailFailed();
    }
    return row;
  });
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    role_label: TEAM_ROLE_LABELS[invite.role],
    expires_at: invite.expiresAt.toISOString(),
    created_at: invite.createdAt.toISOString(),
  };
}
