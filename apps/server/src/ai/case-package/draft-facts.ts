import type { PackageFact } from '@lexi/shared/api/case-package';

/** At most this many facts in a draft: the chronology tab has them all. */
const FACTS_IN_DRAFT = 12;

/** The facts a draft tells, as numbered paragraphs' texts. */
export const factLines = (facts: readonly PackageFact[]) => facts.slice(0, FACTS_IN_DRAFT).map((f) => f.text);
