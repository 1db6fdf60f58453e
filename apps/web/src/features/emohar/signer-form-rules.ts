import { esignFormData, esignMessages } from '@lexi/shared/api/emohar-signing';
import { fieldError, phoneField } from '@lexi/shared/validation/fields';
import type { SignerFormData } from './emohar-store.ts';

export type SignerField = keyof SignerFormData | 'mobile';
export type SignerValues = SignerFormData & { mobile: string };
export type SignerErrors = Partial<Record<SignerField, string>>;

const rules = esignFormData.shape;

/** One field of the identity form checked with the shared rules (the server applies the same). */
export function signerFieldError(
  field: SignerField,
  value: string,
  options: { mobileRequired: boolean },
): string | null {
  switch (field) {
    case 'aadhar_name':
      return fieldError(rules.aadhar_name, value);
    case 'aadhar_four_digit':
      return fieldError(rules.aadhar_four_digit, value);
    case 'email':
      return fieldError(rules.email, value);
    case 'gender':
      return fieldError(rules.gender, value);
    case 'dob':
      return fieldError(rules.dob, value);
    case 'mobile':
      if (value.trim() === '') return options.mobileRequired ? esignMessages.mobileRequired : null;
      return fieldError(phoneField, value);
  }
}

export const signerFields: readonly SignerField[] = [
  'aadhar_name',
  'aadhar_four_digit',
  'email',
  'gender',
  'dob',
  'mobile',
];

/** Every field checked: the errors, empty when the form may be sent. */
export function signerFormErrors(values: SignerValues, options: { mobileRequired: boolean }): SignerErrors {
  const errors: SignerErrors = {};
  for (const field of signerFields) {
    const error = signerFieldError(field, values[field], options);
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
