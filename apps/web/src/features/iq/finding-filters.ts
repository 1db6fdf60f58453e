import { type Finding, type RiskLevel, riskLevels } from '@lexi/shared/api/iq';

export type FindingFilter = { risks: RiskLevel[]; category: string | null };

/** How the findings are listed: the highest risk first (to triage), or as they come in the contract. */
export const findingOrders = ['risk', 'contract'] as const;
export type FindingOrder = (typeof findingOrders)[number];

/**
 * The findings (with their index in the analysis) whose risk is chosen and whose category matches,
 * in the order asked for: the analysis lists them as they come in the contract; by risk keeps that
 * order among findings of one level.
 */
export function filterFindings(
  findings: readonly Finding[],
  filter: FindingFilter,
  order: FindingOrder = 'contract',
) {
  const shown = findings
    .map((finding, index) => ({ finding, index }))
    .filter(
      ({ finding }) =>
        filter.risks.includes(finding.risk) &&
        (filter.category === null || finding.category === filter.category),
    );
  if (order === 'contract') return shown;
  const rank = (risk: RiskLevel) => riskLevels.indexOf(risk);
  return shown.sort((x, y) => rank(x.finding.risk) - rank(y.finding.risk) || x.index - y.index);
}

/** The categories found, in alphabetical order, once each. */
export const findingCategories = (findings: readonly Finding[]) =>
  [...new Set(findings.map((f) => f.category))].sort((x, y) => x.localeCompare(y));
