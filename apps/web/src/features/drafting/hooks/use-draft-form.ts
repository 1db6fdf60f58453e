import type { Jurisdiction } from '@lexi/shared/countries';
import { messages } from '@lexi/shared/messages';
import {
  type ContractData,
  contractDataSchemaFor,
  type DraftField,
  type DraftFormErrors,
  type DraftFormValues,
  defaultPartyTypes,
  fieldKey,
  hasErrors,
  type PartyNumber,
  type PartyType,
  partyTypeKey,
  partyTypeOf,
  validateDraftField,
  validateDraftForm,
  validateParty,
} from '@lexi/shared/validation/draft-form';
import { useCallback, useState } from 'react';
import { clearStepError, notifyError } from '../../../lib/notify.ts';

// The form's own checks: their toast goes once the check passes.
const PROCEED_CHECK = 'draft-form.proceed';
const SAVE_CHECK = 'draft-form.save';

/** The steps of /drafts/new: card 1 (party 1), card 2 (party 2), then the contract around them. */
export type DraftStep = 0 | 1 | 2;

export type ContractDataValues = Record<string, string>;
export type ContractDataErrors = Record<string, string>;

export const initialContractData: ContractDataValues = {
  contract_type: '',
  purpose: '',
  term_length: '',
  term_unit: 'months',
  contract_value: '',
  currency: '',
  payment_terms: '',
  governing_state: '',
  governing_city: '',
  start_date: '',
  special_terms: '',
};

const initialValues: DraftFormValues = { type1: 'Individual', type2: 'Business' };

/** The contract data as the jurisdiction's schema reads it; empty inputs are left out ("not given"). */
export function contractDataErrors(
  jurisdiction: Jurisdiction,
  values: ContractDataValues,
): {
  errors: ContractDataErrors;
  data: ContractData | null;
} {
  const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const parsed = contractDataSchemaFor(jurisdiction).safeParse(input);
  if (parsed.success) return { errors: {}, data: parsed.data };
  const errors: ContractDataErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'contract_type');
    errors[key] ??= issue.message;
  }
  return { errors, data: null };
}

function partyErrorsCleared(errors: DraftFormErrors, party: PartyNumber): DraftFormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !key.endsWith(String(party))),
  ) as DraftFormErrors;
}

/**
 * The two-step draft form of spec §4: every field validates on each change (its error clears once
 * valid), Next checks the current card only, Back is always allowed, and Create checks everything.
 * The rules are those of the user's jurisdiction (India, the USA or the UK), as the server's.
 */
export function useDraftForm(jurisdiction: Jurisdiction) {
  const [step, setStep] = useState<DraftStep>(0);
  const [values, setValues] = useState<DraftFormValues>(initialValues);
  const [errors, setErrors] = useState<DraftFormErrors>({});
  const [contractData, setContractData] = useState<ContractDataValues>(initialContractData);
  const [contractErrors, setContractErrors] = useState<ContractDataErrors>({});

  const setPartyType = useCallback((party: PartyNumber, type: PartyType) => {
    setValues((current) => ({ ...current, [partyTypeKey(party)]: type }));
    // The other type's fields have other rules: its errors no longer apply.
    setErrors((current) => partyErrorsCleared(current, party));
  }, []);

  const setField = (party: PartyNumber, field: DraftField, value: string) => {
    const nextValues: DraftFormValues = { ...values, [fieldKey(field, party)]: value };
    const type = partyTypeOf(party, nextValues) ?? 'Individual';
    const updated: DraftFormErrors = { ...errors };
    const check = (f: DraftField) => {
      const key = fieldKey(f, party);
      const error = validateDraftField(jurisdiction, party, type, f, nextValues[key], nextValues);
      if (error === null) delete updated[key];
      else updated[key] = error;
    };
    check(field);
    // The identity number's rule depends on the proof type chosen beside it (and where no document
    // is a valid answer, choosing none stops asking the number, which drops its error).
    const number = fieldKey('add_proof_no', party);
    if (field === 'add_proof' && ((nextValues[number] ?? '') !== '' || updated[number] !== undefined)) {
      check('add_proof_no');
    }
    setValues(nextValues);
    setErrors(updated);
  };

  const setContractField = (name: string, value: string) => {
    const nextData = { ...contractData, [name]: value };
    const { errors: all } = contractDataErrors(jurisdiction, nextData);
    const updated = { ...contractErrors };
    if (all[name]) updated[name] = all[name];
    else delete updated[name];
    setContractData(nextData);
    setContractErrors(updated);
  };

  /** Card 1 → card 2 checks party 1 only; card 2 → contract data checks party 2. */
  const next = useCallback((): boolean => {
    if (step === 2) return false;
    const party: PartyNumber = step === 0 ? 1 : 2;
    const partyErrors = validateParty(jurisdiction, party, values);
    setErrors((current) => ({ ...partyErrorsCleared(current, party), ...partyErrors }));
    if (hasErrors(partyErrors)) {
      notifyError(messages.draft.fixErrorsBeforeProceeding, { step: PROCEED_CHECK });
      return false;
    }
    clearStepError(PROCEED_CHECK);
    setStep(step === 0 ? 1 : 2);
    return true;
  }, [jurisdiction, step, values]);

  const back = useCallback(() => {
    setStep((current) => (current === 2 ? 1 : 0));
  }, []);

  /** Both parties and the contract data; on an error, the first card that has one is shown. */
  const validateAll = useCallback(() => {
    const formErrors = validateDraftForm(jurisdiction, values);
    const { errors: dataErrors, data } = contractDataErrors(jurisdiction, contractData);
    setErrors(formErrors);
    setContractErrors(dataErrors);
    if (hasErrors(formErrors) || data === null) {
      notifyError(messages.draft.fixErrorsBeforeSaving, { step: SAVE_CHECK });
      if (hasErrors(validateParty(jurisdiction, 1, values))) setStep(0);
      else if (hasErrors(validateParty(jurisdiction, 2, values))) setStep(1);
      return null;
    }
    clearStepError(SAVE_CHECK);
    const formData = {
      ...values,
      type1: partyTypeOf(1, values) ?? defaultPartyTypes[1],
      type2: partyTypeOf(2, values) ?? defaultPartyTypes[2],
    };
    return { formData, contractData: data };
  }, [jurisdiction, values, contractData]);

  /** Spec §4: once saved, the form is cleared. */
  const clear = useCallback(() => {
    setStep(0);
    setValues(initialValues);
    setErrors({});
    setContractData(initialContractData);
    setContractErrors({});
  }, []);

  /**
   * Errors the server found (keyed by the form's own names) go beside their inputs, and the first
   * card that has one is shown: an error of party 1 is not left hidden behind the contract step.
   */
  const applyServerErrors = useCallback((fields: Record<string, string>) => {
    const formFields: DraftFormErrors = {};
    const dataFields: ContractDataErrors = {};
    for (const [key, message] of Object.entries(fields)) {
      if (key in initialContractData) dataFields[key] = message;
      else (formFields as Record<string, string>)[key] = message;
    }
    setErrors((current) => ({ ...current, ...formFields }));
    setContractErrors((current) => ({ ...current, ...dataFields }));
    const keys = Object.keys(formFields);
    if (keys.some((key) => key.endsWith('1'))) setStep(0);
    else if (keys.some((key) => key.endsWith('2'))) setStep(1);
  }, []);

  return {
    step,
    values,
    errors,
    contractData,
    contractErrors,
    setPartyType,
    setField,
    setContractField,
    next,
    back,
    validateAll,
    clear,
    applyServerErrors,
  };
}

export type DraftForm = ReturnType<typeof useDraftForm>;
