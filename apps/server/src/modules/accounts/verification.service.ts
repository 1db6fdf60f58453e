import { messages } from '@lexi/shared/messages';
import { internationalNumber } from '@lexi/shared/validation/phone';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { checkOtp, issueOtp } from './otp.service.ts';
import {
  findUnverifiedUsersByPhone,
  findUserByEmail,
  markEmailVerified,
  markMobileVerified,
} from './users.repository.ts';

const TTL_TEXT = 'It is valid for 10 minutes. If you did not ask for it, ignore this message.';

/** Sends an email-verification or password-reset code. Unknown addresses get no mail but the same answer. */
export async function sendEmailOtp(deps: Deps, email: string, purpose: 'verify_email' | 'forgot_password') {
  const user = await findUserByEmail(deps.db, email);
  const wanted = purpose === 'forgot_password' ? Boolean(user) : Boolean(user && !user.emailVerifiedAt);
  await issueOtp(deps, { channel: 'email', address: email, purpose }, async (code) => {
    if (!wanted || !user) return;
    const what =
      purpose === 'forgot_password' ? 'reset your LeXi password' : 'verify your email address on LeXi';
    await deps.mailer.send({
      to: email,
      subject:
        purpose === 'forgot_password' ? 'Your LeXi password reset code' : 'Your LeXi verification code',
      text: `Hello ${user.firstName},\n\nYour code to ${what} is ${code}.\n${TTL_TEXT}\n\nLeXi`,
    });
  });
  return messages.login.otpSent;
}

export async function verifyEmailOtp(deps: Deps, email: string, otp: string, now = new Date()) {
  await checkOtp(deps, { channel: 'email', address: email, purpose: 'verify_email' }, otp, {}, now);
  await userPlansChanged(deps, await markEmailVerified(deps.db, email, now));
  return messages.login.otpVerified;
}

const mobileCodeText = (code: string) => `Your LeXi verification code is ${code}. ${TTL_TEXT}`;

/** Sends a code by SMS to the accounts that have this unverified mobile number. */
export async function sendMobileOtp(deps: Deps, mobile: string) {
  const owners = await findUnverifiedUsersByPhone(deps.db, mobile);
  await issueOtp(deps, { channel: 'sms', address: mobile, purpose: 'verify_mobile' }, async (code) => {
    const numbers = new Set(owners.map((u) => internationalNumber(u.countryCode, u.phoneNumber)));
    for (const number of numbers) {
      // Registration checks both parts, so an account always has one; an impossible one gets no SMS.
      if (!number) continue;
      await deps.sms.send(number, mobileCodeText(code));
    }
  });
  return messages.accounts.mobileOtpSent;
}

/**
 * Texts a mobile-verification code to one number that is not an account's yet (a person joining
 * their firm, or confirming the account their firm made), with the same limits as every code.
 */
export async function sendMobileCodeTo(deps: Deps, mobile: { phone: string; countryCode: string }) {
  const number = internationalNumber(mobile.countryCode, mobile.phone);
  if (!number)
    throw new AppError('common.invalid_international_phone', 400, messages.common.invalidInternationalPhone);
  await issueOtp(deps, { channel: 'sms', address: mobile.phone, purpose: 'verify_mobile' }, (code) =>
    deps.sms.send(number, mobileCodeText(code)),
  );
  return messages.accounts.mobileOtpSent;
}

/** Checks (and uses up) a code texted to this number; the caller records what it proves. */
export async function checkMobileCode(deps: Deps, phone: string, otp: string, now = new Date()) {
  await checkOtp(deps, { channel: 'sms', address: phone, purpose: 'verify_mobile' }, otp, {}, now);
}

export async function verifyMobileOtp(deps: Deps, mobile: string, otp: string, now = new Date()) {
  await checkOtp(deps, { channel: 'sms', address: mobile, purpose: 'verify_mobile' }, otp, {}, now);
  await userPlansChanged(deps, await markMobileVerified(deps.db, mobile, now));
  return messages.accounts.mobileVerified;
}
