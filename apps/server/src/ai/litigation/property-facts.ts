/** Immovable property as facts name it: a plot, a flat, a house, a shop, land, premises. */
const PROPERTY = String.raw`(?:agricultural\s+|residential\s+|commercial\s+|vacant\s+)?(?:plot|flat|house|shop|apartment|godown|bungalow|land|premises|property)`;

/** A number the property bears: "No. 45", "bearing Survey No. 12/3", "number 7". */
const NUMBER = String.raw`(?:\s+(?:bearing\s+)?(?:(?:survey|khasra|plot|house|flat|shop|door)\s+)?(?:No\.?|number)\s*[\w/-]+)?`;

/**
 * The immovable property the facts are about, as "the plot No. 45" or "the flat", from its first
 * mention; null when the facts name none.
 */
export function propertyIn(text: string): string | null {
  const m = new RegExp(String.raw`\b(${PROPERTY})\b${NUMBER}`, 'i').exec(text);
  if (!m) return null;
  return `the ${m[0].replace(/\s+/g, ' ').replace(/^\w/, (x) => x.toLowerCase())}`;
}

/** The facts say the claimant was put out of possession. */
export const dispossessionIn = (text: string) =>
  /\bdispossess\w*|\b(?:forcibly|illegally|unlawfully)\s+(?:took|taken|occupied|evicted)\b|\bthrown\s+out\s+of\b/i.test(
    text,
  );
