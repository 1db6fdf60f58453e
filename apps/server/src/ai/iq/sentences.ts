/**
 * Splits contract text into sentences, the units LeXi IQ classifies. A sentence ends at a line break
 * or at ".", "!" or "?" followed by a space and a capital, digit or opening bracket, unless the word
 * before the stop is an abbreviation, an initial or a clause number ("4." in "4. Confidentiality").
 * Very short pieces (a clause number and heading) join the sentence after them.
 */
export type TextRange = { start: number; end: number };

const ABBREVIATIONS = new Set([
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'nos',
  'mr',
  'mrs',
  'ms',
  'dr',
  'sec',
  'secs',
  'art',
  'para',
  'st',
  'jr',
  'sr',
  'vs',
  'v',
  'etc',
  'e.g',
  'i.e',
  'u.s',
  'u.k',
  'n.a',
  's.a',
  'l.l.c',
  'l.p',
  'p.c',
  'b.v',
  'n.v',
  'pty',
  'plc',
  'llc',
  'approx',
  'fig',
  'ex',
  'cf',
  'viz',
]);

const MIN_WORDS = 4;
/** "4. Limitation of Liability." alone: a clause number and a short heading, joined to what follows. */
const HEADING =
  /^(?:(?:section|article|clause)\s+)?(?:\d{1,3}(?:\.\d{1,3})*\.?|[ivxlc]{1,6}\.)\s+[^.]{1,60}[.:]$/i;

function endsSentence(text: string, stop: number, lineStart: number): boolean {
  const next = text[stop + 1];
  if (next !== ' ' && next !== '\t') return false;
  let after = stop + 1;
  while (text[after] === ' ' || text[after] === '\t') after += 1;
  if (!/[\p{Lu}\p{N}("“'[]/u.test(text[after] ?? '')) return false;
  if (text[stop] !== '.') return true;
  let wordStart = stop;
  while (wordStart > lineStart && /[\p{L}\p{N}.]/u.test(text[wordStart - 1] ?? '')) wordStart -= 1;
  const word = text.slice(wordStart, stop).toLowerCase();
  if (word === '') return true;
  if (ABBREVIATIONS.has(word)) return false;
  if (/^\p{L}$/u.test(word)) return false;
  // A clause number ("4." or "4.1.") at the start of its sentence is a label, not an end.
  if (/^[\d.]+$/.test(word) || /^[ivxlc]+$/.test(word)) {
    const before = text.slice(lineStart, wordStart).trim();
    if (before === '' || /[.:;]$/.test(before)) return false;
  }
  return true;
}

function wordCount(text: string, range: TextRange): number {
  return (text.slice(range.start, range.end).match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** Too short to stand alone: a few words, or a clause number with its heading. */
function isLead(text: string, range: TextRange): boolean {
  const words = wordCount(text, range);
  return words < MIN_WORDS || (words <= 9 && HEADING.test(text.slice(range.start, range.end)));
}

/** Raw pieces: split at line breaks and sentence stops, trimmed, empty ones dropped. */
function rawPieces(text: string): TextRange[] {
  const pieces: TextRange[] = [];
  let start = 0;
  const push = (end: number) => {
    let from = start;
    let to = end;
    while (from < to && /\s/.test(text[from] ?? '')) from += 1;
    while (to > from && /\s/.test(text[to - 1] ?? '')) to -= 1;
    if (to > from) pieces.push({ start: from, end: to });
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\n' || ch === '\r') {
      push(i);
      start = i + 1;
    } else if ((ch === '.' || ch === '!' || ch === '?') && endsSentence(text, i, start)) {
      push(i + 1);
      start = i + 1;
    }
  }
  push(text.length);
  return pieces;
}

/** The sentences of `text`, as ranges into it, in order. */
export function splitSentences(text: string): TextRange[] {
  const merged: TextRange[] = [];
  let pending: TextRange | undefined;
  for (const piece of rawPieces(text)) {
    const current: TextRange = pending === undefined ? piece : { start: pending.start, end: piece.end };
    const sameLine = pending === undefined || !/[\r\n]/.test(text.slice(pending.end, piece.start));
    if (pending !== undefined && !sameLine) {
      merged.push(pending);
      pending = undefined;
      if (isLead(text, piece)) pending = piece;
      else merged.push(piece);
      continue;
    }
    if (isLead(text, current)) pending = current;
    else {
      merged.push(current);
      pending = undefined;
    }
  }
  if (pending !== undefined) merged.push(pending);
  return merged;
}
