import { messages } from '@lexi/shared/messages';
import type { CuadClauseCategory } from './cuad-categories.ts';

export type RiskLevel = 'high' | 'medium' | 'low' | 'none';

/**
 * How much a clause of each kind usually weighs on the party it binds, and why, from the point of view
 * of a lawyer reviewing the other side's paper. `binds` adjusts it: a restriction on the party the user
 * represents keeps its weight; one on the other party mostly protects the user, and then costs
 * nothing ('none': its reason says so), unless it still asks the user to check something.
 */
type Rule = { level: RiskLevel; onOther: RiskLevel };

export const RISK_RULES: Record<CuadClauseCategory, Rule> = {
  'Most Favored Nation': { level: 'medium', onOther: 'none' },
  'Competitive Restriction Exception': { level: 'low', onOther: 'low' },
  'Non-Compete': { level: 'high', onOther: 'none' },
  Exclusivity: { level: 'high', onOther: 'none' },
  'No-Solicit of Customers': { level: 'medium', onOther: 'none' },
  'No-Solicit of Employees': { level: 'low', onOther: 'none' },
  'Non-Disparagement': { level: 'low', onOther: 'none' },
  'Termination for Convenience': { level: 'high', onOther: 'medium' },
  'Rofr/Rofo/Rofn': { level: 'medium', onOther: 'none' },
  'Change of Control': { level: 'medium', onOther: 'none' },
  'Anti-Assignment': { level: 'medium', onOther: 'none' },
  'Revenue/Profit Sharing': { level: 'medium', onOther: 'low' },
  'Price Restrictions': { level: 'medium', onOther: 'none' },
  'Minimum Commitment': { level: 'high', onOther: 'none' },
  'Volume Restriction': { level: 'medium', onOther: 'low' },
  'IP Ownership Assignment': { level: 'high', onOther: 'none' },
  'Joint IP Ownership': { level: 'medium', onOther: 'medium' },
  'License Grant': { level: 'medium', onOther: 'low' },
  'Non-Transferable License': { level: 'low', onOther: 'low' },
  'Affiliate License-Licensor': { level: 'low', onOther: 'low' },
  'Affiliate License-Licensee': { level: 'low', onOther: 'low' },
  'Unlimited/All-You-Can-Eat-License': { level: 'medium', onOther: 'low' },
  'Irrevocable or Perpetual License': { level: 'high', onOther: 'none' },
  'Source Code Escrow': { level: 'low', onOther: 'none' },
  'Post-Termination Services': { level: 'medium', onOther: 'none' },
  'Audit Rights': { level: 'medium', onOther: 'none' },
  'Uncapped Liability': { level: 'high', onOther: 'none' },
  'Cap on Liability': { level: 'low', onOther: 'medium' },
  'Liquidated Damages': { level: 'high', onOther: 'none' },
  'Warranty Duration': { level: 'low', onOther: 'medium' },
  Insurance: { level: 'low', onOther: 'none' },
  'Covenant Not to Sue': { level: 'high', onOther: 'none' },
  'Third Party Beneficiary': { level: 'low', onOther: 'low' },
};

// A grant or an assignment binds the party giving it: in "Licensor hereby grants to Licensee a
// licence" the licensor is bound and the licensee, named after the verb, benefits. A right binds
// the party it is held against: in "ACSI may terminate this Agreement at any time" Company bears it.
const OPERATIVE =
  /\b(?:(?<right>may(?!\s+not\b|\s+only\b|\s+be\b)|(?:shall|will)\s+(?:have|be\s+entitled\s+to)\s+the\s+(?:right|option)\b|(?:shall|will)\s+be\s+(?:entitled|permitted)\s+to|(?:is|are)\s+(?:entitled|permitted)\s+to|(?:has|have)\s+the\s+(?:right|option)\b|reserves?\s+the\s+right\b)|shall|will|must|agrees?|may\s+(?:not|only)|is\s+not\s+permitted|undertakes?|covenants?|grants?|hereby\s+assigns?)\b/i;

/** A grant or assignment made by the sentence itself: "hereby assigns", "grants to". */
const TRANSFER =
  /\b(?:hereby\s+(?:grants?|assigns?|transfers?|conveys?)|(?:grants?|assigns?)\s+(?:to|unto)\b)/i;

/**
 * Which party a sentence binds: the party named (by name or defined term) closest before its first
 * operative word. An obligation binds that party ("Distributor shall not…" the distributor,
 * "Licensor grants…" the licensor); a right ("may", "shall have the right to") binds the other one of
 * two ("ACSI may terminate…" binds Company, whose contract can end), unless `rights` says the
 * holder is the one the clause is about (an exception to a restriction is held by the restricted
 * party). 0 when it names no party there, both together ("Company or Contractor may…"), or a right's
 * holder among more than two parties.
 */
export function boundParty(
  sentence: string,
  partyNames: readonly (readonly string[])[],
  rights: 'bind-other' | 'bind-holder' = 'bind-other',
): number {
  // A present transfer decides before any other duty of the sentence: in "Aduro shall be the owner
  // of, and Consultant hereby assigns to Aduro, …" the consultant gives the work away.
  const transfer = TRANSFER.exec(sentence);
  const operative = transfer ?? OPERATIVE.exec(sentence);
  const before = (operative === null ? sentence : sentence.slice(0, operative.index)).toLowerCase();
  let best = 0;
  let bestAt = -1;
  partyNames.forEach((names, i) => {
    for (const name of names) {
      const at = before.lastIndexOf(name.toLowerCase());
      if (name.length >= 2 && at > bestAt) [best, bestAt] = [i + 1, at];
    }
  });
  if (best !== 0 && namedTogether(before.slice(0, bestAt), partyNames, best)) return 0;
  const right = transfer === null && operative?.groups?.right !== undefined;
  if (right && best !== 0 && rights === 'bind-other') return partyNames.length === 2 ? 3 - best : 0;
  return best;
}

/** Whether another party is named just before, joined by "or" or "and": "the Company or the Contractor". */
function namedTogether(before: string, partyNames: readonly (readonly string[])[], party: number): boolean {
  const joined = /(\S[^,;]*?)\s+(?:or|and|and\/or)\s+(?:the\s+)?$/.exec(before)?.[1];
  if (joined === undefined) return false;
  return partyNames.some(
    (names, i) =>
      i + 1 !== party && names.some((name) => name.length >= 2 && joined.endsWith(name.toLowerCase())),
  );
}

/** The categories whose right is held by the party the clause is about: an exception to a restriction. */
const HOLDER_IS_BOUND: ReadonlySet<CuadClauseCategory> = new Set(['Competitive Restriction Exception']);

/** The party a clause of this category binds, as riskOf reads it. */
export const partyBoundBy = (
  category: CuadClauseCategory,
  sentence: string,
  partyNames: readonly (readonly string[])[],
) => boundParty(sentence, partyNames, HOLDER_IS_BOUND.has(category) ? 'bind-holder' : 'bind-other');

/** The risk and the reason of a present clause for the party the user represents (1-based). */
export function riskOf(category: CuadClauseCategory, binds: number, represented: number) {
  const rule = RISK_RULES[category];
  const says = messages.analysis.reasons.risk[category];
  if (binds !== 0 && binds !== represented) return { risk: rule.onOther, reason: says.otherReason };
  return { risk: rule.level, reason: says.reason };
}
