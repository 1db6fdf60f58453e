import { loginUnverifiedResponse } from '@lexi/shared/api/accounts';
import { commonMessages } from '@lexi/shared/messages/common';
import { loginMessages } from '@lexi/shared/messages/login';
import { ApiError, errorMessage } from '../../lib/api-error.ts';

/** What a failed login means for the page: a toast, and perhaps a verification prompt to open. */
export type LoginRefusal =
  | { kind: 'verify-email'; message: string; email: string }
  | { kind: 'verify-mobile'; message: string; mobile: string; countryCode: string }
  | { kind: 'error'; message: string };

/** Spec §8 Login: each refusal with the server's message, else the catalogue's fallback. */
export function toLoginRefusal(error: unknown): LoginRefusal {
  if (!(error instanceof ApiError)) return { kind: 'error', message: loginMessages.loginFailed };
  if (error.status === 401) {
    return { kind: 'error', message: errorMessage(error, loginMessages.invalidCredentials) };
  }
  if (error.status === 429) {
    return { kind: 'error', message: errorMessage(error, commonMessages.tooManyRequests) };
  }
  if (error.status === 403) {
    const unverified = loginUnverifiedResponse.safeParse(error.body);
    if (unverified.success) {
      const body = unverified.data;
      if (body.email_verified === false && body.data?.email) {
        return {
          kind: 'verify-email',
          message: errorMessage(error, loginMessages.emailNotVerified),
          email: body.data.email,
        };
      }
      if (body.mobile_verified === false && body.mobile_number) {
        return {
          kind: 'verify-mobile',
          message: errorMessage(error, loginMessages.mobileNotVerified),
          mobile: body.mobile_number,
          countryCode: body.country_code ?? '',
        };
      }
    }
  }
  return { kind: 'error', message: errorMessage(error, loginMessages.loginFailed) };
}
