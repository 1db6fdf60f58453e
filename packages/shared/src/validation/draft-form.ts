import { z } from 'zod';
import { AADHAR_DIGITS, ID_PROOF_MIN_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from './fields.ts';

/**
 * The two-step draft form of spec part 1 (§3 "Draft contract form data", §5): its fields, its rules
 * and its messages, written once. The browser validates on every change with `validateDraftField`
 * and per card with `validateParty`; the server parses the same values with `draftFormDataSchema`,
 * which runs the very same functions, so both sides always agree.
 *
 * The form's values are one flat record, as the spec names them: `type1`/`type2` hold the party
 * types and every other key is a field name followed by the party number (`name1`, `bemail2`, …).
 */

export const partyTypes = ['Individual', 'Business'] as const;
export type PartyType = (typeof partyTypes)[number];
export const partyTypeSchema = z.enum(partyTypes, { error: messages.draft.own.partyTypeInvalid });

export const partyNumbers = [1, 2] as const;
export type PartyNumber = (typeof partyNumbers)[number];
export const defaultPartyTypes: Record<PartyNumber, PartyType> = { 1: 'Individual', 2: 'Business' };

export const idProofTypes = ['Aadhar Card No.', 'Driving License No.', 'Voter ID no.'] as const;
export type IdProofType = (typeof idProofTypes)[number];

export const individualFields = [
  'name',
  'relation',
  'rel_name',
  'add_proof',
  'add_proof_no',
  'address',
  'phone',
  'email',
] as const;
export const businessFields = [
  'bname',
  'type_of_entity',
  'brel_name',
  'baddress',
  'bphone',
  'bemail',
] as const;
export type IndividualField = (typeof individualFields)[number];
export type BusinessField = (typeof businessFields)[number];
export type DraftField = IndividualField | BusinessField;

export const partyFields: { Individual: readonly IndividualField[]; Business: readonly BusinessField[] } = {
  Individual: individualFields,
  Business: businessFields,
};

/** Offered in the relation select; any other short text (e.g. 'Through') is accepted too. */
export const relationSuggestions = ['S/o', 'D/o', 'W/o', 'H/o', 'C/o'] as const;
/** Offered for a business's type of entity; free text is accepted. */
export const entityTypeSuggestions = [
  'Private Limited Company',
  'Public Limited Company',
  'Limited Liability Partnership',
  'Partnership Firm',
  'Sole Proprietorship',
  'Corporation',
  'Limited Liability Company',
  'Trust',
] as const;

export type DraftFieldKey = `${DraftField}${PartyNumber}`;
export type PartyTypeKey = `type${PartyNumber}`;
/** The form's values as the browser holds them; any key may be missing while the user types. */
export type DraftFormValues = Readonly<Partial<Record<DraftFieldKey | PartyTypeKey, string>>>;
export type DraftFormErrors = Partial<Record<DraftFieldKey | PartyTypeKey, string>>;

export const fieldKey = <F extends DraftField, N extends PartyNumber>(field: F, party: N): `${F}${N}` =>
  `${field}${party}`;
export const partyTypeKey = <N extends PartyNumber>(party: N): `type${N}` => `type${party}`;

type FieldKind = 'text' | 'address' | 'email' | 'phone' | 'idProofType' | 'idNumber';
const fieldKinds: Record<DraftField, FieldKind> = {
  name: 'text',
  relation: 'text',
  rel_name: 'text',
  add_proof: 'idProofType',
  add_proof_no: 'idNumber',
  address: 'address',
  phone: 'phone',
  email: 'email',
  bname: 'text',
  type_of_entity: 'text',
  brel_name: 'text',
  baddress: 'address',
  bphone: 'phone',
  bemail: 'email',
};
/** Lengths well above any real value: they only stop a pasted novel from reaching a contract. */
const maxLengths: Record<FieldKind, number> = {
  text: 200,
  address: 500,
  email: 254,
  phone: 10,
  idProofType: 30,
  idNumber: 30,
};

const AADHAR_PATTERN = new RegExp(`^\\d{${AADHAR_DIGITS}}$`);
const tooLong = (max: number) => `Must be at most ${max} characters`;

const isPartyType = (value: unknown): value is PartyType => partyTypes.some((t) => t === value);
const isIdProofType = (value: unknown): value is IdProofType => idProofTypes.some((t) => t === value);

/** The party's type as the form holds it; a missing one is the spec's default for that party. */
export function partyTypeOf(party: PartyNumber, values: DraftFormValues): PartyType | null {
  const raw = values[partyTypeKey(party)];
  if (raw === undefined || raw === '') return defaultPartyTypes[party];
  return isPartyType(raw) ? raw : null;
}

/** The rule of an identity number depends on the proof type chosen beside it. */
function idNumberError(proofType: string | undefined, value: string): string | null {
  if (proofType === 'Aadhar Card No.') {
    return AADHAR_PATTERN.test(value) ? null : messages.draft.aadharLength;
  }
  if (proofType === 'Driving License No.') {
    return value.length >= ID_PROOF_MIN_LENGTH ? null : messages.draft.drivingLicense;
  }
  if (proofType === 'Voter ID no.') {
    return value.length >= ID_PROOF_MIN_LENGTH ? null : messages.draft.voterId;
  }
  // No proof type chosen yet: that field shows its own error; the number is only required.
  return null;
}

/**
 * One field's error, or null when it is valid: called on every change, so that an error clears as
 * soon as the value becomes valid. A field that does not belong to the party's type has no rule.
 */
export function validateDraftField(
  party: PartyNumber,
  type: PartyType,
  field: DraftField,
  value: string | undefined,
  allValues: DraftFormValues = {},
): string | null {
  if (!(partyFields[type] as readonly DraftField[]).includes(field)) return null;
  const v = (value ?? '').trim();
  if (v === '') return messages.common.required;
  const kind = fieldKinds[field];
  const max = maxLengths[kind];
  switch (kind) {
    case 'email':
      return EMAIL_PATTERN.test(v) && v.length <= max ? null : messages.common.invalidEmail;
    case 'phone':
      return PHONE_PATTERN.test(v) ? null : messages.common.invalidPhone;
    case 'idProofType':
      return isIdProofType(v) ? null : messages.draft.own.idProofTypeInvalid;
    case 'idNumber':
      return v.length > max
        ? tooLong(max)
        : idNumberError(allValues[fieldKey('add_proof', party)]?.trim(), v);
    default:
      return v.length > max ? tooLong(max) : null;
  }
}

/** Every error of one party (card), keyed by the form's field names (`name1`, `bemail2`, …). */
export function validateParty(party: PartyNumber, values: DraftFormValues): DraftFormErrors {
  const errors: DraftFormErrors = {};
  const type = partyTypeOf(party, values);
  if (type === null) {
    errors[partyTypeKey(party)] = messages.draft.own.partyTypeInvalid;
    return errors;
  }
  for (const field of partyFields[type]) {
    const key = fieldKey(field, party);
    const error = validateDraftField(party, type, field, values[key], values);
    if (error !== null) errors[key] = error;
  }
  return errors;
}

/** Both parties: what Save checks ('Please fix all errors before saving'). */
export function validateDraftForm(values: DraftFormValues): DraftFormErrors {
  return { ...validateParty(1, values), ...validateParty(2, values) };
}

export const hasErrors = (errors: DraftFormErrors): boolean => Object.keys(errors).length > 0;

const allFieldKeys: DraftFieldKey[] = partyNumbers.flatMap((n) =>
  [...individualFields, ...businessFields].map((f) => fieldKey(f, n)),
);
const fieldShape = Object.fromEntries(
  allFieldKeys.map((key) => [key, z.string({ error: messages.common.required }).max(5000).optional()]),
) as Record<DraftFieldKey, z.ZodOptional<z.ZodString>>;

/** A validated form: each party's type and, trimmed, exactly the fields of that type. */
export type DraftFormData = { type1: PartyType; type2: PartyType } & Partial<Record<DraftFieldKey, string>>;

/**
 * The server's schema for `formData`: the same rules as the browser (each failing field is an
 * issue at its own path with the spec's message); fields of the other party type are dropped.
 */
export const draftFormDataSchema = z
  .object({
    type1: partyTypeSchema.default(defaultPartyTypes[1]),
    type2: partyTypeSchema.default(defaultPartyTypes[2]),
    ...fieldShape,
  })
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(validateDraftForm(values))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform((values): DraftFormData => {
    const data: DraftFormData = { type1: values.type1, type2: values.type2 };
    for (const n of partyNumbers) {
      for (const field of partyFields[values[partyTypeKey(n)]]) {
        const key = fieldKey(field, n);
        data[key] = values[key]?.trim() ?? '';
      }
    }
    return data;
  });

export type IndividualParty = {
  type: 'Individual';
  name: string;
  relation: string;
  relName: string;
  idProofType: IdProofType;
  idProofNumber: string;
  address: string;
  phone: string;
  email: string;
};
export type BusinessParty = {
  type: 'Business';
  name: string;
  entityType: string;
  /** The person who represents and signs for the business (`brel_name`). */
  representative: string;
  address: string;
  phone: string;
  email: string;
};
export type DraftParty = IndividualParty | BusinessParty;

/** A party of a validated form, with readable names for the code that drafts from it. */
export function partyFromFormData(party: PartyNumber, data: DraftFormData): DraftParty {
  const get = (field: DraftField) => data[fieldKey(field, party)] ?? '';
  if (data[partyTypeKey(party)] === 'Business') {
    return {
      type: 'Business',
      name: get('bname'),
      entityType: get('type_of_entity'),
      representative: get('brel_name'),
      address: get('baddress'),
      phone: get('bphone'),
      email: get('bemail'),
    };
  }
  const proof = get('add_proof');
  return {
    type: 'Individual',
    name: get('name'),
    relation: get('relation'),
    relName: get('rel_name'),
    idProofType: isIdProofType(proof) ? proof : 'Aadhar Card No.',
    idProofNumber: get('add_proof_no'),
    address: get('address'),
    phone: get('phone'),
    email: get('email'),
  };
}

// ——— Contract data: what the contract is, around the two parties ———

export const contractTypes = [
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
] as const;
export type ContractType = (typeof contractTypes)[number];
export const contractTypeLabels: Record<ContractType, string> = {
  non_disclosure: 'Non-disclosure agreement',
  service_consultancy: 'Service / consultancy agreement',
  employment: 'Employment agreement',
  rent_leave_licence: 'Rent / leave and licence agreement',
  sale_of_goods: 'Sale of goods agreement',
  partnership: 'Partnership agreement',
  loan: 'Loan agreement',
  mou: 'Memorandum of understanding',
  freelancer: 'Freelancer agreement',
  software_licence: 'Software licence agreement',
};

export const termUnits = ['days', 'months', 'years'] as const;
export type TermUnit = (typeof termUnits)[number];
export const currencies = ['INR', 'USD', 'GBP', 'EUR'] as const;
export type Currency = (typeof currencies)[number];
/** US drafts only: the arbitral institution (American Arbitration Association or JAMS). */
export const arbitrationBodies = ['AAA', 'JAMS'] as const;
export type ArbitrationBody = (typeof arbitrationBodies)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Form inputs send numbers as text; an empty input means "not given", never 0. */
const optionalNumber = (check: (n: number) => boolean, message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
      if (Number.isFinite(n) && check(n)) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

const isoDate = z
  .string({ error: messages.draft.own.startDateInvalid })
  .trim()
  .refine(
    (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    },
    { error: messages.draft.own.startDateInvalid },
  );

const m = messages.draft.own;

/** `contractData`: the contract around the parties (type, term, value, payment, place, terms). */
export const contractDataSchema = z.object({
  contract_type: z.enum(contractTypes, { error: m.contractTypeInvalid }),
  /** What it is about, in the user's words: the services, the role, the premises, the goods… */
  purpose: optionalText(1000),
  /** Absent: the contract runs until it is terminated (for US employment: at will). */
  term_length: optionalNumber((n) => Number.isInteger(n) && n >= 1 && n <= 999, m.termInvalid),
  term_unit: z.enum(termUnits).default('months'),
  contract_value: optionalNumber((n) => n >= 0 && n <= 1e13, m.amountInvalid),
  /** Absent: the jurisdiction's currency (INR, USD, GBP). */
  currency: z.enum(currencies).optional(),
  payment_terms: optionalText(2000),
  /** State (India, USA) or nation / county (UK) whose law and courts govern. */
  governing_state: z
    .string({ error: messages.common.required })
    .trim()
    .min(1, { error: messages.common.required })
    .max(100, { error: tooLong(100) }),
  governing_city: optionalText(100),
  start_date: isoDate,
  special_terms: optionalText(5000),
  notice_period_days: optionalNumber((n) => Number.isInteger(n) && n >= 0 && n <= 365, m.noticeInvalid),
  /** Loan agreements: yearly simple interest. */
  interest_rate_percent: optionalNumber((n) => n >= 0 && n <= 100, m.interestInvalid),
  /** Rent / leave and licence: the refundable deposit. */
  security_deposit: optionalNumber((n) => n >= 0 && n <= 1e13, m.amountInvalid),
  arbitration_body: z.enum(arbitrationBodies).optional(),
  /** Party 1 takes the second role of the contract type (e.g. employer instead of employee). */
  swap_roles: z.boolean().default(false),
});
export type ContractDataInput = z.input<typeof contractDataSchema>;
export type ContractData = z.output<typeof contractDataSchema>;
