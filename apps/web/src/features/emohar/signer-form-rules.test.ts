import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { type SignerValues, signerFieldError, signerFormErrors } from './signer-form-rules.ts';

const owner = { mobileRequired: false, countryCodeDefault: true };
const counterParty = { mobileRequired: true, countryCodeDefault: false };
const blank: SignerValues = {
  aadhar_name: '',
  aadhar_four_digit: '',
  email: '',
  gender: '',
  dob: '',
  mobile: '',
  country_code: '',
};
const form = (values: Partial<SignerValues>): SignerValues => ({ ...blank, ...values });

describe('the signer identity rules', () => {
  it('asks for the name as on the Aadhaar card', () => {
    expect(signerFieldError('aadhar_name', form({ aadhar_name: '  ' }), owner)).toBe(
      messages.common.required,
    );
    expect(signerFieldError('aadhar_name', form({ aadhar_name: 'Asha Rao' }), owner)).toBeNull();
  });

  it('takes exactly the last four digits of the ID number', () => {
    for (const digits of ['123', '12345', '12a4']) {
      expect(signerFieldError('aadhar_four_digit', form({ aadhar_four_digit: digits }), owner)).toBe(
        esignMessages.fourDigits,
      );
    }
    expect(signerFieldError('aadhar_four_digit', form({ aadhar_four_digit: '1234' }), owner)).toBeNull();
  });

  it("checks the email, the gender (Aadhaar's codes too) and the year of birth", () => {
    expect(signerFieldError('email', form({ email: 'asha@' }), owner)).toBe(messages.common.invalidEmail);
    expect(signerFieldError('gender', form({}), owner)).toBe(esignMessages.gender);
    expect(signerFieldError('gender', form({ gender: 'female' }), owner)).toBeNull();
    expect(signerFieldError('gender', form({ gender: 'T' }), owner)).toBeNull();
    expect(signerFieldError('dob', form({ dob: '88' }), owner)).toBe(esignMessages.yearOfBirth);
    expect(signerFieldError('dob', form({ dob: '1850' }), owner)).toBe(esignMessages.yearOfBirth);
    expect(signerFieldError('dob', form({ dob: String(new Date().getFullYear() + 1) }), owner)).toBe(
      esignMessages.yearOfBirth,
    );
    expect(signerFieldError('dob', form({ dob: '1990' }), owner)).toBeNull();
  });

  it('requires a mobile number only of the counter party', () => {
    expect(signerFieldError('mobile', form({}), owner)).toBeNull();
    expect(signerFieldError('mobile', form({}), counterParty)).toBe(esignMessages.mobileRequired);
    expect(signerFieldError('mobile', form({ mobile: '98765' }), owner)).toBe(
      messages.common.invalidInternationalPhone,
    );
  });

  it("asks the counter party for the country code of a 10-digit number; the owner's account has one", () => {
    const national = form({ mobile: '7911123456' });
    expect(signerFieldError('country_code', national, counterParty)).toBe(
      messages.common.countryCodeRequired,
    );
    expect(signerFieldError('mobile', national, counterParty)).toBeNull();
    expect(signerFieldError('country_code', national, owner)).toBeNull();
    expect(signerFieldError('country_code', { ...national, country_code: '+44' }, counterParty)).toBeNull();
  });

  it('takes a full international number without a country code', () => {
    const full = form({ mobile: '+65 9123 4567' });
    expect(signerFieldError('mobile', full, counterParty)).toBeNull();
    expect(signerFieldError('country_code', full, counterParty)).toBeNull();
  });

  it('lists every error of a form at once', () => {
    const errors = signerFormErrors(form({ aadhar_four_digit: '1', email: 'x' }), owner);
    expect(Object.keys(errors).sort()).toEqual([
      'aadhar_four_digit',
      'aadhar_name',
      'dob',
      'email',
      'gender',
    ]);
  });
});
