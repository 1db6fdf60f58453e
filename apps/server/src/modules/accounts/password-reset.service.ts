import { OTP_TTL_MINUTES } from '@lexi/shared/constants';
import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto/passwords.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { accountErrors } from './accounts.errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { clearLoginFailures } from './login-failures.repository.ts';
import { checkOtp } from './otp.service.ts';
import { useResetProof } from './otp-codes.repository.ts';
import { announceSessionsEnded, endAllSessions } from './session.service.ts';
import { findUserByEmail, markEmailVerified, updatePasswordHash } from './users.repository.ts';

/** Step 2 of the reset: a correct emailed code yields the one-time proof that step 3 requires. */
export async function verifyResetOtp(deps: Deps, email: string, otp: string, now = new Date()) {
  const { proof } = await checkOtp(
    deps,
    { channel: 'email', address: email, purpose: 'forgot_password' },
    otp,
    { withProof: true },
    now,
  );
  return { message: messages.login.otpVerified, resetToken: proof ?? '' };
}

/**
 * Step 3: sets the new password. The proof is used once and only within the code's lifetime;
 * every session of the account ends, and the email counts as verified since the code reached it.
 */
export async function resetPassword(
  deps: Deps,
  input: { email: string; newPassword: string; resetToken: string },
  now = new Date(),
) {
  if (isCommonPassword(input.newPassword)) throw accountErrors.commonPassword('new_password');
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw accountErrors.resetNotVerified();
  const passwordHash = await hashPassword(input.newPassword);
  const notBefore = new Date(now.getTime() - OTP_TTL_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    const ok = await useResetProof(tx, input.email, hashToken(input.resetToken), now, notBefore);
    if (!ok) throw accountErrors.resetNotVerified();
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await endAllSessions(deps, tx, user.id, now);
    await clearLoginFailures(tx, `user:${user.id}`);
    await markEmailVerified(tx, input.email, now);
  });
  await announceSessionsEnded(deps, user.id);
  await userPlansChanged(deps, [user.id]);
  return messages.accounts.passwordReset;
}
