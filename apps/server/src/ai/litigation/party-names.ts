/**
 * Turns the lines a caption gives one party (name, relation, age, address, representation) into the
 * party's name, the way lawyers cite it: honorifics and "& Ors." dropped, the first-named party kept.
 */

const HONORIFIC =
  /^(?:the|m\/s|messrs|smt|shri|sri|sh|mrs|mr|ms|kumari|km|minor|decd|major|dr|mst|sushri|thiru|tmt|selvi)(?:\.\s*|\s+)/i;
const NUMBERING = /^\s*(?:\(?\d{1,2}[.)]|\d{1,2}\s+(?=[A-Z])|\(?[a-h]\))\s*/;
/** Where a name ends: relation, age, representation, co-parties, deceased markers, addresses. */
const NAME_END = new RegExp(
  [
    '\\s*\\(?\\b(?:s|d|w|r|h)\\s*\\/\\s*o\\b',
    '\\s*\\b(?:son|daughter|wife|widow|husband)\\s+of\\b',
    '\\s*\\b(?:aged?|age\\s*:)\\b',
    '\\s*\\(?\\brep(?:\\.|resented)?\\s*(?:by|:)',
    '\\s*\\(?\\brep\\.',
    '\\s*\\(?\\s*\\b(?:thr(?:ough|\\.)|by)\\b',
    '\\s*&\\s*(?:ors|anr|others|another|\\d+)\\b',
    '\\s+&\\s+',
    '\\s+and\\s+(?:anr|another|ors|others|\\d+\\s+others?)\\b',
    '\\s+etc\\b',
    '\\s*\\((?:dead|deceased|since\\s+deceased)\\)',
    '\\s+(?:resident|residing|having|r\\/o|occ(?:upation)?\\b)',
  ].join('|'),
  'i',
);
/** An office sued by its title keeps its whole description, commas included. */
const OFFICE =
  /\b(?:officer|director|commissioner|secretary|registrar|superintendent|engineer|manager|collector|inspector|chairman|chairperson|president|controller|dcit|acit|tahsildar|tehsildar|commandant|principal|chief|deputy|assistant|joint|additional)\b/i;
const ADDRESS_LINE =
  /\d|^\s*(?:\(?[sdwrh]\s*\/\s*o|aged?|having|resident|residing|rep\b|rep\.|represented|through|by\b|at\b|p\.?\s*o\b|dist|tq|tal|occ|near|house|village|post|police|all\b|both\b|in\b)/i;

function squeeze(text: string): string {
  return text
    .replace(/[\]\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function stripEnds(text: string): string {
  const trimmed = text
    .replace(/^[\s.,;:…\-–—_*•]+/, '')
    .replace(/(?:[\s,;:…\-–—_(/]|\.{2,})+$/, '')
    .replace(/\s+(?:and|&)$/i, '')
    .trim();
  // A full stop ends a sentence, not a name, unless it closes an abbreviation (`U.P.`, `Ltd.`).
  const last = /(\S+)\.$/.exec(trimmed)?.[1] ?? '';
  return last.length > 3 && !last.includes('.') ? trimmed.slice(0, -1) : trimmed;
}

function stripHonorifics(text: string): string {
  let result = text.replace(NUMBERING, '');
  for (let i = 0; i < 3; i += 1) {
    const next = result.replace(HONORIFIC, '');
    if (next === result) break;
    result = next;
  }
  return result;
}

function cutAtEnd(text: string): { name: string; cut: boolean } {
  const match = NAME_END.exec(text);
  if (!match || match.index === 0) return { name: text, cut: false };
  return { name: text.slice(0, match.index), cut: true };
}

/** The name in the lines of one party (first line first), or '' when there is none. */
export function partyName(lines: readonly string[], options: { numbered?: boolean } = {}): string {
  const cleaned = lines.map(squeeze).filter((l) => l.length > 0);
  const [first, ...rest] = cleaned;
  if (first === undefined) return '';
  const head = stripHonorifics(stripEnds(first));
  const firstSegment = head.split(',')[0] ?? head;
  if (OFFICE.test(firstSegment) && !/^(?:state|union)\b/i.test(firstSegment)) {
    const joined = [head, ...rest].join(' ');
    return stripEnds(cutAtEnd(joined).name);
  }
  let { name, cut } = cutAtEnd(firstSegment);
  if (!cut && !head.includes(',') && !options.numbered) {
    for (const line of rest) {
      if (ADDRESS_LINE.test(line) || /,$/.test(name)) break;
      const more = cutAtEnd(line.split(',')[0] ?? line);
      name = `${name} ${more.name}`;
      if (more.cut || line.includes(',')) break;
    }
  }
  return stripEnds(stripHonorifics(stripEnds(cutAtEnd(name).name)));
}

/** Compares names as the evaluation does: case, spaces and punctuation ignored. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
