import type { Finding, RiskLevel } from '@lexi/shared/api/iq';

export type FindingFilter = { risks: RiskLevel[]; category: string | null };

/** The findings (with their index in the analysis) whose risk is chosen and whose category matches. */
export function filterFindings(findings: readonly Finding[], filter: FindingFilter) {
  return findings
    .map((finding, index) => ({ finding, index }))
    .filter(
      ({ finding }) =>
        filter.risks.includes(finding.risk) &&
        (filter.category === null || finding.category === filter.category),
    );
}

/** The categories found, in alphabetical order, once each. */
export const findingCategories = (findings: readonly Finding[]) =>
  [...new Set(findings.map((f) => f.category))].sort((x, y) => x.localeCompare(y));
