import { describe, expect, it } from 'vitest';
import type { Jurisdiction } from '../countries.ts';
import { messages } from '../messages.ts';
import {
  askedFields,
  contractDataSchemaFor,
  type DraftFormValues,
  draftFormDataSchemaFor,
  partyFromFormData,
  validateDraftField,
  validateParty,
} from './draft-form.ts';
import { contractTypeLabel, jurisdictionRules } from './jurisdiction-rules.ts';

const own = messages.draft.own;

const usIndividual: DraftFormValues = {
  type1: 'Individual',
  name1: 'Jordan Miller',
  address1: '200 Congress Avenue, Austin, TX 78701',
  phone1: '(512) 555-0100',
  email1: 'jordan@example.com',
};
const usBusiness: DraftFormValues = {
  type2: 'Business',
  bname2: 'Lone Star Analytics LLC',
  type_of_entity2: 'Limited Liability Company',
  brel_name2: 'Maria Garcia',
  baddress2: '500 West 2nd Street, Austin, TX 78701',
  bphone2: '512-555-0199',
  bemail2: 'legal@lonestar.example',
};
const ukIndividual: DraftFormValues = {
  type1: 'Individual',
  name1: 'Oliver Bennett',
  address1: '10 King Street, Manchester M2 6AG',
  phone1: '07700 900123',
  email1: 'oliver@example.co.uk',
};
const ukBusiness: DraftFormValues = {
  type2: 'Business',
  bname2: 'Thames Digital Ltd',
  type_of_entity2: 'Private Limited Company',
  brel_name2: 'Sarah Hughes',
  baddress2: '1 London Bridge Street, London SE1 9GF',
  bphone2: '+44 20 7946 0000',
  bemail2: 'legal@thames.example',
};
const forms: Record<'us' | 'uk', DraftFormValues> = {
  us: { ...usIndividual, ...usBusiness },
  uk: { ...ukIndividual, ...ukBusiness },
};

const labels = (j: Jurisdiction) => jurisdictionRules[j].contractTypes.map((t) => t.label);

describe('the jurisdiction table', () => {
  it('asks relation and relative’s name in India only', () => {
    expect(askedFields('india', 1, 'Individual', {})).toEqual([
      'name',
      'relation',
      'rel_name',
      'add_proof',
      'add_proof_no',
      'address',
      'phone',
      'email',
    ]);
    for (const j of ['us', 'uk'] as const) {
      expect(askedFields(j, 1, 'Individual', {})).toEqual(['name', 'add_proof', 'address', 'phone', 'email']);
      expect(askedFields(j, 1, 'Individual', { add_proof1: 'Passport' })).toContain('add_proof_no');
    }
  });

  it('offers each country its own identity documents', () => {
    const types = (j: Jurisdiction) => jurisdictionRules[j].idProofs.map((p) => p.type);
    expect(types('india')).toEqual(['Aadhar Card No.', 'Driving License No.', 'Voter ID no.']);
    expect(types('us')).toEqual(["Driver's license", 'Passport', 'State ID card']);
    expect(types('uk')).toEqual(['Passport', 'Driving licence', 'National Insurance number']);
  });

  it('offers leave and licence in India, a lease in the USA and a licence to occupy in the UK', () => {
    expect(labels('india')).toContain('Rent / leave and licence agreement');
    expect(labels('us')).toContain('Lease agreement');
    expect(labels('uk')).toContain('Licence to occupy');
    expect(labels('us').join()).not.toMatch(/leave and licence/i);
    expect(labels('uk').join()).not.toMatch(/leave and licence/i);
    expect(contractTypeLabel('us', 'software_licence')).toBe('Software license agreement');
    for (const j of ['india', 'us', 'uk'] as const) expect(labels(j)).toHaveLength(10);
  });

  it('offers each country its own entity types (no LLC in India)', () => {
    const values = (j: Jurisdiction) => jurisdictionRules[j].entityTypes.map((e) => e.label);
    expect(values('india')).toEqual(expect.arrayContaining(['Private Limited Company (Pvt Ltd)', 'Trust']));
    expect(values('india').join()).not.toMatch(/LLC|Limited Liability Company/);
    expect(values('us')).toEqual(
      expect.arrayContaining(['Limited Liability Company (LLC)', 'Corporation (Inc. or Corp.)']),
    );
    expect(values('uk')).toEqual(
      expect.arrayContaining([
        'Private Limited Company (Ltd)',
        'Public Limited Company (PLC)',
        'Limited Liability Partnership (LLP)',
      ]),
    );
  });

  it('lists the 28 states and 8 union territories of India, the 50 US states and DC, and the three UK laws', () => {
    const states = (j: Jurisdiction) => jurisdictionRules[j].governingStates;
    expect(states('india')).toHaveLength(36);
    expect(states('india').filter((s) => s.formal.startsWith('the State of'))).toHaveLength(28);
    expect(states('india').find((s) => s.name === 'Delhi')?.formal).toBe(
      'the National Capital Territory of Delhi',
    );
    expect(states('india').find((s) => s.name === 'Ladakh')?.formal).toBe('the Union Territory of Ladakh');
    expect(states('us')).toHaveLength(51);
    expect(states('us').find((s) => s.name === 'Massachusetts')?.formal).toBe(
      'the Commonwealth of Massachusetts',
    );
    expect(states('us').find((s) => s.name === 'District of Columbia')?.formal).toBe(
      'the District of Columbia',
    );
    expect(states('uk').map((s) => s.name)).toEqual(['England and Wales', 'Scotland', 'Northern Ireland']);
  });
});

describe('a US or UK individual', () => {
  it.each(['us', 'uk'] as const)('in %s is complete without a relation or any identity document', (j) => {
    expect(validateParty(j, 1, forms[j])).toEqual({});
    expect(validateParty(j, 2, forms[j])).toEqual({});
  });

  it.each([
    ['us', "Driver's license", 'D12', own.usDriversLicenseInvalid, 'TX 1234 5678'],
    ['us', 'Passport', '12345678', own.usPassportInvalid, 'A12345678'],
    ['us', 'State ID card', 'x', own.usStateIdInvalid, 'S1234567'],
    ['uk', 'Passport', '12345678A', own.ukPassportInvalid, '123456789'],
    ['uk', 'Driving licence', 'MORGAN7531', own.ukDrivingLicenceInvalid, 'MORGA753116SM9IJ'],
    ['uk', 'Driving licence', '1234567', own.ukDrivingLicenceInvalid, '12345678'],
    ['uk', 'National Insurance number', 'QQ123456C', own.nationalInsuranceInvalid, 'AB 12 34 56 C'],
    ['uk', 'National Insurance number', 'AB123456E', own.nationalInsuranceInvalid, 'ab123456d'],
  ] as const)('in %s checks a %s number (%s is refused)', (j, type, bad, message, good) => {
    const values = { ...forms[j], add_proof1: type };
    expect(validateDraftField(j, 1, 'Individual', 'add_proof_no', bad, values)).toBe(message);
    expect(validateDraftField(j, 1, 'Individual', 'add_proof_no', good, values)).toBeNull();
    expect(validateDraftField(j, 1, 'Individual', 'add_proof_no', '', values)).toBe(messages.common.required);
  });

  it('refuses India’s identity proofs in the USA and the UK', () => {
    expect(validateDraftField('us', 1, 'Individual', 'add_proof', 'Aadhar Card No.', forms.us)).toBe(
      own.usIdProofTypeInvalid,
    );
    expect(validateDraftField('uk', 1, 'Individual', 'add_proof', 'Voter ID no.', forms.uk)).toBe(
      own.ukIdProofTypeInvalid,
    );
  });
});

describe('phone numbers by country', () => {
  it.each([
    ['india', '9876543210', '98765 43210', messages.common.invalidPhone],
    ['us', '(212) 555-0143', '(112) 555-0143', own.usPhoneInvalid],
    ['us', '+1 212 555 0143', '555-0143', own.usPhoneInvalid],
    ['us', '+44 20 7946 0958', '+1 112 555 0143', own.usPhoneInvalid],
    ['uk', '020 7946 0958', '020 7946', own.ukPhoneInvalid],
    ['uk', '07700 900123', '0 7700 900123 4', own.ukPhoneInvalid],
    ['uk', '+44 7700 900123', '+44 0', own.ukPhoneInvalid],
    ['uk', '+61 2 9374 4000', 'call me', own.ukPhoneInvalid],
  ] as const)('in %s accepts %s and refuses %s', (j, good, bad, message) => {
    expect(validateDraftField(j, 2, 'Business', 'bphone', good, {})).toBeNull();
    expect(validateDraftField(j, 2, 'Business', 'bphone', bad, {})).toBe(message);
  });
});

describe('the server schema of each jurisdiction', () => {
  it('refuses India’s relation fields for the USA and the UK, with a clear message', () => {
    const result = draftFormDataSchemaFor('us').safeParse({
      ...forms.us,
      relation1: 'S/o',
      rel_name1: 'Robert Miller',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['relation1', own.relationNotAsked('the USA')],
      ['rel_name1', own.relationNotAsked('the USA')],
    ]);
  });

  it('refuses an entity type of another country and stores the table’s spelling', () => {
    const llcInIndia = draftFormDataSchemaFor('india').safeParse({
      type1: 'Business',
      bname1: 'Acme',
      type_of_entity1: 'Limited Liability Company',
      brel_name1: 'A. Kumar',
      baddress1: 'Pune',
      bphone1: '9876543210',
      bemail1: 'a@acme.example',
      ...{ type2: 'Business', bname2: 'B', type_of_entity2: 'Trust', brel_name2: 'B', baddress2: 'Pune' },
      bphone2: '9876543211',
      bemail2: 'b@b.example',
    });
    expect(llcInIndia.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['type_of_entity1', own.entityTypeInvalid('India')],
    ]);
    const uk = draftFormDataSchemaFor('uk').parse({
      ...forms.uk,
      type_of_entity2: 'private limited company',
    });
    expect(uk.type_of_entity2).toBe('Private Limited Company');
  });

  it('keeps no identity document when none is given, and drops a number without a document', () => {
    const none = draftFormDataSchemaFor('uk').parse({ ...forms.uk, add_proof_no1: '123456789' });
    expect(none).not.toHaveProperty('add_proof1');
    expect(none).not.toHaveProperty('add_proof_no1');
    expect(partyFromFormData(1, none)).toMatchObject({ type: 'Individual', relative: null, idProof: null });
    const passport = draftFormDataSchemaFor('uk').parse({
      ...forms.uk,
      add_proof1: 'passport',
      add_proof_no1: '123456789',
    });
    expect(partyFromFormData(1, passport)).toMatchObject({
      idProof: { type: 'Passport', number: '123456789' },
    });
  });

  it('still requires India’s identity proof and relation', () => {
    const result = draftFormDataSchemaFor('india').safeParse({
      ...forms.us,
      phone1: '9876543210',
      bphone2: '9876543211',
      type_of_entity2: 'Trust',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'relation1',
      'rel_name1',
      'add_proof1',
      'add_proof_no1',
    ]);
  });

  it.each([
    ['us', 'rent_leave_licence', 'Texas', 'contract_type', own.contractTypeNotOffered('the USA')],
    ['india', 'lease', 'Karnataka', 'contract_type', own.contractTypeNotOffered('India')],
    ['uk', 'lease', 'Scotland', 'contract_type', own.contractTypeNotOffered('the UK')],
    ['us', 'lease', 'Karnataka', 'governing_state', own.usStateInvalid],
    ['india', 'loan', 'Texas', 'governing_state', own.indiaStateInvalid],
    ['uk', 'loan', 'England', 'governing_state', own.ukLawInvalid],
  ] as const)('refuses for %s a %s governed by %s (%s)', (j, type, state, path, message) => {
    const result = contractDataSchemaFor(j).safeParse({
      contract_type: type,
      governing_state: state,
      start_date: '2026-04-01',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });

  it('accepts each country’s own premises contract and stores the state as the table spells it', () => {
    const us = contractDataSchemaFor('us').parse({
      contract_type: 'lease',
      governing_state: ' new york ',
      start_date: '2026-04-01',
    });
    expect(us).toMatchObject({ contract_type: 'lease', governing_state: 'New York' });
    expect(
      contractDataSchemaFor('uk').parse({
        contract_type: 'licence_to_occupy',
        governing_state: 'Northern Ireland',
        start_date: '2026-04-01',
      }).contract_type,
    ).toBe('licence_to_occupy');
  });
});
