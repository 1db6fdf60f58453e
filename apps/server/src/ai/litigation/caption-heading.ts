/**
 * A caption that a PDF's text ran into the court's heading, in one paragraph: `IN THE COURT OF THE
 * JUDICIAL MAGISTRATE FIRST CLASS AT PUNE Meena Deshpande ... Complainant`. The party and its role
 * are a fact; the court, the filing's title and its number before them are not.
 */

/** The heading names a court (or its judge) within its first words. */
const COURT_HEADING =
  /^\s*(?:before\s+|in\s+)?(?:the\s+)?(?:[\w.'’&-]+\s+){0,6}?(?:court|magistrate|judge|tribunal|commission|forum)\b/i;
/** The court's seat: `AT PUNE`, `at New Delhi` (a second word only after New, Navi…). */
const SEAT = /^.*?\bat\s+(?:(?:new|navi|greater|north|south|east|west)\s+)?[\p{L}.-]+[\s,]+/iu;
/** The seat after `at` or a comma: `MAGISTRATE, PUNE` (in a heading in capitals only). */
const SEAT_OR_COMMA =
  /^.*?\b(?:court|magistrate|judge|tribunal|commission|forum)\b.*?(?:\bat\s+|,\s*)(?:(?:new|navi|greater|north|south|east|west)\s+)?[\p{L}.-]+[\s,]+/iu;
/** The filing's title: `Complaint under Section 138 of the Negotiable Instruments Act, 1881`. */
const FILING_TITLE =
  /^\(?(?:(?:criminal|private|civil|original)\s+)?(?:complaint|petition|application|suit|plaint|appeal|revision)\s+(?:under|u\/s\.?)\s.*?(?:\b(?:1[89]|20)\d\d\b|\b(?:Cr\.?\s?P\.?\s?C|BNSS|CPC|IPC)\b\.?)\)?[\s,.;:]*/i;
/** The matter's number: `Criminal Complaint No. 45 of 2024`, `C.C. No. 12/2024`. */
const CASE_NUMBER = /^[\p{L}.()/' -]{0,60}?\bNo\.?\s*:?\s*\d+\s*(?:of|\/)\s*(?:19|20)\d\d\b[\s,.;:]*/iu;
/** The leader and the role at the end of a party line. */
const LEADER = /(?:\.{2,}|…|[-–—_]{2,})[^.…\-–—_]*$/;

/**
 * How long the heading in capitals before a party in ordinary case is, or 0. A name in capitals
 * too (`AT PUNE MEENA DESHPANDE, aged 42`: its comma shows it) ends the heading at the seat.
 */
function capitalsHeadingLength(party: string): number {
  const words = party.split(/\s+/).filter(Boolean);
  let count = 0;
  while (count < words.length && !/\p{Ll}/u.test(words[count] ?? '')) count += 1;
  if (count === 0 || count === words.length) return 0;
  const end = party.indexOf(words[count] ?? '', words.slice(0, count).join(' ').length);
  const heading = party.slice(0, end);
  if (!COURT_HEADING.test(heading)) return 0;
  if (!/,\s*$/.test(heading)) return end;
  const seat = SEAT_OR_COMMA.exec(heading);
  return seat && seat[0].length < heading.length ? seat[0].length : 0;
}

/** The court's heading cut off the front: up to the first word in ordinary case, else its seat. */
function withoutCourt(side: string): string {
  if (!COURT_HEADING.test(side)) return side;
  const leader = LEADER.exec(side)?.index ?? side.length;
  const party = side.slice(0, leader);
  const capitals = capitalsHeadingLength(party);
  if (capitals > 0) return side.slice(capitals);
  const seat = SEAT.exec(party);
  return seat && seat[0].length < party.length ? side.slice(seat[0].length) : side;
}

/**
 * The first side of a run-together caption without the heading before it: the court, then the
 * filing's title and number in any order. What cannot be told apart from the party is kept.
 */
export function withoutCaptionHeading(side: string): string {
  let rest = withoutCourt(side.trim());
  for (let step = 0; step < 3; step += 1) {
    const cut = rest.replace(FILING_TITLE, '').replace(CASE_NUMBER, '');
    if (cut === rest || !/\p{L}/u.test(cut.slice(0, LEADER.exec(cut)?.index ?? cut.length))) break;
    rest = cut;
  }
  return rest;
}
