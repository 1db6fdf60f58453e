import type { CuadClauseCategory } from './cuad-categories.ts';

/**
 * For the categories that hinge on what a clause means rather than on its words, how to read a
 * sentence that has the category's wording: `grants` matches the reading that makes the clause one
 * of the category (a third party may enforce it, a cap on quantities, a better-terms promise measured
 * against others, an exception to a restriction, a licence reaching affiliates), `denies` the reading
 * that does not (no third party may enforce it, a minimum rather than a maximum). Written from the
 * law and drafting practice: a denial of third-party rights with an exception still grants some.
 * The contract's counts of each are features of the category's contract-level stage
 * (presence-model.ts), not of the sentence model.
 */
type Polarity = { wording: RegExp; grants: RegExp; denies?: RegExp; exceptionGrants?: true };

/** An exception to a denial ("other than the parties" is the denial itself, not an exception). */
const EXCEPTION =
  /\b(except|with the exception|save (as|for)|provided,? however|excluding)\b|\bother than (?!(the |a )?(parties|party|signator))/i;

export const CLAUSE_POLARITY: Partial<Record<CuadClauseCategory, Polarity>> = {
  'Third Party Beneficiary': {
    wording: /third[- ]part|beneficiar|person other than|any (other )?person/i,
    grants:
      /(is|are|be|been|become|deemed|constitute)\s+(an?\s+)?(express(ly)?|intended|direct|the)?[\s,]*(and\s+)?(express|intended|direct)?\s*third[- ]party beneficiar|entitled to (the benefit|enforce)|(right|entitled|may) to enforce|for the benefit of.{0,60}(affiliates|successors|indemnif|lenders?|licensors?)/i,
    denies: /\b(no|not|nothing|neither|nor|solely|exclusively|sole)\b/i,
    exceptionGrants: true,
  },
  'Volume Restriction': {
    wording: /units|quantit|volume|number of|users|copies|seats|capacity|orders?|amount/i,
    grants:
      /(not|no) (more than|to exceed|exceed)|shall not exceed|maximum|up to|in excess of|cap(ped)? (on|at)|limit(ed)? (to|on) (the )?(number|quantit|volume)|more than/i,
    denies: /at least|minimum|no less than|not less than/i,
  },
  'Most Favored Nation': {
    wording: /favou?r|price|terms|rate/i,
    grants:
      /(less|more|most|as) favou?rable.{0,160}(any other|other (customer|licensee|distributor|purchaser|reseller|part)|third part|similarly situated)|most[- ]favou?red (nation|customer|licensee)|lowest (price|rate).{0,80}(any|other)/i,
  },
  'Competitive Restriction Exception': {
    wording: /compet|exclusiv|solicit|restrict/i,
    grants:
      /notwithstanding|\bexcept\b|exception|shall not (apply|restrict|prohibit|prevent|limit|be deemed)|nothing (in|herein|contained).{0,120}(restrict|prohibit|prevent|limit|preclude)|(passive|solely as an) investment|less than \w+ (percent|%)|\d+ ?% of the (outstanding|issued)/i,
  },
  'Affiliate License-Licensor': {
    wording: /affiliates?/i,
    grants:
      /(licensor|grantor|owner)( and|,| or)? (its|their) affiliates|affiliates of (the )?(licensor|grantor|owner)|(licensor|owner)('s)? affiliates|(under|in).{0,40}(owned|controlled) by.{0,40}affiliates/i,
  },
  'Affiliate License-Licensee': {
    wording: /affiliates?/i,
    grants:
      /(licensee|distributor|customer|reseller|franchisee)( and|,| or)? (its|their) affiliates|affiliates of (the )?(licensee|distributor|customer)|(licensee|customer)('s)? affiliates|sub-?licen[cs]e.{0,60}(to|through) (its|any of its) affiliates|(use|exercise).{0,60}by (its|their) affiliates/i,
  },
};

/**
 * The polarity features of a sentence: "pol+:<category>" where the category's wording reads as a
 * grant, "pol-:<category>" where it reads as a denial (and not as a grant: an exception wins).
 */
export function polarityOf(sentence: string): string[] {
  const features: string[] = [];
  for (const [category, polarity] of Object.entries(CLAUSE_POLARITY) as [CuadClauseCategory, Polarity][]) {
    if (!polarity.wording.test(sentence)) continue;
    const granted =
      polarity.grants.test(sentence) || (polarity.exceptionGrants === true && EXCEPTION.test(sentence));
    if (granted) features.push(`pol+:${category}`);
    else if (polarity.denies?.test(sentence)) features.push(`pol-:${category}`);
  }
  return features;
}

/** How many of a contract's sentences read as a grant, and how many as a denial, of a category. */
export type ContractPolarity = { granted: number; denied: number };

/** Per category of CLAUSE_POLARITY, the contract's sentences read as grants and as denials. */
export function contractPolarity(
  text: string,
  sentences: readonly { start: number; end: number }[],
): Map<CuadClauseCategory, ContractPolarity> {
  const counts = new Map<CuadClauseCategory, ContractPolarity>(
    (Object.keys(CLAUSE_POLARITY) as CuadClauseCategory[]).map((c) => [c, { granted: 0, denied: 0 }]),
  );
  for (const range of sentences)
    for (const feature of polarityOf(text.slice(range.start, range.end))) {
      const [kind, category] = feature.split(':') as [string, CuadClauseCategory];
      const count = counts.get(category);
      if (count === undefined) continue;
      if (kind === 'pol+') count.granted += 1;
      else count.denied += 1;
    }
  return counts;
}
