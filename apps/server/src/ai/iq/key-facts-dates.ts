import { type DateMention, datesIn, utcDateOf } from '../../lib/text/calendar-date.ts';

/**
 * The agreement and effective dates, read from where contracts state them (the expiration:
 * key-facts-expiration.ts).
 * - Agreement date: the date of the opening ("made as of June 21, 1999", "dated", "this 15th day of
 *   January 2018", a date left blank for signing included), not the date of another agreement the
 *   opening refers to ("amends that certain Agreement dated"), nor the filing's date in the EDGAR
 *   footer ("Source: ACME INC, 8-K, 3/13/2020"); without one, the date of the signature block.
 * - Effective date: the date the agreement is said to take effect or commence ("effective as of",
 *   '"Effective Date" means', "shall commence on"); when it takes effect on the date of the
 *   agreement ("as of the date first written above"), the agreement date; else none.
 */

/** EDGAR's page footer: the filer, the form and the filing date. */
const FILING_FOOTER = /Source:[^\n]{0,160}$/;
/** A date that belongs to another agreement the opening names: "amends that certain Agreement dated". */
const OTHER_AGREEMENT =
  /\b(?:that\s+certain|amends?|amending|amended|original|existing|prior|underlying|pursuant\s+to|under\s+the|to\s+the)\b[^.;]{0,100}\bdated\s*(?:as\s+of\s*)?$/i;
export const ownDates = (text: string) =>
  datesIn(text).filter(
    (m) =>
      !FILING_FOOTER.test(text.slice(Math.max(0, m.index - 160), m.index)) &&
      !OTHER_AGREEMENT.test(text.slice(Math.max(0, m.index - 160), m.index)),
  );

export const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
/** "15t h day of" as the date was meant: "15th day of". */
export const written = (mention: DateMention) =>
  spaced(mention.text).replace(/(\d)([snrt]) ([tdh])\b/, '$1$2$3');

/** The end of the opening: the recitals ("WHEREAS", "RECITALS", "BACKGROUND") or the first clause. */
export function openingOf(text: string): string {
  const head = text.slice(0, 5000);
  const end = head.search(
    /\b(?:WHEREAS|RECITALS|BACKGROUND|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|NOW,?\s+THEREFORE)\b/,
  );
  return end > 200 ? head.slice(0, end) : head.slice(0, 2500);
}

export function agreementDate(text: string): DateMention | null {
  return ownDates(openingOf(text))[0] ?? signatureDates(text)[0] ?? null;
}

/** The dates of the signature blocks: "Date: August 8, 2018", "Dated: 7/27/1997". */
function signatureDates(text: string): DateMention[] {
  const dates: DateMention[] = [];
  for (const match of text.matchAll(/\bDated?\s*:\s*/g)) {
    const from = match.index + match[0].length;
    const date = ownDates(text.slice(from, from + 40))[0];
    if (date !== undefined && date.index < 5) dates.push({ ...date, index: from + date.index });
  }
  return dates;
}

/**
 * '"Effective Date" means March 1, 2020' (or "means 12:01 a.m. Eastern Time on March 1, 2020"),
 * 'effective as of (or as from) March 1, 2020', 'shall commence on March 1, 2020'.
 */
const TAKES_EFFECT =
  /\b(?:effective\s+(?:as\s+(?:of|from)|on|from|upon|this)(?:\s+the\s+day\s+of)?|effective\s+date["”]?\s*(?:\)\s*)?(?:means|shall\s+(?:mean|be)|is|:)(?:\s*\d{1,2}[:.]\d{2}\s*[ap]\.?\s?m\.?[^.\d]{0,40}?\s+on)?|commenc(?:e|es|ing|ement)\s+(?:on|as\s+of|from|effective)?|begin(?:s|ning)?\s+(?:on|as\s+of)|start(?:\s+date)?\s*:?|(?:with\s+)?effect\s+from)\s*(?:the\s+)?$/i;
/** The agreement takes effect when it is dated or signed: "effective as of the date first written above", "upon execution". */
const ON_ITS_DATE =
  /\b(?:effective|commenc\w*|begin\w*|(?:enter\w*\s+into|in)\s+force)\b[^.]{0,60}?\b(?:date\s+(?:first\s+)?(?:(?:above|below)\s+)?(?:written|set\s+forth|stated|shown)|day\s+and\s+year\s+first|date\s+hereof|date\s+of\s+this\s+agreement|upon\s+(?:the\s+)?(?:its\s+)?(?:execution|signature|signing)|date\s+of\s+(?:its\s+)?(?:execution|signature|signing)|when\s+(?:signed|executed))/i;
/** The agreement takes effect when the last party signs: "the date of last signature", "the later of the two signature dates". */
const LAST_SIGNATURE =
  /\b(?:effective|commenc\w*|begin\w*)\b[^.]{0,80}?\b(?:(?:date\s+of\s+(?:the\s+)?)?(?:last|latest|later)\s+(?:of\s+the\s+(?:two\s+|dates?\s+of\s+)?)?(?:signature|signing|execution)|signed\s+by\s+the\s+last)/i;
/** '... March 1, 2020 (the "Effective Date")': the term defined right after the date. */
const DEFINED_AFTER =
  /^\s*[,(]?\s*\(?\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]Effective\s+Date["”]/i;

export function effectiveDate(text: string, agreement: DateMention | null): string | null {
  for (const m of ownDates(text)) {
    // A wide gap of spaces is a table's next column, not the words before the date.
    const before =
      text
        .slice(Math.max(0, m.index - 100), m.index)
        .split(/ {10,}/)
        .pop() ?? '';
    const after = text.slice(m.index + m.text.length, m.index + m.text.length + 60);
    if (TAKES_EFFECT.test(before) || DEFINED_AFTER.test(after)) return written(m);
  }
  if (LAST_SIGNATURE.test(text)) {
    const latest = signatureDates(text)
      .map((m) => ({ m, time: utcDateOf(m.date)?.getTime() }))
      .filter((d): d is { m: DateMention; time: number } => d.time !== undefined)
      .sort((a, b) => b.time - a.time)[0];
    if (latest !== undefined) return written(latest.m);
  }
  return agreement !== null && ON_ITS_DATE.test(text) ? written(agreement) : null;
}
