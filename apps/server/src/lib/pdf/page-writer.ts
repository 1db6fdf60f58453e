import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { PdfText, TextStyle } from './text/pdf-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.13, 0.2);
const MUTED = rgb(0.38, 0.4, 0.48);

const BOLD: TextStyle = { bold: true };

/**
 * Flows text down A4 pages, starting a new page when the next line would not fit: a certificate
 * with many signers or a long audit trail must never lose a line off the bottom.
 */
export class PageWriter {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];
  readonly left = MARGIN;
  readonly width = A4[0] - 2 * MARGIN;

  constructor(
    private readonly document: PDFDocument,
    readonly text: PdfText,
  ) {
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.document.addPage(A4);
    this.pages.push(page);
    return page;
  }

  /** Makes room for `height` points, moving to a fresh page if needed. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  gap(points: number): void {
    this.y -= points;
  }

  heading(text: string, size = 13): void {
    this.ensure(size * 1.8);
    this.y -= size * 1.4;
    this.text.drawOnPage(this.page, text, { x: this.left, y: this.y, size, style: BOLD, color: INK });
    this.y -= size * 0.4;
  }

  /** "label: value", the value wrapped inside the column to the right of the label. */
  field(label: string, value: string, labelWidth = 120, size = 9.5): void {
    const lines = wrap(this.text, value, size, this.width - labelWidth);
    this.ensure(lines.length * size * 1.35);
    this.text.drawOnPage(this.page, label, {
      x: this.left,
      y: this.y - size,
      size,
      style: BOLD,
      color: MUTED,
    });
    for (const line of lines) {
      this.y -= size * 1.35;
      this.text.drawOnPage(this.page, line, {
        x: this.left + labelWidth,
        y: this.y + size * 0.35,
        size,
        color: INK,
      });
    }
  }

  /** One row of columns at fixed x offsets (relative to the left margin), each wrapped to its width. */
  row(cells: readonly string[], columns: readonly number[], size = 8.5, bold = false): void {
    const style: TextStyle = bold ? BOLD : {};
    const wrapped = cells.map((cell, index) => {
      const start = columns[index] ?? 0;
      const end = columns[index + 1] ?? this.width;
      return wrap(this.text, cell, size, end - start - 6, style);
    });
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.3;
    this.ensure(height + 2);
    wrapped.forEach((lines, index) => {
      lines.forEach((line, lineIndex) => {
        this.text.drawOnPage(this.page, line, {
          x: this.left + (columns[index] ?? 0),
          y: this.y - size - lineIndex * size * 1.3,
          size,
          style,
          color: bold ? MUTED : INK,
        });
      });
    });
    this.y -= height + 2;
  }

  rule(): void {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness: 0.5,
      color: rgb(0.8, 0.81, 0.86),
    });
    this.y -= 4;
  }
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * Greedy word wrap measured with the shaped text; words longer than the column (hashes, user
 * agents) are cut between grapheme clusters, never between a consonant and its vowel sign.
 */
export function wrap(
  text: PdfText,
  value: string,
  size: number,
  width: number,
  style: TextStyle = {},
): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => text.width(candidate, size, style) <= width;
  for (const word of value.replace(/\s+/g, ' ').split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = [...graphemes.segment(word)].map((piece) => piece.segment);
    while (rest.length > 0 && !fits(rest.join(''))) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut).join(''))) cut -= 1;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
