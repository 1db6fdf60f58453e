import type { registerTeamMemberRequest } from '@lexi/shared/api/team';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto/passwords.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { isCommonPassword } from '../accounts/common-passwords.ts';
import { createSession, type SessionMeta } from '../accounts/session.service.ts';
import type { UserRow } from '../accounts/users.table.ts';
import { checkMobileCode, sendMobileCodeTo } from '../accounts/verification.service.ts';
import { teamErrors } from './law-firm.errors.ts';
import { liveInvite } from './live-team-links.ts';
import { assertIdentitiesFree, insertMemberAccounts } from './member-accounts.ts';
import { markInviteAccepted } from './team-invites.repository.ts';

export type RegisterInvitedInput = z.output<typeof registerTeamMemberRequest>;

/** The join page texts a code to the mobile number the invited person typed (a live invitation only). */
export async function sendJoinMobileCode(
  deps: Deps,
  input: { token: string; phone_number: string; country_code: string },
  now = new Date(),
): Promise<string> {
  await liveInvite(deps.db, hashToken(input.token), now);
  return sendMobileCodeTo(deps, { phone: input.phone_number, countryCode: input.country_code });
}

/**
 * The invited person sets up their account from the emailed link and is signed in at once. The
 * link proves the email address and the texted code the mobile number, so the account is complete
 * and the session answered is the one the next sign-in would also give. The invitation row is
 * locked, so one link makes one account even when submitted twice at once.
 */
export async function registerInvitedMember(
  deps: Deps,
  input: RegisterInvitedInput,
  meta: SessionMeta,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; user: UserRow }> {
  const tokenHash = hashToken(input.token);
  // Checked once before the costly hash, and again under the lock.
  const peek = await liveInvite(deps.db, tokenHash, now);
  if (isCommonPassword(input.password)) throw teamErrors.commonPassword();
  await assertIdentitiesFree(deps.db, { ...input, email: peek.email });
  await checkMobileCode(deps, input.phone_number, input.mobile_otp, now);
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const invite = await liveInvite(tx, tokenHash, now, { lock: true });
    const [created] = await insertMemberAccounts(
      tx,
      invite.organizationId,
      [
        {
          person: { ...input, email: invite.email },
          role: invite.role,
          passwordHash,
          emailVerified: true,
          mobileVerified: true,
          awaitingConfirmationUntil: null,
        },
      ],
      now,
    );
    if (!created) throw new Error('insert returned no row');
    await markInviteAccepted(tx, invite.id, created.id, now);
    return created;
  });
  const session = await createSession(deps, user.id, meta, now);
  return { ...session, user };
}
