import type { Jurisdiction } from '@lexi/shared/countries';
import type { Currency, TermUnit } from '@lexi/shared/validation/draft-form';
import { MONTH_NAMES as MONTHS } from '../../lib/text/calendar-date.ts';

/**
 * A date as each jurisdiction writes it in a contract ("1 April 2026", "April 1, 2026"). Written by
 * hand rather than with Intl so that the same input gives the same text on every machine.
 */
export function formatContractDate(iso: string, jurisdiction: Jurisdiction): string {
  const [y, m, d] = iso.split('-').map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? 'January';
  return jurisdiction === 'us' ? `${month} ${d}, ${y}` : `${d} ${month} ${y}`;
}

const currencySymbols: Record<Currency, string> = { INR: 'INR ', USD: 'US$', GBP: '£', EUR: '€' };

/** Indian grouping (12,34,567) for rupees, Western grouping otherwise; paise/cents only when present. */
function groupDigits(whole: string, indian: boolean): string {
  if (!indian || whole.length <= 3) return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

export function formatMoney(amount: number, currency: Currency): string {
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  const grouped = groupDigits(whole, currency === 'INR');
  return `${currencySymbols[currency]}${grouped}${fraction === '00' ? '' : `.${fraction}`}`;
}

export function formatTerm(length: number, unit: TermUnit): string {
  const singular = unit.slice(0, -1);
  return `${length} (${numberWords(length)}) ${length === 1 ? singular : unit}`;
}

/** Approximate months of a term, for the clauses that count in months (lock-in, instalments). */
export function termInMonths(length: number, unit: TermUnit): number {
  if (unit === 'years') return length * 12;
  if (unit === 'months') return length;
  return Math.max(1, Math.ceil(length / 30));
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Numbers below 1,000 in words: contracts state periods in words and figures. */
export function numberWords(n: number): string {
  if (n < 20) return ONES[n] ?? String(n);
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? '';
    return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
  }
  if (n < 1000) {
    const rest = n % 100;
    const hundreds = `${ONES[Math.floor(n / 100)]} hundred`;
    return rest === 0 ? hundreds : `${hundreds} and ${numberWords(rest)}`;
  }
  return String(n);
}

/**
 * An identity number with everything but its last four characters hidden: the contract proves
 * which document was shown without publishing the number to everyone who reads the contract.
 */
export function maskIdNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 4) return 'X'.repeat(compact.length);
  return `${'X'.repeat(compact.length - 4)}${compact.slice(-4)}`;
}
