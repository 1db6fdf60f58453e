import {
  OTP_MAX_WRONG_TRIES,
  OTP_SENDS_PER_HOUR,
  OTP_SENDS_PER_MINUTE,
  OTP_TTL_MINUTES,
} from '@lexi/shared/constants';
import type { Deps } from '../../deps.ts';
import { hashToken, hmac, randomToken, safeEqualHex, sixDigitCode } from '../../lib/crypto/tokens.ts';
import { accountErrors } from './accounts.errors.ts';
import {
  addWrongTry,
  consumeOtp,
  countSendsSince,
  deleteOtp,
  findLatestOtp,
  insertOtp,
  type OtpChannel,
  type OtpRowPurpose,
  otpFamily,
} from './otp-codes.repository.ts';

export type OtpTarget = { channel: OtpChannel; address: string; purpose: OtpRowPurpose };

function codeHash(deps: Deps, target: OtpTarget, code: string): string {
  return hmac(deps.config.appSecret, target.channel, target.address, target.purpose, code);
}

/**
 * Issues a 6-digit code for the target and hands it to `deliver` (which may decide not to send,
 * e.g. for an unknown address: the answer and the limits stay the same either way).
 * At most one send a minute and five an hour per address. A send counts only once it went out:
 * when the mail or SMS cannot be sent (the outbox unwritable, the gateway down), the code's row is
 * removed again, so that it neither uses up the allowance nor can be verified, and the person is
 * told to try again in a few minutes (503).
 */
export async function issueOtp(
  deps: Deps,
  target: OtpTarget,
  deliver: (code: string) => Promise<void>,
  now = new Date(),
): Promise<void> {
  const { channel, address } = target;
  const family = otpFamily(target.purpose);
  const minuteAgo = new Date(now.getTime() - 60_000);
  if ((await countSendsSince(deps.db, channel, address, minuteAgo, family)) >= OTP_SENDS_PER_MINUTE) {
    throw accountErrors.otpTooSoon();
  }
  const hourAgo = new Date(now.getTime() - 3_600_000);
  if ((await countSendsSince(deps.db, channel, address, hourAgo, family)) >= OTP_SENDS_PER_HOUR) {
    throw accountErrors.otpHourly();
  }
  const code = sixDigitCode();
  const id = await insertOtp(deps.db, {
    ...target,
    codeHash: codeHash(deps, target, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  try {
    await deliver(code);
  } catch (error) {
    await deleteOtp(deps.db, id);
    throw accountErrors.otpNotSent(error);
  }
}

/**
 * Checks a code against the newest one issued for the target: valid 10 minutes, used once, dead
 * after 5 wrong tries. With `withProof`, a correct code also yields a one-time proof token.
 */
export async function checkOtp(
  deps: Deps,
  target: OtpTarget,
  code: string,
  options: { withProof?: boolean } = {},
  now = new Date(),
): Promise<{ proof: string | null }> {
  const row = await findLatestOtp(deps.db, target.channel, target.address, target.purpose);
  if (!row || row.consumedAt || row.expiresAt <= now) throw accountErrors.otpInvalid();
  if (row.wrongTries >= OTP_MAX_WRONG_TRIES) throw accountErrors.otpTooManyTries();
  if (!safeEqualHex(row.codeHash, codeHash(deps, target, code))) {
    const tries = await addWrongTry(deps.db, row.id);
    throw tries >= OTP_MAX_WRONG_TRIES ? accountErrors.otpTooManyTries() : accountErrors.otpInvalid();
  }
  const proof = options.withProof ? randomToken(32) : null;
  const used = await consumeOtp(deps.db, row.id, now, proof ? hashToken(proof) : null);
  if (!used) throw accountErrors.otpInvalid();
  return { proof };
}
