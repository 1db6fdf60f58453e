import type { MissingReasonCategory } from '@lexi/shared/iq-reasons';
import { messages } from '@lexi/shared/messages';
import type { CuadCategory } from './cuad-categories.ts';
import type { KeyFacts } from './key-facts.ts';

/**
 * The clauses a careful lawyer expects in a commercial contract, and what their absence means. Some
 * are expected only when another clause shows the kind of deal (a licence, payments).
 */
export const EXPECTED_CLAUSES: readonly { category: MissingReasonCategory; when?: CuadCategory }[] = [
  { category: 'Governing Law' },
  { category: 'Cap on Liability' },
  { category: 'Anti-Assignment' },
  { category: 'Insurance' },
  { category: 'Warranty Duration' },
  { category: 'Third Party Beneficiary' },
  { category: 'Audit Rights', when: 'Revenue/Profit Sharing' },
  { category: 'Non-Transferable License', when: 'License Grant' },
];

/** The expected clauses the contract lacks, given what it has and its key facts. */
export function missingClauses(present: ReadonlySet<CuadCategory>, facts: KeyFacts) {
  return EXPECTED_CLAUSES.filter((expected) => {
    if (expected.when !== undefined && !present.has(expected.when)) return false;
    if (expected.category === 'Governing Law') return facts.governing_law === null;
    return !present.has(expected.category);
  }).map((expected) => ({ ...expected, why: messages.analysis.reasons.missing[expected.category] }));
}
