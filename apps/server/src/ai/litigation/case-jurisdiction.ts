import type { Jurisdiction as Country } from '@lexi/shared/countries';
import { US_STATES } from '@lexi/shared/validation/jurisdiction-rules';
import type { Jurisdiction } from './allegation-rules.ts';
import { JURISDICTION_PLACES, placesPattern } from './jurisdiction-places.ts';
import { usStateIn } from './us-states.ts';

/**
 * Where a case's facts happened, by the money, courts, laws and places they mention. Each kind of
 * sign counts once; the jurisdiction with the most kinds wins. With none, or a tie that includes
 * it, the case is taken to be from `home`: the country of the lawyer or firm whose workspace it is
 * (a US lawyer's "the buyer paid 48,000 dollars" is a US case).
 */
const SIGNS: Readonly<Record<Jurisdiction, readonly RegExp[]>> = {
  UK: [
    /£|\bGBP\b/,
    /(?<!\bNew\s)(?<!\bNew\sSouth\s)\b(?:England|Wales|Scotland|Northern Ireland|United Kingdom)\b/,
    /\b(?:Crown Court|Magistrates'? Court|County Court|King's Bench|High Court of Justice|Crown Prosecution Service)\b/,
    placesPattern(JURISDICTION_PLACES.UK, [...US_STATES]),
  ],
  US: [
    /\$\s?\d|\bUS\$|\bUSD\b|\bdollars\b/i,
    /\bU\.?S\.?C\b|\bUnited States\b|\bU\.S\.A?\b/,
    /\b(?:District Court for|Superior Court|District Attorney|Court of Common Pleas)\b/,
  ],
  IN: [
    /₹|\bRs\.?\s?\d|\bINR\b|\b(?:lakhs?|crores?)\b/i,
    /\bFIR\b|\bIPC\b|\bBNSS?\b|\bCr\.?\s?P\.?\s?C\b|\bBharatiya\b/,
    placesPattern(['India', ...JURISDICTION_PLACES.IN]),
  ],
};

/**
 * A US state or major city counts as one sign of the US ("Houston, Texas" is one place); "Washington"
 * and "Georgia" alone do not (a surname, a country).
 */
const AMBIGUOUS_STATES = new Set(['Washington', 'Georgia']);
const US_CITY = placesPattern(JURISDICTION_PLACES.US);

function usPlaceIn(text: string): boolean {
  const state = usStateIn(text);
  return (state !== null && !AMBIGUOUS_STATES.has(state)) || US_CITY.test(text);
}

function signsOf(text: string, jurisdiction: Jurisdiction): number {
  const count = SIGNS[jurisdiction].filter((sign) => sign.test(text)).length;
  return jurisdiction === 'US' && usPlaceIn(text) ? count + 1 : count;
}

export function jurisdictionOf(text: string, home: Jurisdiction = 'IN'): Jurisdiction {
  const counts = (['UK', 'US', 'IN'] as const).map((j) => ({ j, n: signsOf(text, j) }));
  const most = Math.max(...counts.map((c) => c.n));
  if (most === 0) return home;
  const leaders = counts.filter((c) => c.n === most).map((c) => c.j);
  return leaders.includes(home) ? home : (leaders[0] as Jurisdiction);
}

/** The litigation jurisdiction of an account's country (the spec's routing: other countries as the UK). */
export function homeJurisdiction(country: Country): Jurisdiction {
  return country === 'india' ? 'IN' : country === 'us' ? 'US' : 'UK';
}
