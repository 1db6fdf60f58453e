import { messages } from '../messages.ts';
import { COUNTRY_CODE_PATTERN, PHONE_PATTERN } from './fields.ts';
import { singleLineText } from './safe-text.ts';

/**
 * International phone numbers (E.164: `+`, a country code that does not start with 0, then the
 * national number; at most 15 digits in all). The spec's forms take a country code and a 10-digit
 * national number; a number written in full with its `+` code is accepted too, for countries whose
 * national numbers are not 10 digits long.
 */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** The number without the spaces, dashes, dots and brackets people type inside numbers. */
export function compactNumber(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, '');
}

/** Whether the number is written in full with its country code (starts with `+`). */
export function isFullNumber(value: string): boolean {
  return compactNumber(value).startsWith('+');
}

/**
 * The number in E.164 form: a full `+…` number as it is, or the country code followed by a
 * 10-digit national number; null when the two do not make an international number.
 */
export function internationalNumber(countryCode: string | null | undefined, number: string): string | null {
  const compact = compactNumber(number);
  if (compact.startsWith('+')) return E164_PATTERN.test(compact) ? compact : null;
  const code = countryCode?.trim() ?? '';
  if (!PHONE_PATTERN.test(compact) || !COUNTRY_CODE_PATTERN.test(code)) return null;
  const full = `${code}${compact}`;
  return E164_PATTERN.test(full) ? full : null;
}

/** A mobile number as a form sends it: 10 digits (with a country code beside it) or a full `+…` number. */
export const mobileNumberField = singleLineText({ error: messages.common.required })
  .transform(compactNumber)
  .refine((v) => v !== '', { error: messages.common.required })
  .refine((v) => PHONE_PATTERN.test(v) || E164_PATTERN.test(v), {
    error: messages.common.invalidInternationalPhone,
  });

/**
 * What is wrong with a mobile number and its country code, and which of the two fields says it;
 * null when they make an international number. With `countryCodeDefault` (the owner, whose
 * account has a country code) an empty country code is allowed.
 */
export function mobileNumberProblem(
  countryCode: string,
  number: string,
  options: { countryCodeDefault: boolean },
): { field: 'mobile' | 'country_code'; message: string } | null {
  const compact = compactNumber(number);
  if (compact === '') return { field: 'mobile', message: messages.common.required };
  if (!PHONE_PATTERN.test(compact) && !E164_PATTERN.test(compact))
    return { field: 'mobile', message: messages.common.invalidInternationalPhone };
  if (compact.startsWith('+')) return null;
  if (countryCode.trim() === '') {
    return options.countryCodeDefault
      ? null
      : { field: 'country_code', message: messages.common.countryCodeRequired };
  }
  return internationalNumber(countryCode, compact)
    ? null
    : { field: 'country_code', message: messages.accounts.countryCodeInvalid };
}
