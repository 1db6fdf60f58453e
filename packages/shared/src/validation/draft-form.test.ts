import { describe, expect, it } from 'vitest';
import { aiContractCreationRequestFor, aiContractCreationResponse } from '../api/contracts.ts';
import { messages } from '../messages.ts';
import {
  businessFields,
  contractDataSchemaFor,
  contractTypeLabels,
  contractTypes,
  type DraftFormValues,
  defaultPartyTypes,
  draftFormDataSchemaFor,
  idProofTypes,
  individualFields,
  partyFromFormData,
  partyTypes,
  validateDraftField,
  validateDraftForm,
  validateParty,
} from './draft-form.ts';

const individual1: DraftFormValues = {
  type1: 'Individual',
  name1: 'Asha Rao',
  relation1: 'D/o',
  rel_name1: 'Mohan Rao',
  add_proof1: 'Aadhar Card No.',
  add_proof_no1: '123456789012',
  address1: '12 MG Road, Bengaluru 560001',
  phone1: '9876543210',
  email1: 'asha@example.com',
};
const business2: DraftFormValues = {
  type2: 'Business',
  bname2: 'Kaveri Foods Private Limited',
  type_of_entity2: 'Private Limited Company',
  brel_name2: 'Vikram Shah',
  baddress2: '4 Residency Road, Bengaluru 560025',
  bphone2: '9123456780',
  bemail2: 'legal@kaveri.example',
};
const validForm: DraftFormValues = { ...individual1, ...business2 };

describe('the draft form fields', () => {
  it('has the spec party types, defaults and identity proof types', () => {
    expect(partyTypes).toEqual(['Individual', 'Business']);
    expect(defaultPartyTypes).toEqual({ 1: 'Individual', 2: 'Business' });
    expect(idProofTypes).toEqual(['Aadhar Card No.', 'Driving License No.', 'Voter ID no.']);
  });

  it('has the spec fields for an Individual and for a Business party', () => {
    expect(individualFields).toEqual([
      'name',
      'relation',
      'rel_name',
      'add_proof',
      'add_proof_no',
      'address',
      'phone',
      'email',
    ]);
    expect(businessFields).toEqual(['bname', 'type_of_entity', 'brel_name', 'baddress', 'bphone', 'bemail']);
  });
});

describe('validateDraftField', () => {
  it.each([...individualFields])('requires the Individual field %s', (field) => {
    expect(validateDraftField('india', 1, 'Individual', field, '', individual1)).toBe(
      'This field is required',
    );
    expect(validateDraftField('india', 1, 'Individual', field, '   ', individual1)).toBe(
      'This field is required',
    );
    expect(validateDraftField('india', 1, 'Individual', field, undefined, individual1)).toBe(
      'This field is required',
    );
  });

  it.each([...businessFields])('requires the Business field %s', (field) => {
    expect(validateDraftField('india', 2, 'Business', field, ' \t ', business2)).toBe(
      'This field is required',
    );
  });

  it('refuses, as typed, the characters the server cannot store (a NUL, a form feed from a PDF)', () => {
    for (const value of ['Asha\u0000Rao', 'Asha\u000cRao', 'Asha \ud800']) {
      expect(validateDraftField('india', 1, 'Individual', 'name', value, individual1)).toBe(
        messages.common.unsafeText,
      );
      expect(validateDraftForm('india', { ...individual1, name1: value })).toMatchObject({
        name1: messages.common.unsafeText,
      });
    }
    expect(
      validateDraftField('india', 2, 'Business', 'baddress', '1 Park Street,\nKolkata', business2),
    ).toBeNull();
  });

  it('refuses an email that does not look like one, and clears when it does', () => {
    expect(validateDraftField('india', 1, 'Individual', 'email', 'asha@', individual1)).toBe(
      'Please enter a valid email address',
    );
    expect(validateDraftField('india', 2, 'Business', 'bemail', 'legal kaveri.example', business2)).toBe(
      'Please enter a valid email address',
    );
    expect(validateDraftField('india', 1, 'Individual', 'email', 'asha@example.com', individual1)).toBeNull();
  });

  it('wants a phone of exactly 10 digits', () => {
    const message = 'Please enter a valid 10-digit phone number';
    expect(validateDraftField('india', 1, 'Individual', 'phone', '987654321', individual1)).toBe(message);
    expect(validateDraftField('india', 1, 'Individual', 'phone', '98765432101', individual1)).toBe(message);
    expect(validateDraftField('india', 2, 'Business', 'bphone', '98765-4321', business2)).toBe(message);
    expect(validateDraftField('india', 2, 'Business', 'bphone', '9876543210', business2)).toBeNull();
  });

  it('wants an Aadhar Card number of exactly 12 digits', () => {
    const values = { ...individual1, add_proof1: 'Aadhar Card No.' };
    const message = 'Aadhar Card Number must be 12 digits';
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', '12345678901', values)).toBe(message);
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', '1234567890123', values)).toBe(
      message,
    );
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', '12345678901A', values)).toBe(
      message,
    );
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', '123456789012', values)).toBeNull();
  });

  it('wants a Driving License number of at least 8 characters', () => {
    const values = { ...individual1, add_proof1: 'Driving License No.' };
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', 'MH12345', values)).toBe(
      'Please enter a valid Driving License Number',
    );
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', 'MH123456', values)).toBeNull();
  });

  it('wants a Voter ID number of at least 8 characters', () => {
    const values = { ...individual1, add_proof1: 'Voter ID no.' };
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', 'ABC1234', values)).toBe(
      'Please enter a valid Voter ID Number',
    );
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', 'ABC12345', values)).toBeNull();
  });

  it('reads the proof type of the same party when checking the number', () => {
    const values = { ...validForm, add_proof1: 'Voter ID no.', add_proof2: 'Aadhar Card No.' };
    expect(validateDraftField('india', 1, 'Individual', 'add_proof_no', 'ABC12345', values)).toBeNull();
    expect(validateDraftField('india', 2, 'Individual', 'add_proof_no', 'ABC12345', values)).toBe(
      'Aadhar Card Number must be 12 digits',
    );
  });

  it('refuses a proof type that is not one of the three', () => {
    expect(validateDraftField('india', 1, 'Individual', 'add_proof', 'Passport', individual1)).toBe(
      'Choose Aadhar Card No., Driving License No. or Voter ID no.',
    );
  });

  it('does not check a field that belongs to the other party type', () => {
    expect(validateDraftField('india', 1, 'Individual', 'bname', '', individual1)).toBeNull();
    expect(validateDraftField('india', 2, 'Business', 'email', '', business2)).toBeNull();
  });
});

describe('validateParty and validateDraftForm', () => {
  it('find no error in a complete form', () => {
    expect(validateParty('india', 1, validForm)).toEqual({});
    expect(validateParty('india', 2, validForm)).toEqual({});
    expect(validateDraftForm('india', validForm)).toEqual({});
  });

  it('check only the card asked for (Next validates party 1 only)', () => {
    expect(validateParty('india', 1, individual1)).toEqual({});
    expect(Object.keys(validateParty('india', 2, individual1))).toEqual(businessFields.map((f) => `${f}2`));
  });

  it('use the default types when the form has not set them', () => {
    const { type1: _1, type2: _2, ...withoutTypes } = validForm;
    expect(validateDraftForm('india', withoutTypes)).toEqual({});
  });

  it('key every error by the form field name, with the spec message', () => {
    const errors = validateDraftForm('india', { ...validForm, email1: 'no', bphone2: '12', name1: ' ' });
    expect(errors).toEqual({
      email1: 'Please enter a valid email address',
      bphone2: 'Please enter a valid 10-digit phone number',
      name1: 'This field is required',
    });
  });

  it('validate an Individual party 2 and a Business party 1', () => {
    const swapped: DraftFormValues = {
      type1: 'Business',
      bname1: 'Acme Services LLP',
      type_of_entity1: 'Limited Liability Partnership',
      brel_name1: 'Jane Doe',
      baddress1: '7 FC Road, Pune 411004',
      bphone1: '5125550100',
      bemail1: 'jane@acme.example',
      type2: 'Individual',
    };
    expect(validateParty('india', 1, swapped)).toEqual({});
    expect(Object.keys(validateParty('india', 2, swapped))).toEqual(individualFields.map((f) => `${f}2`));
  });

  it('refuse an unknown party type', () => {
    expect(validateParty('india', 1, { ...validForm, type1: 'Trust' })).toEqual({
      type1: 'Choose Individual or Business',
    });
  });
});

describe('draftFormDataSchema (the server side of the same rules)', () => {
  it('accepts a valid form, trims it and drops the fields of the other type', () => {
    const parsed = draftFormDataSchemaFor('india').parse({
      ...validForm,
      name1: '  Asha Rao ',
      bname1: 'stray',
    });
    expect(parsed.name1).toBe('Asha Rao');
    expect(parsed).not.toHaveProperty('bname1');
    expect(parsed.type2).toBe('Business');
  });

  it('reports each failing field at its path with the spec message', () => {
    const result = draftFormDataSchemaFor('india').safeParse({
      ...validForm,
      add_proof_no1: '1234',
      bemail2: 'x',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['add_proof_no1', 'Aadhar Card Number must be 12 digits'],
      ['bemail2', 'Please enter a valid email address'],
    ]);
  });

  it('gives the parties readable names for drafting', () => {
    const parsed = draftFormDataSchemaFor('india').parse(validForm);
    expect(partyFromFormData(1, parsed)).toMatchObject({
      type: 'Individual',
      name: 'Asha Rao',
      relative: { relation: 'D/o', name: 'Mohan Rao' },
      idProof: { type: 'Aadhar Card No.', number: '123456789012' },
    });
    expect(partyFromFormData(2, parsed)).toMatchObject({
      type: 'Business',
      name: 'Kaveri Foods Private Limited',
      representative: 'Vikram Shah',
      entityType: 'Private Limited Company',
    });
  });
});

describe('contractDataSchema', () => {
  const base = { contract_type: 'loan', governing_state: 'Maharashtra', start_date: '2026-04-01' };

  it('offers at least the ten contract types, each with a label', () => {
    expect(contractTypes).toEqual(
      expect.arrayContaining([
        'non_disclosure',
        'service_consultancy',
        'employment',
        'rent_leave_licence',
        'sale_of_goods',
        'partnership',
        'loan',
        'mou',
        'freelancer',
        'software_licence',
      ]),
    );
    for (const t of contractTypes) expect(contractTypeLabels[t]).toMatch(/\w/);
  });

  it('accepts numbers typed as text and treats an empty input as not given', () => {
    const parsed = contractDataSchemaFor('india').parse({
      ...base,
      contract_value: '250000',
      interest_rate_percent: '',
    });
    expect(parsed.contract_value).toBe(250000);
    expect(parsed.interest_rate_percent).toBeUndefined();
    expect(parsed.term_unit).toBe('months');
    expect(parsed.swap_roles).toBe(false);
  });

  it.each([
    [{ contract_type: 'tenancy' }, 'Choose the type of contract to draft.'],
    [{ governing_state: ' ' }, 'This field is required'],
    [{ start_date: '2026-02-30' }, 'Enter the start date as a date, for example 2026-04-01.'],
    [{ start_date: '01/04/2026' }, 'Enter the start date as a date, for example 2026-04-01.'],
    [{ term_length: 0 }, 'Enter the term as a whole number from 1 to 999.'],
    [{ term_length: '1.5' }, 'Enter the term as a whole number from 1 to 999.'],
    [{ contract_value: '1,00,000' }, 'Enter the amount as a number of 0 or more, without commas.'],
    [{ contract_value: -1 }, 'Enter the amount as a number of 0 or more, without commas.'],
    [{ interest_rate_percent: 101 }, 'Enter the interest rate as a percentage from 0 to 100.'],
    [{ notice_period_days: 400 }, 'Enter the notice period as a whole number of days from 0 to 365.'],
  ])('refuses %o with a message', (change, message) => {
    const result = contractDataSchemaFor('india').safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('the ai_contract_creation schemas', () => {
  it('parse the request and charge a credit unless told otherwise', () => {
    const parsed = aiContractCreationRequestFor('india').parse({
      formData: validForm,
      contractData: { contract_type: 'mou', governing_state: 'Karnataka', start_date: '2026-05-01' },
    });
    expect(parsed.is_credit).toBe(true);
    expect(parsed.formData.name1).toBe('Asha Rao');
  });

  it('tell a refusal from a contract by response_status', () => {
    const refusal = aiContractCreationResponse.parse({ response_status: false, message: 'No credits left' });
    expect(refusal.response_status).toBe(false);
    expect(() => aiContractCreationResponse.parse({ response_status: true, message: 'x' })).toThrow();
  });
});
