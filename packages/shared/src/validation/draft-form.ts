import { z } from 'zod';
import type { Jurisdiction } from '../countries.ts';
import { messages } from '../messages.ts';
import { type ContractType, contractTypes, isContractType } from './contract-types.ts';
import { EMAIL_PATTERN, startsWithCalendarDate } from './fields.ts';
import {
  entityTypeOf,
  governingStateOf,
  idProofOf,
  type JurisdictionRules,
  jurisdictionRules,
  offersContractType,
} from './jurisdiction-rules.ts';
import { hasUnsafeText, multiLineText, singleLineText, type TextKind } from './safe-text.ts';

/**
 * The two-step draft form of spec part 1 (§3 "Draft contract form data", §5): its fields, its rules
 * and its messages, written once. The browser validates on every change with `validateDraftField`
 * and per card with `validateParty`; the server parses the same values with
 * `draftFormDataSchemaFor`, which runs the very same functions, so both sides always agree.
 *
 * What is asked depends on the jurisdiction (validation/jurisdiction-rules.ts): India asks the
 * spec's fields with the spec's rules; the USA and the UK ask no relation, offer their own identity
 * documents (or none), phone formats, entity types, contract types and governing states.
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

/** The spec's identity proof types: India's (the other jurisdictions' are in their rules). */
export const idProofTypes = jurisdictionRules.india.idProofs.map((p) => p.type);

/** Every field a party may have in some jurisdiction; `askedFields` says which are asked. */
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

/** India: offered in the relation select; any other short text (e.g. 'Through') is accepted too. */
export const relationSuggestions = ['S/o', 'D/o', 'W/o', 'H/o', 'C/o'] as const;

export type DraftFieldKey = `${DraftField}${PartyNumber}`;
export type PartyTypeKey = `type${PartyNumber}`;
/** The form's values as the browser holds them; any key may be missing while the user types. */
export type DraftFormValues = Readonly<Partial<Record<DraftFieldKey | PartyTypeKey, string>>>;
export type DraftFormErrors = Partial<Record<DraftFieldKey | PartyTypeKey, string>>;

export const fieldKey = <F extends DraftField, N extends PartyNumber>(field: F, party: N): `${F}${N}` =>
  `${field}${party}`;
export const partyTypeKey = <N extends PartyNumber>(party: N): `type${N}` => `type${party}`;

type FieldKind = 'text' | 'address' | 'email' | 'phone' | 'idProofType' | 'idNumber' | 'entityType';
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
  type_of_entity: 'entityType',
  brel_name: 'text',
  baddress: 'address',
  bphone: 'phone',
  bemail: 'email',
};
/** Lengths well above any real value: they only stop a pasted novel from reaching a contract. */
const maxLengths: Record<Exclude<FieldKind, 'phone'>, number> = {
  text: 200,
  address: 500,
  email: 254,
  idProofType: 30,
  idNumber: 30,
  entityType: 100,
};

const tooLong = (max: number) => `Must be at most ${max} characters`;
const filled = (value: string | undefined) => (value ?? '').trim() !== '';

const isPartyType = (value: unknown): value is PartyType => partyTypes.some((t) => t === value);

/** The party's type as the form holds it; a missing one is the spec's default for that party. */
export function partyTypeOf(party: PartyNumber, values: DraftFormValues): PartyType | null {
  const raw = values[partyTypeKey(party)];
  if (raw === undefined || raw === '') return defaultPartyTypes[party];
  return isPartyType(raw) ? raw : null;
}

/**
 * The fields this party is asked for, in the form's order: a Business's six everywhere; for an
 * Individual, the relation only where the jurisdiction asks it, and, where an identity document is
 * optional, its number only once a document type is chosen.
 */
export function askedFields(
  jurisdiction: Jurisdiction,
  party: PartyNumber,
  type: PartyType,
  values: DraftFormValues,
): readonly DraftField[] {
  if (type === 'Business') return businessFields;
  const rules = jurisdictionRules[jurisdiction];
  return individualFields.filter((field) => {
    if (field === 'relation' || field === 'rel_name') return rules.asksRelation;
    if (field === 'add_proof_no')
      return rules.idProofRequired || filled(values[fieldKey('add_proof', party)]);
    return true;
  });
}

/** Whether an asked field may be left empty (an identity document where none is a valid answer). */
export function isOptionalField(jurisdiction: Jurisdiction, field: DraftField): boolean {
  return field === 'add_proof' && !jurisdictionRules[jurisdiction].idProofRequired;
}

function kindError(
  rules: JurisdictionRules,
  party: PartyNumber,
  field: DraftField,
  v: string,
  allValues: DraftFormValues,
): string | null {
  const kind = fieldKinds[field];
  switch (kind) {
    case 'email':
      return EMAIL_PATTERN.test(v) && v.length <= maxLengths.email ? null : messages.common.invalidEmail;
    case 'phone':
      return v.length <= rules.phone.maxLength && rules.phone.accepts(v) ? null : rules.phone.message;
    case 'idProofType':
      return idProofOf(rules, v) ? null : rules.idProofTypeInvalid;
    case 'entityType':
      return entityTypeOf(rules, v) ? null : messages.draft.own.entityTypeInvalid(rules.countryName);
    case 'idNumber': {
      if (v.length > maxLengths.idNumber) return tooLong(maxLengths.idNumber);
      // The rule of an identity number is the one of the document chosen beside it; with none
      // chosen yet, that field shows its own error and the number is only required.
      const proof = idProofOf(rules, allValues[fieldKey('add_proof', party)]);
      return !proof || proof.accepts(v) ? null : proof.message;
    }
    default:
      return v.length > maxLengths[kind] ? tooLong(maxLengths[kind]) : null;
  }
}

/**
 * One field's error, or null when it is valid: called on every change, so that an error clears as
 * soon as the value becomes valid. A field that is not asked of this party has no rule.
 */
export function validateDraftField(
  jurisdiction: Jurisdiction,
  party: PartyNumber,
  type: PartyType,
  field: DraftField,
  value: string | undefined,
  allValues: DraftFormValues = {},
): string | null {
  if (!askedFields(jurisdiction, party, type, allValues).includes(field)) return null;
  // What the server's schema refuses in any field (a NUL, a control character pasted from a PDF):
  // said beside the field as it is typed, not only after Create, from another card.
  if (value !== undefined && hasUnsafeText(value)) return messages.common.unsafeText;
  const v = (value ?? '').trim();
  if (v === '') return isOptionalField(jurisdiction, field) ? null : messages.common.required;
  return kindError(jurisdictionRules[jurisdiction], party, field, v, allValues);
}

/** Every error of one party (card), keyed by the form's field names (`name1`, `bemail2`, …). */
export function validateParty(
  jurisdiction: Jurisdiction,
  party: PartyNumber,
  values: DraftFormValues,
): DraftFormErrors {
  const errors: DraftFormErrors = {};
  const type = partyTypeOf(party, values);
  if (type === null) {
    errors[partyTypeKey(party)] = messages.draft.own.partyTypeInvalid;
    return errors;
  }
  for (const field of askedFields(jurisdiction, party, type, values)) {
    const key = fieldKey(field, party);
    const error = validateDraftField(jurisdiction, party, type, field, values[key], values);
    if (error !== null) errors[key] = error;
  }
  return errors;
}

/**
 * Fields another jurisdiction asks (India's relation and relative's name) sent for this one: a
 * request drafted for the wrong country is refused rather than half-used.
 */
function foreignFieldErrors(jurisdiction: Jurisdiction, values: DraftFormValues): DraftFormErrors {
  const rules = jurisdictionRules[jurisdiction];
  const errors: DraftFormErrors = {};
  if (rules.asksRelation) return errors;
  for (const party of partyNumbers) {
    for (const field of ['relation', 'rel_name'] as const) {
      const key = fieldKey(field, party);
      if (filled(values[key])) errors[key] = messages.draft.own.relationNotAsked(rules.countryName);
    }
  }
  return errors;
}

/** Both parties: what Save checks ('Please fix all errors before saving'). */
export function validateDraftForm(jurisdiction: Jurisdiction, values: DraftFormValues): DraftFormErrors {
  return {
    ...validateParty(jurisdiction, 1, values),
    ...validateParty(jurisdiction, 2, values),
    ...foreignFieldErrors(jurisdiction, values),
  };
}

export const hasErrors = (errors: DraftFormErrors): boolean => Object.keys(errors).length > 0;

const allFieldKeys: DraftFieldKey[] = partyNumbers.flatMap((n) =>
  [...individualFields, ...businessFields].map((f) => fieldKey(f, n)),
);
const fieldShape = Object.fromEntries(
  allFieldKeys.map((key) => [key, multiLineText({ error: messages.common.required }).max(5000).optional()]),
) as Record<DraftFieldKey, z.ZodOptional<z.ZodString>>;

/** A validated form: each party's type and, trimmed, exactly the fields asked of it. */
export type DraftFormData = { type1: PartyType; type2: PartyType } & Partial<Record<DraftFieldKey, string>>;

/**
 * A value stored as the table writes it: a chosen option in its own spelling ('private limited
 * company' → 'Private Limited Company'), an identity number as its document stores it.
 */
function canonicalValue(
  rules: JurisdictionRules,
  party: PartyNumber,
  field: DraftField,
  value: string,
  values: DraftFormValues,
): string {
  if (field === 'add_proof') return idProofOf(rules, value)?.type ?? value;
  if (field === 'add_proof_no') {
    return idProofOf(rules, values[fieldKey('add_proof', party)])?.canonical(value) ?? value;
  }
  if (field === 'type_of_entity') return entityTypeOf(rules, value)?.value ?? value;
  return value;
}

/**
 * The server's schema for `formData` in one jurisdiction: the same rules as the browser (each
 * failing field is an issue at its own path with its message); fields that are not asked of the
 * party (the other party type's, an identity number without a document) are dropped.
 */
export function draftFormDataSchemaFor(jurisdiction: Jurisdiction) {
  const rules = jurisdictionRules[jurisdiction];
  return z
    .object({
      type1: partyTypeSchema.default(defaultPartyTypes[1]),
      type2: partyTypeSchema.default(defaultPartyTypes[2]),
      ...fieldShape,
    })
    .superRefine((values, ctx) => {
      for (const [path, message] of Object.entries(validateDraftForm(jurisdiction, values))) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    })
    .transform((values): DraftFormData => {
      const data: DraftFormData = { type1: values.type1, type2: values.type2 };
      for (const n of partyNumbers) {
        for (const field of askedFields(jurisdiction, n, values[partyTypeKey(n)], values)) {
          const value = values[fieldKey(field, n)]?.trim() ?? '';
          if (value === '' && isOptionalField(jurisdiction, field)) continue;
          data[fieldKey(field, n)] = canonicalValue(rules, n, field, value, values);
        }
      }
      return data;
    });
}

export type IndividualParty = {
  type: 'Individual';
  name: string;
  /** India only: "D/o Mohan Rao". */
  relative: { relation: string; name: string } | null;
  /** The identity document the party gave; none is a valid answer outside India. */
  idProof: { type: string; number: string } | null;
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
  const relation = get('relation');
  const relName = get('rel_name');
  const proof = get('add_proof');
  const proofNumber = get('add_proof_no');
  return {
    type: 'Individual',
    name: get('name'),
    relative: relation && relName ? { relation, name: relName } : null,
    idProof: proof && proofNumber ? { type: proof, number: proofNumber } : null,
    address: get('address'),
    phone: get('phone'),
    email: get('email'),
  };
}

// ——— Contract data: what the contract is, around the two parties ———

export { type ContractType, contractTypeLabels, contractTypes } from './contract-types.ts';

export const termUnits = ['days', 'months', 'years'] as const;
export type TermUnit = (typeof termUnits)[number];
export const currencies = ['INR', 'USD', 'GBP', 'EUR'] as const;
export type Currency = (typeof currencies)[number];
/** US drafts only: the arbitral institution (American Arbitration Association or JAMS). */
export const arbitrationBodies = ['AAA', 'JAMS'] as const;
export type ArbitrationBody = (typeof arbitrationBodies)[number];

const optionalText = (max: number, kind: TextKind = 'multi_line') =>
  (kind === 'single_line' ? singleLineText() : multiLineText())
    .trim()
    .max(max, { error: tooLong(max) })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Form inputs send numbers as text; an empty input means "not given", never 0. */
const optionalNumber = (check: (n: number) => boolean, message: string) =>
  z
    .union([z.number(), singleLineText().trim()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
      if (Number.isFinite(n) && check(n)) return n;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

const isoDate = singleLineText({ error: messages.draft.own.startDateInvalid })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && startsWithCalendarDate(v), {
    error: messages.draft.own.startDateInvalid,
  });

const m = messages.draft.own;

const requiredPlace = singleLineText({ error: messages.common.required })
  .trim()
  .min(1, { error: messages.common.required })
  .max(100, { error: tooLong(100) });

/** The shape of `contractData`, the contract around the parties; `contractDataSchemaFor` validates it. */
const contractDataShape = z.object({
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
  /** The state or union territory (India), the state (USA) or the law of a UK nation that governs. */
  governing_state: requiredPlace,
  governing_city: optionalText(100, 'single_line'),
  start_date: isoDate,
  special_terms: optionalText(5000),
  notice_period_days: optionalNumber((n) => Number.isInteger(n) && n >= 0 && n <= 365, m.noticeInvalid),
  /** Loan agreements: yearly simple interest. */
  interest_rate_percent: optionalNumber((n) => n >= 0 && n <= 100, m.interestInvalid),
  /** Rent / leave and licence, lease, licence to occupy: the refundable deposit. */
  security_deposit: optionalNumber((n) => n >= 0 && n <= 1e13, m.amountInvalid),
  arbitration_body: z.enum(arbitrationBodies).optional(),
  /** Party 1 takes the second role of the contract type (e.g. employer instead of employee). */
  swap_roles: z.boolean().default(false),
});
export type ContractDataInput = z.input<typeof contractDataShape>;
export type ContractData = z.output<typeof contractDataShape>;

/**
 * `contractData` in one jurisdiction: a contract type it offers and one of its governing states
 * (stored as the table spells it); a type or place of another country is refused with a message.
 */
export function contractDataSchemaFor(jurisdiction: Jurisdiction) {
  const rules = jurisdictionRules[jurisdiction];
  return contractDataShape.extend({
    contract_type: singleLineText({ error: m.contractTypeInvalid }).transform((value, ctx): ContractType => {
      if (isContractType(value) && offersContractType(rules, value)) return value;
      ctx.addIssue({
        code: 'custom',
        message: isContractType(value) ? m.contractTypeNotOffered(rules.countryName) : m.contractTypeInvalid,
      });
      return z.NEVER;
    }),
    governing_state: requiredPlace.transform((value, ctx) => {
      const state = governingStateOf(rules, value);
      if (state) return state.name;
      ctx.addIssue({ code: 'custom', message: rules.governingStateInvalid });
      return z.NEVER;
    }),
  });
}
