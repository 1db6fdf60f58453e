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
// licence" the licensor is bound and the licensee, named after the verb, benefits.
const OBLIGATION =
  /\b(shall|will|must|agrees?|may not|is not permitted|undertakes?|covenants?|grants?|hereby assigns?)\b/i;

/** A grant or assignment made by the sentence itself: "hereby assigns", "grants to". */
const TRANSFER =
  /\b(?:hereby\s+(?:grants?|assigns?|transfers?|conveys?)|(?:grants?|assigns?)\s+(?:to|unto)\b)/i;

/**
 * Which party a sentence binds: the party named (by name or defined term) closest before its first
 * obligation word ("Distributor shall not…" binds the distributor, "Licensor grants…" the licensor).
 * 0 when it names no party there.
 */
export function boundParty(sentence: string, partyNames: readonly (readonly string[])[]): number {
  // A present transfer decides before any other duty of the sentence: in "Aduro shall be the owner
  // of, and Consultant hereby assigns to Aduro, …" the consultant gives the work away.
  const obligation = TRANSFER.exec(sentence) ?? OBLIGATION.exec(sentence);
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
  const says = messages.analysis.reasons.risk[category];
  if (binds !== 0 && binds !== represented) return { risk: rule.onOther, reason: says.otherReason };
  return { risk: rule.level, reason: says.reason };
}
