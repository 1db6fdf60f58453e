import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { errorBody } from '../../test/mock-api.ts';
import { toLoginRefusal } from './login-refusal.ts';

const refusal = (status: number, body: Record<string, unknown> | null) =>
  toLoginRefusal(new ApiError(status, body));

describe('a refused login (spec §8 Login)', () => {
  it('HTTP 401 shows the server message, else "Invalid username or password"', () => {
    expect(refusal(401, errorBody('Wrong password, friend'))).toEqual({
      kind: 'error',
      message: 'Wrong password, friend',
    });
    expect(refusal(401, null)).toEqual({ kind: 'error', message: 'Invalid username or password' });
  });

  it('an account the firm made and its owner has not confirmed says so, and opens no prompt', () => {
    const body = errorBody(messages.accounts.confirmationPending, { code: 'accounts.confirmation_pending' });
    expect(refusal(403, body)).toEqual({ kind: 'error', message: messages.accounts.confirmationPending });
  });

  it('HTTP 429 (lockout) shows the server message', () => {
    expect(refusal(429, errorBody(messages.accounts.loginLocked))).toEqual({
      kind: 'error',
      message: messages.accounts.loginLocked,
    });
  });

  it('an unverified email opens the email prompt, with the server message or "Your account is not verified"', () => {
    expect(
      refusal(403, errorBody('Verify first', { email_verified: false, data: { email: 'a@b.co' } })),
    ).toEqual({
      kind: 'verify-email',
      message: 'Verify first',
      email: 'a@b.co',
    });
    expect(
      refusal(403, {
        success: false,
        message: '',
        error: 'x',
        code: 'y',
        email_verified: false,
        data: { email: 'a@b.co' },
      }),
    ).toMatchObject({ kind: 'verify-email', message: 'Your account is not verified' });
  });

  it('an unverified mobile opens the mobile prompt, with the server message or "Your mobile number is not verified"', () => {
    const body = { mobile_verified: false, mobile_number: '9876543210', country_code: '+91' };
    expect(refusal(403, errorBody('Verify your phone', body))).toEqual({
      kind: 'verify-mobile',
      message: 'Verify your phone',
      mobile: '9876543210',
      countryCode: '+91',
    });
    expect(refusal(403, { success: false, message: '', error: 'x', code: 'y', ...body })).toMatchObject({
      kind: 'verify-mobile',
      message: 'Your mobile number is not verified',
    });
  });

  it('any other failure shows the server error, else "Login failed"', () => {
    expect(refusal(500, null)).toEqual({ kind: 'error', message: 'Login failed' });
    expect(refusal(403, errorBody('Account disabled'))).toEqual({
      kind: 'error',
      message: 'Account disabled',
    });
    expect(toLoginRefusal(new Error('not an api error'))).toEqual({ kind: 'error', message: 'Login failed' });
  });
});
