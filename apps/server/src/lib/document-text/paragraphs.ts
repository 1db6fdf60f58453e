import { BREAK } from './hyphenation.ts';
import type { Line } from './page-lines.ts';

/** A line that opens an item: "1.", "(a)", "iv)", "•", "–". */
const LIST_MARKER = /^(?:\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,5})[.)]|[•●▪◦∙\-–—*])\s/i;
/** A letter, then a hyphen at the end of a line: a word broken across lines (or a soft hyphen). */
const BROKEN_WORD = /[\p{L}](?:-|\u2010|\u00ad)$/u;
const SENTENCE_END = /[.:;?!"”’)]$/;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

/** The usual distance between two lines of one paragraph on this page. */
function linePitch(lines: Line[]): number {
  const pitches: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (!a || !b) continue;
    const pitch = a.y - b.y;
    if (pitch > 0.8 * a.size && pitch < 2.5 * a.size) pitches.push(pitch);
  }
  return pitches.length > 0 ? quantile(pitches, 0.5) : (lines[0]?.size ?? 12) * 1.2;
}

/**
 * Joins a line to the paragraph before it. A word broken by a hyphen at the line's end is joined
 * with a BREAK mark where the hyphen was: whether it stays a hyphen is decided for the whole
 * document (hyphenation.ts).
 */
export function joinLine(paragraph: string, line: string): string {
  const next = line.trim();
  if (!BROKEN_WORD.test(paragraph)) return `${paragraph} ${next}`;
  if (/^\p{Ll}/u.test(next)) return `${paragraph.slice(0, -1)}${BREAK}${next}`;
  // "Co-" + "Branded", "Smith-" + "Jones", "Clause 4-" + "A": a hyphen that stays, with no space.
  return /^[\p{L}\p{N}]/u.test(next) ? paragraph + next : `${paragraph} ${next}`;
}

/**
 * Lines (in reading order) → paragraphs. A new paragraph starts after a wider gap than the page's
 * line pitch, when the flow jumps up (a new column), at a list marker, at a change of type size,
 * after a short line (a heading, a line of a cause title) and after a shortish one that ends a sentence.
 */
export function paragraphsOf(lines: Line[]): string[] {
  if (lines.length === 0) return [];
  const pitch = linePitch(lines);
  const fullWidth = (line: Line) => {
    const near = lines.filter((l) => Math.abs(l.x - line.x) <= 2 * line.size).map((l) => l.right - l.x);
    return quantile(near, 0.8);
  };
  const paragraphs: string[] = [];
  let current = '';
  let previous: Line | undefined;
  for (const line of lines) {
    const text = line.text.trim();
    const startsNew =
      !previous ||
      line.y > previous.y + previous.size ||
      previous.y - line.y > Math.max(1.45 * pitch, pitch + 0.5 * line.size) ||
      LIST_MARKER.test(text) ||
      Math.abs(line.size - previous.size) > 0.15 * previous.size ||
      previous.right - previous.x < 0.6 * fullWidth(previous) ||
      (SENTENCE_END.test(previous.text.trim()) && previous.right - previous.x < 0.75 * fullWidth(previous)) ||
      (SENTENCE_END.test(previous.text.trim()) && line.x > previous.x + 1.5 * line.size);
    if (startsNew) {
      if (current) paragraphs.push(current);
      current = text;
    } else {
      current = joinLine(current, text);
    }
    previous = line;
  }
  if (current) paragraphs.push(current);
  return paragraphs.map((p) => p.replace(/[ \t]+/g, ' ').trim()).filter(Boolean);
}
