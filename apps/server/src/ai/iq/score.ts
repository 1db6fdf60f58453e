import type { RiskLevel } from './risk-rules.ts';

/** Points a finding or a missing clause takes off the 100 a contract starts with. */
export const SCORE_DEDUCTIONS = { high: 12, medium: 5, low: 1, none: 0, missing: 6 } as const;

export type ScoreBreakdown = {
  score: number;
  high: number;
  medium: number;
  low: number;
  missing: number;
  deductions: { high: number; medium: number; low: number; missing: number };
};

/** The contract's score (0–100, higher is safer for the represented party) and how it was reached. */
export function contractScore(risks: readonly RiskLevel[], missingCount: number): ScoreBreakdown {
  const count = (level: RiskLevel) => risks.filter((r) => r === level).length;
  const high = count('high');
  const medium = count('medium');
  const low = count('low');
  const deductions = {
    high: high * SCORE_DEDUCTIONS.high,
    medium: medium * SCORE_DEDUCTIONS.medium,
    low: low * SCORE_DEDUCTIONS.low,
    missing: missingCount * SCORE_DEDUCTIONS.missing,
  };
  const total = deductions.high + deductions.medium + deductions.low + deductions.missing;
  return { score: Math.max(0, 100 - total), high, medium, low, missing: missingCount, deductions };
}
