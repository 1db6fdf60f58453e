import type { PackageFact } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { goodsIn, type Money, principalSum, purchasePurpose, qualityIn } from '../litigation/claim-facts.ts';
import { writeDate } from '../litigation/fact-dates.ts';
import { factSentences } from '../litigation/fact-order.ts';
import { dispossessionIn, propertyIn } from '../litigation/property-facts.ts';
import type { FoundAllegation } from './case-allegations.ts';
import { type CaseInput, sidesOf } from './case-input.ts';
import { type CauseContext, type CivilCause, civilCause } from './civil-causes.ts';

export type ClaimCause = { found: FoundAllegation; cause: CivilCause };

/**
 * A civil claim as the facts state it: its causes of action (the allegation rules that have a
 * cause's strategy), the names and words its texts are written with, the sum claimed, when it was
 * paid, and whether the dispute is commercial (a sale or supply of goods).
 */
export type CivilClaim = {
  causes: ClaimCause[];
  context: CauseContext;
  sum: Money | null;
  /** The day the price was paid, as the facts date it ("3 November 2025"), or null. */
  paidOn: string | null;
  /** A sale or supply of goods: in India a commercial dispute (Section 2(1)(c) Commercial Courts Act 2015). */
  commercial: boolean;
  purpose: 'commercial' | 'personal' | null;
  /** The sentences the claim is read from: the facts, then the wizard's allegations. */
  sentences: readonly PackageFact[];
};

/** The causes of a sale of goods. */
export const GOODS_CAUSES: ReadonlySet<string> = new Set([
  'Goods not of the contracted quality',
  'Non-delivery of goods',
  'Price of goods sold and delivered unpaid',
]);

/** The causes about immovable property: a sale of land, its possession, a tenancy. */
export const PROPERTY_CAUSES: ReadonlySet<string> = new Set([
  'Specific performance',
  'Injunction over property',
  'Eviction of a tenant',
]);

/** The general causes a property cause already states (its price, advance or rent is part of it). */
const SUBSUMED_BY_PROPERTY: ReadonlySet<string> = new Set(['Breach of contract', 'Recovery of money']);

/** The property causes first (their relief is the suit's), without the general causes they state. */
function ordered(causes: ClaimCause[]): ClaimCause[] {
  const property = causes.filter((c) => PROPERTY_CAUSES.has(c.found.rule.name));
  if (property.length === 0) return causes;
  const rest = causes.filter(
    (c) => !PROPERTY_CAUSES.has(c.found.rule.name) && !SUBSUMED_BY_PROPERTY.has(c.found.rule.name),
  );
  return [...property, ...rest];
}

/** The facts, then the wizard's allegations as undated facts: where elements are looked for. */
function claimSentences(input: CaseInput, facts: readonly PackageFact[]): PackageFact[] {
  const told = new Set(facts.map((f) => f.text));
  const alleged = factSentences(input.allegations)
    .filter((s) => !told.has(s))
    .map((s) => ({ date: null, text: s, source: s, source_file: null }));
  return [...facts, ...alleged];
}

/** The civil claim of a civil case, or null for a criminal one. */
export function civilClaim(options: {
  input: CaseInput;
  text: string;
  jurisdiction: Jurisdiction;
  allegations: readonly FoundAllegation[];
  facts: readonly PackageFact[];
}): CivilClaim | null {
  const { input, text, jurisdiction, allegations, facts } = options;
  if (input.caseType === 'Criminal') return null;
  const causes = ordered(
    allegations.flatMap((found) => {
      const cause = civilCause(found.rule.name, jurisdiction);
      return cause ? [{ found, cause }] : [];
    }),
  );
  const property = propertyIn(text);
  const { claimant, defendant } = sidesOf(input);
  const goods = goodsIn(text);
  const quality = qualityIn(text);
  const sum = principalSum(text);
  const sentences = claimSentences(input, facts);
  const purpose = purchasePurpose(text);
  const paid = sentences.find((f) => f.date !== null && /\b(?:paid|payment|advance)\b/i.test(f.text));
  return {
    causes,
    context: {
      claimant,
      defendant,
      goods: goods ? `the ${goods}` : 'the goods',
      quality: quality ? `the ${quality} quality` : 'the quality and description',
      sum: sum?.text ?? '[amount]',
      property: property ?? 'the property',
      dispossessed: dispossessionIn(text),
      jurisdiction,
      consumer: purpose === 'personal',
    },
    sum,
    paidOn: paid?.date ? writeDate(new Date(`${paid.date}T00:00:00Z`)) : null,
    // A suit about land is not a sale or supply of goods (Section 2(1)(c) Commercial Courts Act 2015
    // reaches immovable property only where used exclusively in trade or commerce: a forum step).
    commercial:
      !causes.some((c) => PROPERTY_CAUSES.has(c.found.rule.name)) &&
      causes.some(
        (c) =>
          GOODS_CAUSES.has(c.found.rule.name) ||
          (goods !== null && /contract|refund|recovery/i.test(c.found.rule.name)),
      ),
    purpose,
    sentences,
  };
}

/** The first sentence of the claim that shows an element, or undefined. */
export const sentenceShowing = (claim: CivilClaim, pattern: RegExp) =>
  claim.sentences.find((s) => pattern.test(s.text));

/** The causes that claim a debt: a sum due, not damages. */
export const DEBT_CAUSES: ReadonlySet<string> = new Set([
  'Price of goods sold and delivered unpaid',
  'Repayment of a loan',
  'Recovery of money',
]);

/** The claim has a cause of that name. */
export const hasCause = (claim: CivilClaim, name: string) =>
  claim.causes.some((c) => c.found.rule.name === name);
