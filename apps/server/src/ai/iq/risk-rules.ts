import type { CuadClauseCategory } from './cuad-categories.ts';

export type RiskLevel = 'high' | 'medium' | 'low' | 'none';

/**
 * How much a clause of each kind usually weighs on the party it binds, and why, from the point of view
 * of a lawyer reviewing the other side's paper. `binds` adjusts it: a restriction on the party the user
 * represents keeps its weight; one on the other party mostly protects the user.
 */
type Rule = { level: RiskLevel; reason: string; onOther: RiskLevel; otherReason: string };

const protects = (what: string) => `It restricts the other party (${what}), which protects you.`;

export const RISK_RULES: Record<CuadClauseCategory, Rule> = {
  'Most Favored Nation': {
    level: 'medium',
    reason: 'You must match the best terms you give anyone else, which limits your pricing freedom.',
    onOther: 'low',
    otherReason: protects('it must give you its best terms'),
  },
  'Competitive Restriction Exception': {
    level: 'low',
    reason: 'An exception narrows a restriction; check that it covers the businesses you need.',
    onOther: 'low',
    otherReason: 'An exception narrows a restriction on the other party; check it is not wider than agreed.',
  },
  'Non-Compete': {
    level: 'high',
    reason:
      'You may not compete; courts enforce such covenants only when reasonable in scope, area and time.',
    onOther: 'low',
    otherReason: protects('it may not compete with you'),
  },
  Exclusivity: {
    level: 'high',
    reason: 'Exclusivity ties you to one counterparty and shuts out other deals for its term.',
    onOther: 'low',
    otherReason: protects('it deals with you exclusively'),
  },
  'No-Solicit of Customers': {
    level: 'medium',
    reason: 'You may not approach certain customers, which can limit your business after the contract ends.',
    onOther: 'low',
    otherReason: protects('it may not approach your customers'),
  },
  'No-Solicit of Employees': {
    level: 'low',
    reason: 'You may not hire or solicit the other side’s staff for a time.',
    onOther: 'low',
    otherReason: protects('it may not poach your staff'),
  },
  'Non-Disparagement': {
    level: 'low',
    reason: 'You may not make negative statements about the other party.',
    onOther: 'low',
    otherReason: protects('it may not disparage you'),
  },
  'Termination for Convenience': {
    level: 'high',
    reason: 'The contract may be ended without cause, so the revenue or supply it promises is not secure.',
    onOther: 'medium',
    otherReason: 'Only you may end it without cause, but check that the notice period suits you.',
  },
  'Rofr/Rofo/Rofn': {
    level: 'medium',
    reason:
      'A right of first refusal or offer lets the other party step into deals you negotiate with others.',
    onOther: 'low',
    otherReason: protects('you get a first right'),
  },
  'Change of Control': {
    level: 'medium',
    reason: 'A merger or sale of your business can let the other party end the contract or require consent.',
    onOther: 'low',
    otherReason: protects('its change of control has consequences'),
  },
  'Anti-Assignment': {
    level: 'medium',
    reason: 'You need consent to assign the contract, which can block a sale or reorganisation.',
    onOther: 'low',
    otherReason: protects('it cannot assign without your consent'),
  },
  'Revenue/Profit Sharing': {
    level: 'medium',
    reason: 'Part of your revenue or profit goes to the other party; check the base and the audit right.',
    onOther: 'low',
    otherReason: 'You share in the other party’s revenue; make sure you can verify the figures.',
  },
  'Price Restrictions': {
    level: 'medium',
    reason: 'Prices are fixed or capped, so rising costs stay with you.',
    onOther: 'low',
    otherReason: protects('its prices are capped'),
  },
  'Minimum Commitment': {
    level: 'high',
    reason: 'You owe a minimum purchase or payment whatever your actual need.',
    onOther: 'low',
    otherReason: protects('it commits to a minimum'),
  },
  'Volume Restriction': {
    level: 'medium',
    reason: 'Use beyond a set volume is forbidden or costs more.',
    onOther: 'low',
    otherReason: 'The other party’s volume is limited; check it does not constrain your supply.',
  },
  'IP Ownership Assignment': {
    level: 'high',
    reason: 'Intellectual property you create passes to the other party.',
    onOther: 'low',
    otherReason: protects('its work product becomes yours'),
  },
  'Joint IP Ownership': {
    level: 'medium',
    reason:
      'Jointly owned IP is hard to exploit or license without the co-owner; the law differs by country.',
    onOther: 'medium',
    otherReason: 'Jointly owned IP is hard to exploit or license without the co-owner.',
  },
  'License Grant': {
    level: 'medium',
    reason: 'You grant rights in your IP; check field, territory, term and sublicensing.',
    onOther: 'low',
    otherReason: 'You receive a licence; check it covers the use you need.',
  },
  'Non-Transferable License': {
    level: 'low',
    reason: 'The licence cannot be transferred or sublicensed.',
    onOther: 'low',
    otherReason: 'The licence cannot be transferred or sublicensed.',
  },
  'Affiliate License-Licensor': {
    level: 'low',
    reason: 'Affiliates of the licensor are drawn into the licence.',
    onOther: 'low',
    otherReason: 'Affiliates of the licensor are drawn into the licence.',
  },
  'Affiliate License-Licensee': {
    level: 'low',
    reason: 'Affiliates of the licensee may use the licence, widening who uses your IP.',
    onOther: 'low',
    otherReason: 'Affiliates may use the licence.',
  },
  'Unlimited/All-You-Can-Eat-License': {
    level: 'medium',
    reason: 'Use is unlimited for a fixed price.',
    onOther: 'low',
    otherReason: 'Use is unlimited for a fixed price.',
  },
  'Irrevocable or Perpetual License': {
    level: 'high',
    reason: 'The licence cannot be withdrawn or never ends, even after a breach.',
    onOther: 'low',
    otherReason: 'Your licence cannot be withdrawn, which protects you.',
  },
  'Source Code Escrow': {
    level: 'low',
    reason: 'Source code is deposited in escrow and may be released on stated events.',
    onOther: 'low',
    otherReason: protects('its source code is in escrow'),
  },
  'Post-Termination Services': {
    level: 'medium',
    reason: 'Duties continue after the contract ends (transition, sell-off, support).',
    onOther: 'low',
    otherReason: protects('it must keep serving you after the end'),
  },
  'Audit Rights': {
    level: 'medium',
    reason: 'The other party may inspect your books, records or premises.',
    onOther: 'low',
    otherReason: protects('you may audit it'),
  },
  'Uncapped Liability': {
    level: 'high',
    reason: 'Some liability has no limit, so a single claim can exceed the contract’s value.',
    onOther: 'low',
    otherReason: 'The other party’s liability is uncapped, which protects you.',
  },
  'Cap on Liability': {
    level: 'low',
    reason: 'Liability is capped; check the amount against the losses you could suffer.',
    onOther: 'medium',
    otherReason: 'The other party’s liability to you is capped and may not cover your losses.',
  },
  'Liquidated Damages': {
    level: 'high',
    reason: 'A fixed sum is payable on breach or early termination, whatever the actual loss.',
    onOther: 'low',
    otherReason: protects('it pays a fixed sum on breach'),
  },
  'Warranty Duration': {
    level: 'low',
    reason: 'Warranties last only for a set period.',
    onOther: 'medium',
    otherReason: 'The other party’s warranty ends after a set period; claims after it are lost.',
  },
  Insurance: {
    level: 'low',
    reason: 'You must carry insurance, at a cost to you.',
    onOther: 'low',
    otherReason: protects('it must be insured'),
  },
  'Covenant Not to Sue': {
    level: 'high',
    reason: 'You give up the right to sue or to challenge the other party’s rights.',
    onOther: 'low',
    otherReason: protects('it may not sue you'),
  },
  'Third Party Beneficiary': {
    level: 'low',
    reason: 'Someone outside the contract may enforce it, or is expressly excluded from doing so.',
    onOther: 'low',
    otherReason: 'Someone outside the contract may enforce it, or is expressly excluded from doing so.',
  },
};

const OBLIGATION = /\b(shall|will|must|agrees?|may not|is not permitted|undertakes?|covenants?)\b/i;

/**
 * Which party a sentence binds: the party named (by name or defined term) closest before its first
 * obligation word ("Distributor shall not…" binds the distributor). 0 when it names no party there.
 */
export function boundParty(sentence: string, partyNames: readonly (readonly string[])[]): number {
  const obligation = OBLIGATION.exec(sentence);
  const before = (obligation === null ? sentence : sentence.slice(0, obligation.index)).toLowerCase();
  let best = 0;
  let bestAt = -1;
  partyNames.forEach((names, i) => {
    for (const name of names) {
      const at = before.lastIndexOf(name.toLowerCase());
      if (name.length >= 2 && at > bestAt) [best, bestAt] = [i + 1, at];
    }
  });
  return best;
}

/** The risk and the reason of a present clause for the party the user represents (1-based). */
export function riskOf(category: CuadClauseCategory, binds: number, represented: number) {
  const rule = RISK_RULES[category];
  if (binds !== 0 && binds !== represented) return { risk: rule.onOther, reason: rule.otherReason };
  return { risk: rule.level, reason: rule.reason };
}
