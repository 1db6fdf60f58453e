import type { Jurisdiction } from '@lexi/shared/countries';
import type {
  ContractData,
  ContractType,
  Currency,
  DraftFormData,
  DraftParty,
  PartyNumber,
} from '@lexi/shared/validation/draft-form';
import { partyFromFormData } from '@lexi/shared/validation/draft-form';
import { governingStateOf, jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';
import { formatContractDate, formatMoney, formatTerm, termInMonths } from './format.ts';

/** A party as the clauses see it: its details, its role in this contract and who signs for it. */
export type RoleParty = {
  number: PartyNumber;
  party: DraftParty;
  role: string;
  name: string;
  signatory: string;
};

export type GoverningPlace = {
  state: string;
  /** The state as a contract names it: "the State of Texas", "the Union Territory of Ladakh". */
  formal: string;
  city: string | undefined;
  label: string;
};

/** Everything a clause needs, computed once per draft. */
export type DraftContext = {
  jurisdiction: Jurisdiction;
  type: ContractType;
  data: ContractData;
  /** In the form's order (party 1, party 2). */
  parties: [RoleParty, RoleParty];
  /** The party in the contract type's first role (discloser, client, employee, licensor, seller…). */
  first: RoleParty;
  second: RoleParty;
  currency: Currency;
  effectiveDate: string;
  place: GoverningPlace;
  /** "12 (twelve) months", or null when the contract runs until terminated. */
  term: string | null;
  termMonths: number | null;
  noticeDays: number;
  isResolutions: boolean;
  money(amount: number): string;
  /** The value of the contract in words and figures, or the fallback when none was given. */
  value(fallback: string): string;
};

/** A section before numbering: the assembler numbers sections and clauses (1, 1.1, 1.2…). */
export type SectionDraft = { heading: string; clauses: string[]; verbatim?: boolean };

export function buildDraftContext(
  jurisdiction: Jurisdiction,
  formData: DraftFormData,
  data: ContractData,
  roles: readonly [string, string],
): DraftContext {
  const rules = jurisdictionRules[jurisdiction];
  const currency = data.currency ?? rules.currency;
  const money = (amount: number) => formatMoney(amount, currency);
  const roleParty = (number: PartyNumber, role: string): RoleParty => {
    const party = partyFromFormData(number, formData);
    const signatory = party.type === 'Business' ? party.representative : party.name;
    return { number, party, role, name: party.name, signatory };
  };
  const [role1, role2] = data.swap_roles ? [roles[1], roles[0]] : [roles[0], roles[1]];
  const p1 = roleParty(1, role1);
  const p2 = roleParty(2, role2);
  const [first, second] = data.swap_roles ? [p2, p1] : [p1, p2];
  const city = data.governing_city;
  return {
    jurisdiction,
    type: data.contract_type,
    data,
    parties: [p1, p2],
    first,
    second,
    currency,
    effectiveDate: formatContractDate(data.start_date, jurisdiction),
    place: {
      state: data.governing_state,
      formal: governingStateOf(rules, data.governing_state)?.formal ?? data.governing_state,
      city,
      label: city ? `${city}, ${data.governing_state}` : data.governing_state,
    },
    term: data.term_length ? formatTerm(data.term_length, data.term_unit) : null,
    termMonths: data.term_length ? termInMonths(data.term_length, data.term_unit) : null,
    noticeDays: data.notice_period_days ?? 30,
    isResolutions: p1.party.type === 'Business' || p2.party.type === 'Business',
    money,
    value: (fallback) => (data.contract_value === undefined ? fallback : money(data.contract_value)),
  };
}

/** Picks the jurisdiction's wording where a clause differs only in a phrase. */
export function byLaw<T>(ctx: Pick<DraftContext, 'jurisdiction'>, options: Record<Jurisdiction, T>): T {
  return options[ctx.jurisdiction];
}

/** One contract type: its roles, recitals, definitions and operative clauses. */
export type ContractTemplate = {
  title(jurisdiction: Jurisdiction): string;
  roles(jurisdiction: Jurisdiction): readonly [string, string];
  recitals(ctx: DraftContext): string[];
  /** [term, meaning] pairs, added to the common definitions. */
  definitions(ctx: DraftContext): [string, string][];
  /** The type's own sections, in order, after Definitions. */
  operative(ctx: DraftContext): SectionDraft[];
  payment(ctx: DraftContext): string[];
  /** Type-specific termination clauses, before the common ones. */
  termination(ctx: DraftContext): string[];
  /** NDAs and MoUs write their own confidentiality; the others get the common clause. */
  ownConfidentiality?: boolean;
};
