import type { ContractData } from '@lexi/shared/validation/draft-form';

/**
 * The day a contract's fixed term ends: the start date plus the term (YYYY-MM-DD), or null for a
 * contract that runs until it is terminated. A month added to the 31st ends on the month's last day.
 */
export function contractExpiryDate(data: ContractData): string | null {
  if (data.term_length === undefined) return null;
  const start = new Date(`${data.start_date}T00:00:00Z`);
  const n = data.term_length;
  if (data.term_unit === 'days') {
    start.setUTCDate(start.getUTCDate() + n);
    return start.toISOString().slice(0, 10);
  }
  const months = data.term_unit === 'years' ? n * 12 : n;
  const day = start.getUTCDate();
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
