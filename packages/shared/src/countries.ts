/** Countries offered at registration, with their dialling codes. */
export const countries = [
  { name: 'India', code: '+91' },
  { name: 'USA', code: '+1' },
  { name: 'UK', code: '+44' },
  { name: 'Australia', code: '+61' },
  { name: 'Canada', code: '+1' },
  { name: 'Ireland', code: '+353' },
  { name: 'New Zealand', code: '+64' },
  { name: 'Singapore', code: '+65' },
  { name: 'United Arab Emirates', code: '+971' },
] as const;

export const countryNames = countries.map((c) => c.name) as [string, ...string[]];

/** The dialling codes of `countries`, each once, with the countries that use it (+1: USA, Canada). */
export const dialCodes: readonly { code: string; countries: string }[] = [
  ...new Set(countries.map((c) => c.code)),
].map((code) => ({
  code,
  countries: countries
    .filter((c) => c.code === code)
    .map((c) => c.name)
    .join(', '),
}));

export type Jurisdiction = 'india' | 'us' | 'uk';

/** Country routing of the spec: India, USA, and every other country uses the UK variant. */
export function jurisdictionOf(country: string): Jurisdiction {
  if (country === 'India') return 'india';
  if (country === 'USA') return 'us';
  return 'uk';
}
