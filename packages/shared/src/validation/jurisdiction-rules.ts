import { AADHAR_DIGITS, ID_PROOF_MIN_LENGTH } from '../constants.ts';
import type { Jurisdiction } from '../countries.ts';
import { messages } from '../messages.ts';
import { type ContractType, contractTypeLabels, isContractType } from './contract-types.ts';
import type { Currency } from './draft-form.ts';
import { PHONE_PATTERN } from './fields.ts';

/**
 * What the draft form asks, and accepts, in each jurisdiction: one table that the browser's form,
 * the server's schemas of the three ai_contract_creation calls and the drafting engine all read.
 * India keeps the spec's rules and messages exactly (relation and relative's name, the three
 * identity proofs, a 10-digit phone); the USA and the UK ask what their contracts name.
 */
export interface JurisdictionRules {
  readonly jurisdiction: Jurisdiction;
  /** How a message names the country: "India", "the USA", "the UK". */
  readonly countryName: string;
  /** Whether an Individual gives a relation (S/o, D/o, W/o…) and the relative's name. */
  readonly asksRelation: boolean;
  readonly idProofs: readonly IdProofRule[];
  /** Whether an Individual must give an identity document; otherwise none is a valid answer. */
  readonly idProofRequired: boolean;
  readonly idProofTypeInvalid: string;
  readonly phone: PhoneRule;
  readonly entityTypes: readonly EntityTypeOption[];
  readonly contractTypes: readonly ContractTypeOption[];
  readonly governingStates: readonly GoverningState[];
  /** The form's label of the governing state and what it means there. */
  readonly governingStateLabel: string;
  readonly governingStateHint: string;
  readonly governingStateInvalid: string;
  readonly currency: Currency;
}

export interface IdProofRule {
  /** What the form offers and stores (`add_proof1`). */
  readonly type: string;
  /** How the contract names the document before its masked number. */
  readonly inContract: string;
  readonly accepts: (value: string) => boolean;
  readonly message: string;
  /** The number as stored: India's as typed (the spec's rules read it so); others without spaces, in capitals. */
  readonly canonical: (value: string) => string;
}

export interface PhoneRule {
  readonly accepts: (value: string) => boolean;
  readonly message: string;
  /** Shown under the phone input. */
  readonly hint: string;
  readonly maxLength: number;
}

export interface EntityTypeOption {
  /** Stored in the form data and written in the contract. */
  readonly value: string;
  /** Shown in the form's list. */
  readonly label: string;
}

export interface ContractTypeOption {
  readonly value: ContractType;
  readonly label: string;
}

export interface GoverningState {
  readonly name: string;
  /** The name as a contract writes it: "the State of Texas", "the Union Territory of Ladakh". */
  readonly formal: string;
}

// ——— identity documents ———

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const asTyped = (value: string) => value;
const AADHAR_PATTERN = new RegExp(`^\\d{${AADHAR_DIGITS}}$`);
/** US licences and state IDs differ by state: 4 to 20 letters and digits covers them all. */
const US_STATE_CARD = /^[A-Z0-9]{4,20}$/;
/** Next Generation passports: a letter and 8 digits; older books: 9 digits. */
const US_PASSPORT = /^(?:\d{9}|[A-Z]\d{8})$/;
const UK_PASSPORT = /^\d{9}$/;
/** DVLA: 5 characters of the surname (9-padded), 6 of the birth date, 2 initials, 1 digit, 2 check letters; Northern Ireland: 8 digits. */
const UK_DRIVING_LICENCE = /^(?:[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}|\d{8})$/;
/** HMRC's format: two prefix letters (D, F, I, Q, U, V never; O not second), six digits, A to D. */
const NI_NUMBER = /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;

const indiaIdProofs: readonly IdProofRule[] = [
  {
    type: 'Aadhar Card No.',
    inContract: 'Aadhar Card No.',
    accepts: (v) => AADHAR_PATTERN.test(v),
    message: messages.draft.aadharLength,
    canonical: asTyped,
  },
  {
    type: 'Driving License No.',
    inContract: 'Driving License No.',
    accepts: (v) => v.length >= ID_PROOF_MIN_LENGTH,
    message: messages.draft.drivingLicense,
    canonical: asTyped,
  },
  {
    type: 'Voter ID no.',
    inContract: 'Voter ID no.',
    accepts: (v) => v.length >= ID_PROOF_MIN_LENGTH,
    message: messages.draft.voterId,
    canonical: asTyped,
  },
];

const own = messages.draft.own;

const usIdProofs: readonly IdProofRule[] = [
  {
    type: "Driver's license",
    inContract: "driver's license no.",
    accepts: (v) => US_STATE_CARD.test(compact(v)),
    message: own.usDriversLicenseInvalid,
    canonical: compact,
  },
  {
    type: 'Passport',
    inContract: 'U.S. passport no.',
    accepts: (v) => US_PASSPORT.test(compact(v)),
    message: own.usPassportInvalid,
    canonical: compact,
  },
  {
    type: 'State ID card',
    inContract: 'state identification card no.',
    accepts: (v) => US_STATE_CARD.test(compact(v)),
    message: own.usStateIdInvalid,
    canonical: compact,
  },
];

const ukIdProofs: readonly IdProofRule[] = [
  {
    type: 'Passport',
    inContract: 'passport no.',
    accepts: (v) => UK_PASSPORT.test(compact(v)),
    message: own.ukPassportInvalid,
    canonical: compact,
  },
  {
    type: 'Driving licence',
    inContract: 'driving licence no.',
    accepts: (v) => UK_DRIVING_LICENCE.test(compact(v)),
    message: own.ukDrivingLicenceInvalid,
    canonical: compact,
  },
  {
    type: 'National Insurance number',
    inContract: 'National Insurance number',
    accepts: (v) => NI_NUMBER.test(compact(v)),
    message: own.nationalInsuranceInvalid,
    canonical: compact,
  },
];

// ——— phone numbers ———

/** Spaces, dashes, dots and brackets are how people write numbers; the rules read the digits. */
const phoneDigits = (value: string) => value.replace(/[\s().-]/g, '');
/** E.164: a country code and at most 15 digits, for a party abroad. */
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;
/** NANP: area code and exchange never start with 0 or 1; an optional +1 or 1 in front. */
const US_PHONE = /^(?:\+?1)?[2-9]\d{2}[2-9]\d{6}$/;
/** A UK number is 9 or 10 digits after the trunk 0 (or +44); the 0 may be left out. */
const UK_PHONE = /^(?:\+44|0044|0)?[1-9]\d{8,9}$/;

const internationalExcept = (code: string) => (digits: string) =>
  INTERNATIONAL.test(digits) && !digits.startsWith(code);

const usPhone: PhoneRule = {
  accepts: (v) => US_PHONE.test(phoneDigits(v)) || internationalExcept('+1')(phoneDigits(v)),
  message: own.usPhoneInvalid,
  hint: '10 digits, such as (212) 555-0143',
  maxLength: 25,
};

const ukPhone: PhoneRule = {
  accepts: (v) => UK_PHONE.test(phoneDigits(v)) || internationalExcept('+44')(phoneDigits(v)),
  message: own.ukPhoneInvalid,
  hint: 'Such as 020 7946 0958 or 07700 900123',
  maxLength: 25,
};

// ——— entities, contract types, places ———

const entity = (value: string, abbreviation?: string): EntityTypeOption => ({
  value,
  label: abbreviation ? `${value} (${abbreviation})` : value,
});

const offered = (
  types: readonly ContractType[],
  names: Partial<Record<ContractType, string>> = {},
): ContractTypeOption[] =>
  types.map((value) => ({ value, label: names[value] ?? contractTypeLabels[value] }));

const commonTypes = (premises: ContractType): ContractType[] => [
  'non_disclosure',
  'service_consultancy',
  'employment',
  premises,
  'sale_of_goods',
  'partnership',
  'loan',
  'mou',
  'freelancer',
  'software_licence',
];

const states = (formal: (name: string) => string, names: readonly string[]): GoverningState[] =>
  names.map((name) => ({ name, formal: formal(name) }));

/** The states of India, as the contract wizard and the case package name them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The fifty states, as the contract wizard and the case package name them. */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;
/** The four states whose constitutions name them commonwealths. */
const COMMONWEALTHS: ReadonlySet<string> = new Set(['Kentucky', 'Massachusetts', 'Pennsylvania', 'Virginia']);

export const jurisdictionRules: Record<Jurisdiction, JurisdictionRules> = {
  india: {
    jurisdiction: 'india',
    countryName: 'India',
    asksRelation: true,
    idProofs: indiaIdProofs,
    idProofRequired: true,
    idProofTypeInvalid: own.idProofTypeInvalid,
    phone: {
      accepts: (v) => PHONE_PATTERN.test(v),
      message: messages.common.invalidPhone,
      hint: '10 digits',
      maxLength: 10,
    },
    entityTypes: [
      entity('Private Limited Company', 'Pvt Ltd'),
      entity('Public Limited Company', 'Ltd'),
      entity('One Person Company', 'OPC'),
      entity('Limited Liability Partnership', 'LLP'),
      entity('Partnership Firm'),
      entity('Sole Proprietorship'),
      entity('Hindu Undivided Family', 'HUF'),
      entity('Section 8 Company', 'not for profit'),
      entity('Trust'),
      entity('Society'),
      entity('Co-operative Society'),
    ],
    contractTypes: offered(commonTypes('rent_leave_licence')),
    governingStates: [
      ...states((name) => `the State of ${name}`, INDIAN_STATES),
      ...states(
        (name) =>
          name === 'Delhi' ? 'the National Capital Territory of Delhi' : `the Union Territory of ${name}`,
        INDIAN_UNION_TERRITORIES,
      ),
    ],
    governingStateLabel: 'State or union territory',
    governingStateHint: 'Whose stamp law applies and where disputes are heard',
    governingStateInvalid: own.indiaStateInvalid,
    currency: 'INR',
  },
  us: {
    jurisdiction: 'us',
    countryName: 'the USA',
    asksRelation: false,
    idProofs: usIdProofs,
    idProofRequired: false,
    idProofTypeInvalid: own.usIdProofTypeInvalid,
    phone: usPhone,
    entityTypes: [
      entity('Limited Liability Company', 'LLC'),
      entity('Corporation', 'Inc. or Corp.'),
      entity('Professional Corporation', 'PC'),
      entity('Nonprofit Corporation'),
      entity('General Partnership'),
      entity('Limited Partnership', 'LP'),
      entity('Limited Liability Partnership', 'LLP'),
      entity('Sole Proprietorship'),
      entity('Trust'),
    ],
    contractTypes: offered(commonTypes('lease'), {
      service_consultancy: 'Consulting / services agreement',
      software_licence: 'Software license agreement',
    }),
    governingStates: [
      ...states(
        (name) => (COMMONWEALTHS.has(name) ? `the Commonwealth of ${name}` : `the State of ${name}`),
        US_STATES,
      ),
      { name: 'District of Columbia', formal: 'the District of Columbia' },
    ],
    governingStateLabel: 'State',
    governingStateHint: 'Whose law governs the contract',
    governingStateInvalid: own.usStateInvalid,
    currency: 'USD',
  },
  uk: {
    jurisdiction: 'uk',
    countryName: 'the UK',
    asksRelation: false,
    idProofs: ukIdProofs,
    idProofRequired: false,
    idProofTypeInvalid: own.ukIdProofTypeInvalid,
    phone: ukPhone,
    entityTypes: [
      entity('Private Limited Company', 'Ltd'),
      entity('Public Limited Company', 'PLC'),
      entity('Limited Liability Partnership', 'LLP'),
      entity('Partnership'),
      entity('Limited Partnership', 'LP'),
      entity('Sole Trader'),
      entity('Company Limited by Guarantee'),
      entity('Community Interest Company', 'CIC'),
      entity('Charitable Incorporated Organisation', 'CIO'),
      entity('Trust'),
    ],
    contractTypes: offered(commonTypes('licence_to_occupy'), {
      service_consultancy: 'Consultancy / services agreement',
    }),
    governingStates: states((name) => name, ['England and Wales', 'Scotland', 'Northern Ireland']),
    governingStateLabel: 'Governing law',
    governingStateHint: 'The law of England and Wales, Scotland or Northern Ireland',
    governingStateInvalid: own.ukLawInvalid,
    currency: 'GBP',
  },
};

/** The entry of `list` whose value matches, ignoring case and surrounding space. */
function findOption<T>(
  list: readonly T[],
  key: (item: T) => string,
  value: string | undefined,
): T | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return list.find((item) => key(item).toLowerCase() === wanted);
}

export const idProofOf = (rules: JurisdictionRules, type: string | undefined) =>
  findOption(rules.idProofs, (p) => p.type, type);

export const entityTypeOf = (rules: JurisdictionRules, value: string | undefined) =>
  findOption(rules.entityTypes, (e) => e.value, value);

export const governingStateOf = (rules: JurisdictionRules, name: string | undefined) =>
  findOption(rules.governingStates, (s) => s.name, name);

export const offersContractType = (rules: JurisdictionRules, type: string) =>
  rules.contractTypes.some((t) => t.value === type);

/** The name of a contract type as its jurisdiction calls it (e.g. "Software license agreement" in the USA). */
export function contractTypeLabel(jurisdiction: Jurisdiction, type: string): string {
  const own = jurisdictionRules[jurisdiction].contractTypes.find((t) => t.value === type);
  if (own) return own.label;
  return isContractType(type) ? contractTypeLabels[type] : type;
}
