import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@lexi/shared/constants';
import type { Deps } from '../../deps.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/crypto/passwords.ts';
import { accountErrors } from './accounts.errors.ts';
import {
  clearLoginFailures,
  countLoginFailuresSince,
  recordLoginFailure,
} from './login-failures.repository.ts';
import { createSession, type SessionMeta } from './session.service.ts';
import { findUserByLogin } from './users.repository.ts';
import type { UserRow } from './users.table.ts';

export type LoginResult = { token: string; expiresAt: Date; user: UserRow };

/**
 * Signs a person in by username (or email) and password.
 * - After 10 failures in 15 minutes the account is locked for the rest of the window, checked
 *   before the password so that guessing stops; an unknown name is counted the same way, so the
 *   answers never tell whether a name exists.
 * - Only a correct password learns that the email or the mobile still needs verifying, or that an
 *   account a firm's admin made must first be confirmed from the emailed link.
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string },
  meta: SessionMeta,
  now = new Date(),
): Promise<LoginResult> {
  const user = await findUserByLogin(deps.db, input.username);
  const subject = user ? `user:${user.id}` : `name:${input.username.trim().toLowerCase()}`;
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  if ((await countLoginFailuresSince(deps.db, subject, windowStart)) >= LOGIN_MAX_FAILURES) {
    throw accountErrors.locked();
  }
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await recordLoginFailure(deps.db, subject, meta.ip);
    throw accountErrors.invalidCredentials();
  }
  await clearLoginFailures(deps.db, subject);
  if (user.awaitingConfirmationUntil) throw accountErrors.confirmationPending();
  if (!user.emailVerifiedAt) throw accountErrors.emailNotVerified(user.email);
  if (!user.mobileVerifiedAt) throw accountErrors.mobileNotVerified(user.phoneNumber, user.countryCode);
  const session = await createSession(deps, user.id, meta, now);
  return { ...session, user };
}
