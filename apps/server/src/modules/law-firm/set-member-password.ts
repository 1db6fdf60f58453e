import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto/passwords.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { isCommonPassword } from '../accounts/common-passwords.ts';
import { findUserById, markAccountConfirmed, updatePasswordHash } from '../accounts/users.repository.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { teamErrors } from './law-firm.errors.ts';
import {
  findPasswordLinkByHash,
  lockPasswordLinkByHash,
  markPasswordLinkUsed,
} from './member-password-links.repository.ts';
import { assertLinkLive } from './team-links.ts';

/**
 * A bulk-imported member chooses their first password through the emailed link, which also proves
 * their email address and ends the account's wait for confirmation. They then sign in as usual
 * (and verify their mobile number there).
 */
export async function setMemberPassword(
  deps: Deps,
  input: { token: string; password: string },
  now = new Date(),
): Promise<string> {
  const tokenHash = hashToken(input.token);
  assertLinkLive(await findPasswordLinkByHash(deps.db, tokenHash), now, 'set_password');
  if (isCommonPassword(input.password)) throw teamErrors.commonPassword();
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const link = await lockPasswordLinkByHash(tx, tokenHash);
    assertLinkLive(link, now, 'set_password');
    const user = await findUserById(tx, link.userId);
    if (!user) throw teamErrors.linkInvalid();
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await markAccountConfirmed(tx, user.id, now, { mobile: false });
    await markPasswordLinkUsed(tx, link.id, now);
    return user.id;
  });
  await userPlansChanged(deps, [userId]);
  return messages.team.own.passwordSet;
}
