import type { CuadCategory } from './cuad-categories.ts';
import type { KeyFacts } from './key-facts.ts';

/**
 * The clauses a careful lawyer expects in a commercial contract, and what their absence means. Some
 * are expected only when another clause shows the kind of deal (a licence, payments).
 */
export const EXPECTED_CLAUSES: readonly { category: CuadCategory; when?: CuadCategory; why: string }[] = [
  {
    category: 'Governing Law',
    why: 'Without a governing law, which country’s law applies is itself a dispute.',
  },
  { category: 'Cap on Liability', why: 'Without a cap, liability for breach is unlimited.' },
  { category: 'Anti-Assignment', why: 'Without it, the other party may hand the contract to anyone.' },
  { category: 'Insurance', why: 'Without insurance duties, a claim may meet a party that cannot pay.' },
  { category: 'Warranty Duration', why: 'Without a warranty period, when warranty claims end is unclear.' },
  { category: 'Third Party Beneficiary', why: 'Without it, outsiders may claim rights under the contract.' },
  {
    category: 'Audit Rights',
    when: 'Revenue/Profit Sharing',
    why: 'Payments depend on the other party’s figures, but you cannot check them.',
  },
  {
    category: 'Non-Transferable License',
    when: 'License Grant',
    why: 'The licence may be transferred or sublicensed to anyone.',
  },
];

/** The expected clauses the contract lacks, given what it has and its key facts. */
export function missingClauses(present: ReadonlySet<CuadCategory>, facts: KeyFacts) {
  return EXPECTED_CLAUSES.filter((expected) => {
    if (expected.when !== undefined && !present.has(expected.when)) return false;
    if (expected.category === 'Governing Law') return facts.governing_law === null;
    return !present.has(expected.category);
  });
}
