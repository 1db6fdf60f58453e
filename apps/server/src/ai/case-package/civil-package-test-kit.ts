import { expect } from 'vitest';
import type { CaseInput } from './case-input.ts';
import { build, defending } from './case-package-test-kit.ts';

export { type Built, build, defending, draft } from './case-package-test-kit.ts';

export const INDIAN_LAW =
  /Sale of Goods Act 1930|Indian Contract Act|Limitation Act 1963|Code of Civil Procedure|\bCPC\b|Order VII|Commercial Courts|Consumer Protection Act 2019|BNSS|INR|MOST RESPECTFULLY|Specific Relief Act|Transfer of Property Act|Rent Control|Stamp Act|Registration Act/;
export const US_LAW = /\bUCC\b|U\.S\.C\.|Fed\. R\. Civ\. P\.|Federal Rules|USD|U\.S\. \d/;
export const ENGLISH_LAW =
  /Sale of Goods Act 1979|Consumer Rights Act|Limitation Act 1980|\bCPR\b|Civil Procedure Rules|GBP|Law of Property|Housing Act 1988|Senior Courts Act|Land Registry|Protection from Eviction|\[1975\] AC/;

/** Neither side's package of the case names any of the laws. */
export async function citesNone(input: CaseInput, laws: readonly RegExp[]) {
  for (const pkg of [await build(input), await build(defending(input))]) {
    for (const law of laws) expect(JSON.stringify(pkg)).not.toMatch(law);
  }
}
