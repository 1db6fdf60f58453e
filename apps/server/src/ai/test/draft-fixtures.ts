import type { Jurisdiction } from '@lexi/shared/countries';
import {
  type ContractDataInput,
  type ContractType,
  contractDataSchemaFor,
  type DraftFormData,
  type DraftFormValues,
  draftFormDataSchemaFor,
} from '@lexi/shared/validation/draft-form';
import type { DraftContractInput } from '../ai-provider.ts';

/**
 * Realistic parties and places per jurisdiction, parsed through the shared schemas like a request:
 * the US individual gives a driver's license, the UK individual no identity document, and neither
 * a relation (India's forms ask it).
 */
export const forms: Record<Jurisdiction, DraftFormValues> = {
  india: {
    type1: 'Individual',
    name1: 'Asha Rao',
    relation1: 'D/o',
    rel_name1: 'Mohan Rao',
    add_proof1: 'Aadhar Card No.',
    add_proof_no1: '123456789012',
    address1: '12 MG Road, Bengaluru 560001',
    phone1: '9876543210',
    email1: 'asha@example.com',
    type2: 'Business',
    bname2: 'Kaveri Foods Private Limited',
    type_of_entity2: 'Private Limited Company',
    brel_name2: 'Vikram Shah',
    baddress2: '4 Residency Road, Bengaluru 560025',
    bphone2: '9123456780',
    bemail2: 'legal@kaveri.example',
  },
  us: {
    type1: 'Individual',
    name1: 'Jordan Miller',
    add_proof1: "Driver's license",
    add_proof_no1: 'D12345678',
    address1: '200 Congress Avenue, Austin, TX 78701',
    phone1: '(512) 555-0100',
    email1: 'jordan@example.com',
    type2: 'Business',
    bname2: 'Lone Star Analytics LLC',
    type_of_entity2: 'Limited Liability Company',
    brel_name2: 'Maria Garcia',
    baddress2: '500 West 2nd Street, Austin, TX 78701',
    bphone2: '5125550199',
    bemail2: 'legal@lonestar.example',
  },
  uk: {
    type1: 'Individual',
    name1: 'Oliver Bennett',
    address1: '10 King Street, Manchester M2 6AG',
    phone1: '07700 900123',
    email1: 'oliver@example.co.uk',
    type2: 'Business',
    bname2: 'Thames Digital Ltd',
    type_of_entity2: 'Private Limited Company',
    brel_name2: 'Sarah Hughes',
    baddress2: '1 London Bridge Street, London SE1 9GF',
    bphone2: '020 7946 0000',
    bemail2: 'legal@thames.example',
  },
};

export const places: Record<Jurisdiction, { governing_state: string; governing_city: string }> = {
  india: { governing_state: 'Karnataka', governing_city: 'Bengaluru' },
  us: { governing_state: 'Texas', governing_city: 'Austin' },
  uk: { governing_state: 'England and Wales', governing_city: 'London' },
};

export function formFor(jurisdiction: Jurisdiction, change: DraftFormValues = {}): DraftFormData {
  return draftFormDataSchemaFor(jurisdiction).parse({ ...forms[jurisdiction], ...change });
}

export function draftInput(
  jurisdiction: Jurisdiction,
  contractType: ContractType,
  contract: Partial<ContractDataInput> = {},
  form: DraftFormValues = {},
): DraftContractInput {
  return {
    jurisdiction,
    formData: formFor(jurisdiction, form),
    contractData: contractDataSchemaFor(jurisdiction).parse({
      contract_type: contractType,
      start_date: '2026-04-01',
      contract_value: 1200000,
      term_length: 12,
      special_terms: 'The Client may audit the work once a quarter.\n- Meetings are held online.',
      ...places[jurisdiction],
      ...contract,
    }),
  };
}
