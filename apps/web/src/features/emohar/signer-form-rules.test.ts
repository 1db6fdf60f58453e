import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { signerFieldError, signerFormErrors } from './signer-form-rules.ts';

const optional = { mobileRequired: false };

describe('the signer identity rules', () => {
  it('asks for the name as on the Aadhaar card', () => {
    expect(signerFieldError('aadhar_name', '  ', optional)).toBe(messages.common.required);
    expect(signerFieldError('aadhar_name', 'Asha Rao', optional)).toBeNull();
  });

  it('takes exactly the last four digits of the ID number', () => {
    expect(signerFieldError('aadhar_four_digit', '123', optional)).toBe(esignMessages.fourDigits);
    expect(signerFieldError('aadhar_four_digit', '12345', optional)).toBe(esignMessages.fourDigits);
    expect(signerFieldError('aadhar_four_digit', '12a4', optional)).toBe(esignMessages.fourDigits);
    expect(signerFieldError('aadhar_four_digit', '1234', optional)).toBeNull();
  });

  it('checks the email, the gender and the year of birth', () => {
    expect(signerFieldError('email', 'asha@', optional)).toBe(messages.common.invalidEmail);
    expect(signerFieldError('gender', '', optional)).toBe(esignMessages.gender);
    expect(signerFieldError('gender', 'female', optional)).toBeNull();
    expect(signerFieldError('dob', '88', optional)).toBe(esignMessages.yearOfBirth);
    expect(signerFieldError('dob', '1850', optional)).toBe(esignMessages.yearOfBirth);
    expect(signerFieldError('dob', String(new Date().getFullYear() + 1), optional)).toBe(
      esignMessages.yearOfBirth,
    );
    expect(signerFieldError('dob', '1990', optional)).toBeNull();
  });

  it('requires a 10-digit mobile number only for 2-factor e-sign', () => {
    expect(signerFieldError('mobile', '', optional)).toBeNull();
    expect(signerFieldError('mobile', '', { mobileRequired: true })).toBe(esignMessages.mobileRequired);
    expect(signerFieldError('mobile', '98765', optional)).toBe(messages.common.invalidPhone);
    expect(signerFieldError('mobile', '9876543210', { mobileRequired: true })).toBeNull();
  });

  it('lists every error of a form at once', () => {
    const errors = signerFormErrors(
      { aadhar_name: '', aadhar_four_digit: '1', email: 'x', gender: '', dob: '', mobile: '' },
      optional,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'aadhar_four_digit',
      'aadhar_name',
      'dob',
      'email',
      'gender',
    ]);
  });
});
