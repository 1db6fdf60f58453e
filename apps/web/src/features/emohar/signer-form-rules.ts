import { esignFormData, esignMessages } from '@lexi/shared/api/emohar-signing';
import { fieldError } from '@lexi/shared/validation/fields';
import { mobileNumberProblem } from '@lexi/shared/validation/phone';
import type { SignerFormData } from './emohar-store.ts';

export type SignerField = keyof SignerFormData | 'mobile' | 'country_code';
export type SignerValues = SignerFormData & { mobile: string; country_code: string };
export type SignerErrors = Partial<Record<SignerField, string>>;

export interface SignerRuleOptions {
  /** The counter party must give a mobile for 2-factor e-sign; the owner's account has one. */
  mobileRequired: boolean;
  /** The owner may leave the country code empty: the account's applies. */
  countryCodeDefault: boolean;
}

const rules = esignFormData.shape;

/** The mobile and its country code checked together, with the shared rule the server applies. */
function mobileErrors(values: SignerValues, options: SignerRuleOptions): SignerErrors {
  if (values.mobile.trim() === '') {
    return options.mobileRequired ? { mobile: esignMessages.mobileRequired } : {};
  }
  const problem = mobileNumberProblem(values.country_code, values.mobile, options);
  return problem ? { [problem.field]: problem.message } : {};
}

/** One field of the identity form checked with the shared rules (the server applies the same). */
export function signerFieldError(
  field: SignerField,
  values: SignerValues,
  options: SignerRuleOptions,
): string | null {
  switch (field) {
    case 'aadhar_name':
      return fieldError(rules.aadhar_name, values.aadhar_name);
    case 'aadhar_four_digit':
      return fieldError(rules.aadhar_four_digit, values.aadhar_four_digit);
    case 'email':
      return fieldError(rules.email, values.email);
    case 'gender':
      return fieldError(rules.gender, values.gender);
    case 'dob':
      return fieldError(rules.dob, values.dob);
    case 'mobile':
    case 'country_code':
      return mobileErrors(values, options)[field] ?? null;
  }
}

export const signerFields: readonly SignerField[] = [
  'aadhar_name',
  'aadhar_four_digit',
  'email',
  'gender',
  'dob',
  'country_code',
  'mobile',
];

/** Every field checked: the errors, empty when the form may be sent. */
export function signerFormErrors(values: SignerValues, options: SignerRuleOptions): SignerErrors {
  const errors: SignerErrors = {};
  for (const field of signerFields) {
    const error = signerFieldError(field, values, options);
    if (error) errors[field] = error;
  }
  return errors;
}

export const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'transgender', label: 'Transgender' },
  { value: 'other', label: 'Other' },
];
