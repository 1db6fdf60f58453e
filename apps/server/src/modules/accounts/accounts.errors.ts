import { messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';

const m = messages.accounts;

export const accountErrors = {
  invalidCredentials: () =>
    new AppError('accounts.invalid_credentials', 401, messages.login.invalidCredentials),
  locked: () => new AppError('accounts.login_locked', 429, m.loginLocked),
  emailNotVerified: (email: string) =>
    new AppError('accounts.email_not_verified', 403, messages.login.emailNotVerified, {
      email_verified: false,
      data: { email },
    }),
  mobileNotVerified: (mobile: string, countryCode: string) =>
    new AppError('accounts.mobile_not_verified', 403, messages.login.mobileNotVerified, {
      mobile_verified: false,
      mobile_number: mobile,
      country_code: countryCode,
    }),
  /** Told only to the holder of the right password, like the verification answers. */
  confirmationPending: () => new AppError('accounts.confirmation_pending', 403, m.confirmationPending),
  usernameTaken: () =>
    new AppError('accounts.username_taken', 409, m.usernameTaken, { fields: { username: m.usernameTaken } }),
  emailTaken: () =>
    new AppError('accounts.email_taken', 409, m.emailTaken, { fields: { email: m.emailTaken } }),
  commonPassword: (field: string) =>
    new AppError('accounts.password_too_common', 400, m.passwordTooCommon, {
      fields: { [field]: m.passwordTooCommon },
    }),
  otpInvalid: () => new AppError('accounts.otp_invalid', 400, m.otpInvalid),
  otpTooManyTries: () => new AppError('accounts.otp_too_many_tries', 429, m.otpTooManyTries),
  otpTooSoon: () => new AppError('accounts.otp_send_too_soon', 429, m.otpSendTooSoon),
  otpHourly: () => new AppError('accounts.otp_send_hourly_limit', 429, m.otpSendHourlyLimit),
  /** The mail or SMS did not go; `cause` is logged with the 503, never shown. */
  otpNotSent: (cause: unknown) =>
    Object.assign(new AppError('accounts.otp_not_sent', 503, m.otpNotSent), { cause }),
  resetNotVerified: () => new AppError('accounts.reset_not_verified', 400, m.resetNotVerified),
  notSignedIn: () => new AppError('accounts.not_signed_in', 401, m.notSignedIn),
  sessionExpired: () => new AppError('accounts.session_expired', 401, m.sessionExpired),
};
