import { isCaseNumberLine } from './caption-lines.ts';

const COURT =
  /\b(?:supreme\s+court|high\s+court|district\s+court|sessions\s+court|family\s+court|court\s+of|magistrate|tribunal|commission|s\s?u\s?p\s?r\s?e\s?m\s?e\s+c\s?o\s?u\s?r\s?t)\b/i;
const NOT_THE_COURT = /\b(?:passed\s+by|arising|judgment\s+of|order\s+of|dated)\b|\bNo\.?\s*\d/i;
const SPACED_CAPITALS = /^\s*(?:[A-Z]\s+){6,}/;
const BENCH_LINE = /^\s*(?:at\s+\S|bench\b|[\w .,'’:-]{0,40}\bbench\b)/i;

/** Headings of a filing that a PDF's text may run into the court's line. */
const RUN_ON_HEADING =
  /\s+(?:statement\s+of\s+facts|brief\s+facts|facts\s+of\s+the\s+case|memo\s+of\s+parties|synopsis|list\s+of\s+dates)\b.*$/i;
/** A court set in capitals, then a word in ordinary case that is not part of its name. */
const CAPITALS_THEN_TEXT = /^([^a-z]*[A-Z]{2}[^a-z]*?)\s+(?!(?:At|Bench|Of|In|For)\b)[A-Z]?[a-z]/;

/**
 * The court without what a PDF's text ran into it: `… FIRST CLASS, PUNE Statement of facts` (the
 * heading on the next line, joined by the reader) is `… FIRST CLASS, PUNE`.
 */
function courtOnly(segment: string): string {
  const capitals = CAPITALS_THEN_TEXT.exec(segment)?.[1];
  const cut = capitals !== undefined && COURT.test(capitals) ? capitals : segment;
  return cut.replace(RUN_ON_HEADING, '');
}

/** The court a caption names: `High Court Of Gujarat At Ahmedabad`, with its bench when on the next line. */
export function extractCourt(text: string): string | null {
  const lines = text.split(/\r?\n/).slice(0, 80);
  for (const [index, line] of lines.entries()) {
    // A title set in spaced capitals (`S U P R E M E C O U R T O F   I N D I A`) is one segment.
    const segments = SPACED_CAPITALS.test(line) ? [line.trim()] : line.split(/\s{3,}/).map((s) => s.trim());
    const segment = segments.find((s) => COURT.test(s) && !NOT_THE_COURT.test(s) && s.length <= 90);
    if (segment === undefined) continue;
    let court = courtOnly(segment)
      .replace(/^(?:before\s+)?(?:in\s+)?(?:the\s+)?/i, '')
      .replace(/[\s,]+$/, '');
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
