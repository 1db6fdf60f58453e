/**
 * What a civil claim is about, read from the facts' own words: the sums of money they name, the
 * goods sold and the quality contracted for, and whether the goods were bought for a business.
 * Deterministic and conservative: nothing the facts do not say is filled in.
 */

export type Currency = 'INR' | 'USD' | 'GBP';
export type Money = { text: string; value: number; currency: Currency };

const MONEY =
  /(?:\b(INR|Rs\.?|Rupees|USD|GBP)|(₹|US\$|\$|£))\s?(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?(?:\s*\/-)?(?:\s+(lakhs?|lacs?|crores?|million|thousand))?/gi;
const SCALE: Record<string, number> = {
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  million: 1e6,
  thousand: 1e3,
};

/** The currency a sum is written in: dollars and pounds by their sign or code, else rupees. */
function currencyOf(sign: string): Currency {
  if (/^(?:USD|US\$|\$)$/i.test(sign)) return 'USD';
  if (/^(?:GBP|£)$/i.test(sign)) return 'GBP';
  return 'INR';
}

/** The sums of money the text names, as written (currency and figure), each once, in order. */
export function moneyIn(text: string): Money[] {
  const found: Money[] = [];
  const seen = new Set<number>();
  for (const m of text.matchAll(MONEY)) {
    const whole = Number((m[3] ?? '').replace(/,/g, ''));
    const value = (whole + Number(`0.${m[4] ?? '0'}`)) * (SCALE[(m[5] ?? '').toLowerCase()] ?? 1);
    if (!Number.isFinite(value) || value <= 0 || seen.has(value)) continue;
    seen.add(value);
    found.push({ text: m[0].replace(/\s*\/-$/, '').trim(), value, currency: currencyOf(m[1] ?? m[2] ?? '') });
  }
  return found;
}

/** The largest sum the facts name: what the claim is for, absent a better reading. */
export function principalSum(text: string): Money | null {
  return moneyIn(text).reduce<Money | null>((best, m) => (best && best.value >= m.value ? best : m), null);
}

/** Plural nouns after a count that are not goods: periods, money, pages, people. */
const NOT_GOODS = new Set(
  'acres bighas guntas cents kanals marlas yards metres days months years weeks hours minutes pages lakhs crores rupees dollars pounds percent instalments installments persons people witnesses times copies cheques notices demands letters reminders'.split(
    ' ',
  ),
);

/** The goods of a sale: the plural noun after a count ("20,000 cartons", "500 food-grade cartons"). */
export function goodsIn(text: string): string | null {
  // Lower case only: "2024 Mehta Traders" is a date before a name, not 2,024 traders.
  for (const m of text.matchAll(/\b\d[\d,]*\s+(?:[a-z]+-[a-z]+\s+|[a-z]+\s+)?([a-z]{3,}s)\b/g)) {
    const noun = (m[1] ?? '').toLowerCase();
    if (!NOT_GOODS.has(noun) && !/ss$/.test(noun)) return noun;
  }
  return null;
}

/** The grade or quality contracted for: "food-grade", "export quality", "ISI-marked". */
export function qualityIn(text: string): string | null {
  const grade = /\b([A-Za-z]+-grade|[A-Za-z]+\s+grade(?![a-z]))\b/.exec(text)?.[1];
  if (grade) return grade.toLowerCase();
  const quality = /\b(export|premium|first|standard|ISI|BIS|pharmaceutical|medical)\s+quality\b/i.exec(
    text,
  )?.[1];
  return quality ? `${quality} quality` : null;
}

/**
 * Why the goods were bought, where the facts say it: a consumer complaint in India lies only for
 * goods bought for other than a commercial purpose (Section 2(7) Consumer Protection Act 2019).
 */
export function purchasePurpose(text: string): 'commercial' | 'personal' | null {
  if (
    /\bfor\s+(?:his|her|their|its|our|my)?\s*(?:own\s+)?(?:personal|household|domestic|family)\s+use\b/i.test(
      text,
    )
  )
    return 'personal';
  if (
    /\bfor\s+(?:re-?sale|(?:his|her|their|its|the)\s+(?:business|shop|factory|plant|trade|company|firm|unit))\b|\bcommercial\s+purpose\b/i.test(
      text,
    )
  )
    return 'commercial';
  return null;
}
