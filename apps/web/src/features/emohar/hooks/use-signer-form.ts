import { useState } from 'react';
import {
  type SignerErrors,
  type SignerField,
  type SignerRuleOptions,
  type SignerValues,
  signerFieldError,
  signerFormErrors,
} from '../signer-form-rules.ts';

/** The mobile and its country code are one rule: a change to either checks both again. */
const linked: Partial<Record<SignerField, SignerField>> = { mobile: 'country_code', country_code: 'mobile' };

/**
 * The identity form's values and errors. A field is checked on every change (its error clears as
 * soon as it is valid); all fields are checked when the signer asks to sign.
 */
export function useSignerForm(initial: SignerValues, options: SignerRuleOptions) {
  const [values, setValues] = useState<SignerValues>(initial);
  const [errors, setErrors] = useState<SignerErrors>({});

  const setField = (field: SignerField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const partner = linked[field];
    setErrors((current) => ({
      ...current,
      [field]: signerFieldError(field, next, options) ?? undefined,
      ...(partner ? { [partner]: signerFieldError(partner, next, options) ?? undefined } : {}),
    }));
  };

  /** True when the form may be sent; otherwise every error shows. */
  const validate = (): boolean => {
    const all = signerFormErrors(values, options);
    setErrors(all);
    return Object.keys(all).length === 0;
  };

  /** Errors the server sent per field (`formData.email` or `email`). */
  const setServerErrors = (fields: Record<string, string>) => {
    const mapped: SignerErrors = {};
    for (const [key, message] of Object.entries(fields)) {
      const field = key.split('.').pop();
      if (field && field in values) mapped[field as SignerField] = message;
    }
    setErrors((current) => ({ ...current, ...mapped }));
  };

  return { values, errors, setField, validate, setServerErrors };
}
