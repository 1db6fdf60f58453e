import { isCaseNumberLine } from './caption-lines.ts';

const COURT =
  /\b(?:supreme\s+court|high\s+court|district\s+court|sessions\s+court|family\s+court|court\s+of|magistrate|tribunal|commission|s\s?u\s?p\s?r\s?e\s?m\s?e\s+c\s?o\s?u\s?r\s?t)\b/i;
const NOT_THE_COURT = /\b(?:passed\s+by|arising|judgment\s+of|order\s+of|dated)\b|\bNo\.?\s*\d/i;
const SPACED_CAPITALS = /^\s*(?:[A-Z]\s+){6,}/;
const BENCH_LINE = /^\s*(?:at\s+\S|bench\b|[\w .,'’:-]{0,40}\bbench\b)/i;

/** The court a caption names: `High Court Of Gujarat At Ahmedabad`, with its bench when on the next line. */
export function extractCourt(text: string): string | null {
  const lines = text.split(/\r?\n/).slice(0, 80);
  for (const [index, line] of lines.entries()) {
    // A title set in spaced capitals (`S U P R E M E C O U R T O F   I N D I A`) is one segment.
    const segments = SPACED_CAPITALS.test(line) ? [line.trim()] : line.split(/\s{3,}/).map((s) => s.trim());
    const segment = segments.find((s) => COURT.test(s) && !NOT_THE_COURT.test(s) && s.length <= 90);
    if (segment === undefined) continue;
    let court = segment.replace(/^(?:before\s+)?(?:in\s+)?(?:the\s+)?/i, '').replace(/[\s,]+$/, '');
    const next = lines.slice(index + 1).find((l) => l.trim() !== '');
    const dangling = /\b(?:at|of|for)$/i.test(court);
    if (next !== undefined && (dangling || BENCH_LINE.test(next)) && next.trim().length <= 60) {
      court = `${court}\n${next.trim()}`;
    }
    return court;
  }
  return null;
}

/** The first matter the caption names: `Civil Appeal No. 706 Of 2021`. */
export function extractCaseNumber(text: string): string | null {
  for (const line of text.split(/\r?\n/).slice(0, 80)) {
    const segment = line
      .split(/\s{3,}/)
      .map((s) => s.trim())
      .find((s) => isCaseNumberLine(s) && /\d/.test(s));
    if (segment !== undefined) return segment.replace(/^[+\s]+/, '').trim();
  }
  return null;
}
