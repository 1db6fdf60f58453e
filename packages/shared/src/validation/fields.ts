import { z } from 'zod';
import { DEFAULT_FILE_NAME } from '../constants.ts';
import { accountsMessages } from '../messages/accounts.ts';
import { commonMessages } from '../messages/common.ts';
import { loginMessages } from '../messages/login.ts';
import { singleLineText, truncateCodePoints } from './safe-text.ts';

/** Field rules shared by the browser forms and the server's request schemas. */
export const PHONE_PATTERN = /^\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * True when `text` starts with a day of the calendar, YYYY-MM-DD, that exists and that a
 * PostgreSQL `date` can hold: no 30 February (which `Date.parse` rolls over to 2 March), no
 * month 13, no year 0. What follows the date (a time) is not looked at.
 */
export function startsWithCalendarDate(text: string): boolean {
  const match = DATE_PREFIX.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (setUTCFullYear keeps years below 100).
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}

/**
 * A calendar day, YYYY-MM-DD, or an ISO date-time of which the day is kept; an empty value is
 * 'This field is required', a day that does not exist is `invalid`.
 */
export const calendarDateField = (invalid: string) =>
  singleLineText({ error: commonMessages.required })
    .trim()
    .min(1, { error: commonMessages.required })
    .refine((v) => /^\d{4}-\d{2}-\d{2}($|T)/.test(v) && startsWithCalendarDate(v), { error: invalid })
    .transform((v) => v.slice(0, 10));

/**
 * A moment in time: an ISO date-time (or a datetime-local value, read in the server's zone) on a
 * day that exists; empty is `messages.required`, anything else unreadable `messages.invalid`.
 */
export const momentField = (texts: { required: string; invalid: string }) =>
  singleLineText({ error: texts.required })
    .trim()
    .min(1, { error: texts.required })
    .refine((v) => startsWithCalendarDate(v) && !Number.isNaN(Date.parse(v)), { error: texts.invalid })
    .transform((v) => new Date(v));

/**
 * A number sent as a JSON number or as a string of one ("0.25"). Unlike `z.coerce.number`, it
 * refuses null, '', [] and true instead of reading them as 0 or 1: a missing value is an error,
 * never the top-left corner of a page. Pipe it into `z.number()` for its range.
 */
export const numberInput = (error: string) =>
  z.union(
    [
      z.number({ error }),
      singleLineText({ error })
        .trim()
        .regex(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/, { error })
        .transform(Number),
    ],
    { error },
  );

/** A required text: empty or whitespace gives 'This field is required'. */
export const requiredText = (max = 200) =>
  singleLineText({ error: commonMessages.required })
    .trim()
    .min(1, { error: commonMessages.required })
    .max(max, { error: `Must be at most ${max} characters` });

export const emailField = singleLineText({ error: commonMessages.required })
  .trim()
  .min(1, { error: commonMessages.required })
  .max(254, { error: commonMessages.invalidEmail })
  .regex(EMAIL_PATTERN, { error: commonMessages.invalidEmail })
  .transform((v) => v.toLowerCase());

export const phoneField = singleLineText({ error: commonMessages.required })
  .trim()
  .min(1, { error: commonMessages.required })
  .regex(PHONE_PATTERN, { error: commonMessages.invalidPhone });

export const usernameField = singleLineText({ error: commonMessages.required })
  .trim()
  .min(1, { error: commonMessages.required })
  .regex(USERNAME_PATTERN, { error: accountsMessages.usernameInvalid });

export const countryCodeField = singleLineText({ error: commonMessages.required })
  .trim()
  .regex(COUNTRY_CODE_PATTERN, { error: accountsMessages.countryCodeInvalid });

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
export const newPasswordField = singleLineText({ error: commonMessages.required })
  .min(1, { error: commonMessages.required })
  .min(PASSWORD_MIN, { error: accountsMessages.passwordTooShort })
  .max(PASSWORD_MAX, { error: accountsMessages.passwordTooLong });

export const otpField = singleLineText({ error: loginMessages.otpRequired })
  .trim()
  .min(1, { error: loginMessages.otpRequired })
  .regex(OTP_PATTERN, { error: accountsMessages.otpFormat });

/**
 * Runs one zod field schema and returns its first message, or null when the value is valid.
 * Forms call this on every change so that an error clears as soon as the value becomes valid.
 */
export function fieldError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? commonMessages.invalidRequest;
}
