import type { z } from 'zod';
import { DEFAULT_FILE_NAME } from '../constants.ts';
import { messages } from '../messages.ts';
import { singleLineText, truncateCodePoints } from './safe-text.ts';

/** Field rules shared by the browser forms and the server's request schemas. */
export const PHONE_PATTERN = /^\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A required text: empty or whitespace gives 'This field is required'. */
export const requiredText = (max = 200) =>
  singleLineText({ error: messages.common.required })
    .trim()
    .min(1, { error: messages.common.required })
    .max(max, { error: `Must be at most ${max} characters` });

export const emailField = singleLineText({ error: messages.common.required })
  .trim()
  .min(1, { error: messages.common.required })
  .max(254, { error: messages.common.invalidEmail })
  .regex(EMAIL_PATTERN, { error: messages.common.invalidEmail })
  .transform((v) => v.toLowerCase());

export const phoneField = singleLineText({ error: messages.common.required })
  .trim()
  .min(1, { error: messages.common.required })
  .regex(PHONE_PATTERN, { error: messages.common.invalidPhone });

export const usernameField = singleLineText({ error: messages.common.required })
  .trim()
  .min(1, { error: messages.common.required })
  .regex(USERNAME_PATTERN, { error: messages.accounts.usernameInvalid });

export const countryCodeField = singleLineText({ error: messages.common.required })
  .trim()
  .regex(COUNTRY_CODE_PATTERN, { error: messages.accounts.countryCodeInvalid });

/**
 * A file name as shown to people: the last path segment only, at most 255 characters counted as
 * code points, so that a name of emoji is never cut in the middle of one.
 */
export const fileNameField = singleLineText()
  .trim()
  .max(1000)
  .optional()
  .transform((v) => truncateCodePoints(v?.split(/[\\/]/).pop()?.trim() || DEFAULT_FILE_NAME, 255));

/** A new password's length rule; the server also refuses the most common passwords. */
export const newPasswordField = singleLineText({ error: messages.common.required })
  .min(1, { error: messages.common.required })
  .min(PASSWORD_MIN, { error: messages.accounts.passwordTooShort })
  .max(PASSWORD_MAX, { error: messages.accounts.passwordTooLong });

export const otpField = singleLineText({ error: messages.login.otpRequired })
  .trim()
  .min(1, { error: messages.login.otpRequired })
  .regex(OTP_PATTERN, { error: messages.accounts.otpFormat });

/**
 * Runs one zod field schema and returns its first message, or null when the value is valid.
 * Forms call this on every change so that an error clears as soon as the value becomes valid.
 */
export function fieldError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? messages.common.invalidRequest;
}
