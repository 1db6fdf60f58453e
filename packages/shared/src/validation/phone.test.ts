import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { internationalNumber, mobileNumberField, mobileNumberProblem } from './phone.ts';

describe('international mobile numbers', () => {
  it('puts the country code before a 10-digit national number', () => {
    expect(internationalNumber('+44', '7911 123456')).toBe('+447911123456');
    expect(internationalNumber('+1', '(415) 555-0142')).toBe('+14155550142');
  });

  it('keeps a full number as it is, whatever country code is beside it', () => {
    expect(internationalNumber('+44', '+65 9123 4567')).toBe('+6591234567');
    expect(internationalNumber(undefined, '+919876543210')).toBe('+919876543210');
  });

  it('makes no number without a country code, from a bad code or from a short national number', () => {
    expect(internationalNumber(undefined, '9876543210')).toBeNull();
    expect(internationalNumber('', '9876543210')).toBeNull();
    expect(internationalNumber('44', '9876543210')).toBeNull();
    expect(internationalNumber('+44', '12345')).toBeNull();
    expect(internationalNumber(null, '+0123456789')).toBeNull();
  });

  it('says what is wrong, and on the country code only where the country code is the problem', () => {
    const strict = { countryCodeDefault: false };
    const onNumber = (message: string) => ({ field: 'mobile', message });
    const onCode = (message: string) => ({ field: 'country_code', message });
    expect(mobileNumberProblem('', '', strict)).toEqual(onNumber(messages.common.required));
    expect(mobileNumberProblem('+44', '12345', strict)).toEqual(
      onNumber(messages.common.invalidInternationalPhone),
    );
    expect(mobileNumberProblem('', '9876543210', strict)).toEqual(
      onCode(messages.common.countryCodeRequired),
    );
    expect(mobileNumberProblem('', '9876543210', { countryCodeDefault: true })).toBeNull();
    expect(mobileNumberProblem('91', '9876543210', strict)).toEqual(
      onCode(messages.accounts.countryCodeInvalid),
    );
    expect(mobileNumberProblem('', '+44 7911 123456', strict)).toBeNull();
  });

  it('reads a form value without its separators', () => {
    expect(mobileNumberField.parse(' 98765-43210 ')).toBe('9876543210');
    expect(mobileNumberField.safeParse('98765').error?.issues[0]?.message).toBe(
      messages.common.invalidInternationalPhone,
    );
  });
});
