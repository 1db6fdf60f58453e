import { DomUtils, parseDocument } from 'htmlparser2';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { PdfText } from './text/pdf-text.ts';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Style = { bold: boolean; italic: boolean; underline: boolean };
/** A word (or a piece of one, where the style changes inside it) and whether a space precedes it. */
type Token = { text: string; style: Style; spaceBefore: boolean } | { lineBreak: true };
type Line = { text: string; style: Style; spaceBefore: boolean }[];

const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 64;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const BODY = 10.5;
const LEADING = 1.4;
const INDENT = 18;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.43, 0.48);
const RULE = rgb(0.78, 0.79, 0.83);
const PLAIN: Style = { bold: false, italic: false, underline: false };

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'ol', 'ul', 'li', 'table', 'blockquote', 'div']);
const isBlock = (node: Node) => DomUtils.isTag(node) && BLOCK_TAGS.has(node.name);

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

function sameStyle(a: Style, b: Style): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline;
}

/** The words of inline content, with their style; whitespace collapsed as a browser does. */
function tokens(nodes: Node[], style: Style = PLAIN, out: Token[] = []): Token[] {
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      const parts = node.data.split(/(\s+)/);
      let space = false;
      for (const part of parts) {
        if (part === '') continue;
        if (/^\s+$/.test(part)) {
          space = true;
          continue;
        }
        const previous = out.at(-1);
        const glued = !space && previous !== undefined && !('lineBreak' in previous);
        out.push({ text: part, style, spaceBefore: !glued && out.length > 0 });
        space = false;
      }
      // Trailing whitespace separates this text from the next node's first word.
      if (space) out.push({ text: '', style, spaceBefore: true });
    } else if (DomUtils.isTag(node)) {
      if (node.name === 'br') out.push({ lineBreak: true });
      else if (node.name === 'strong' || node.name === 'b')
        tokens(node.children, { ...style, bold: true }, out);
      else if (node.name === 'em' || node.name === 'i')
        tokens(node.children, { ...style, italic: true }, out);
      else if (node.name === 'u') tokens(node.children, { ...style, underline: true }, out);
      else tokens(node.children, style, out);
    }
  }
  return out;
}

/**
 * Lays the contract out on A4 pages: every block is wrapped into lines first, and a line that
 * would cross the bottom margin starts a new page, so no text is ever cut off.
 */
class ContractLayout {
  private page: PDFPage;
  private y: number;
  readonly width = A4[0] - 2 * MARGIN_X;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly text: PdfText,
  ) {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN_TOP;
  }

  private newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN_TOP;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  /** Moves to a new page unless `height` points fit: a heading stays with the lines under it. */
  keep(height: number): void {
    this.ensure(height);
  }

  gap(points: number): void {
    // Space at the top of a fresh page is wasted; space at the bottom is harmless.
    if (this.y < A4[1] - MARGIN_TOP) this.y -= points;
  }

  private widthOf(text: string, size: number, style: Style): number {
    return this.text.width(text, size, style);
  }

  /**
   * Wraps words into lines of at most `width` points, measured with the shaped text; a word wider
   * than a line is cut between grapheme clusters (never between a consonant and its vowel sign).
   */
  wrap(words: Token[], size: number, width: number): Line[] {
    const lines: Line[] = [];
    let line: Line = [];
    let used = 0;
    const push = () => {
      lines.push(line);
      line = [];
      used = 0;
    };
    for (const token of words) {
      if ('lineBreak' in token) {
        push();
        continue;
      }
      const { text, style } = token;
      const space = token.spaceBefore && line.length > 0 ? this.widthOf(' ', size, style) : 0;
      const wordWidth = this.widthOf(text, size, style);
      if (used + space + wordWidth <= width || (line.length === 0 && wordWidth <= width)) {
        line.push({ text, style, spaceBefore: token.spaceBefore && line.length > 0 });
        used += space + wordWidth;
        continue;
      }
      if (wordWidth <= width) {
        push();
        line.push({ text, style, spaceBefore: false });
        used = wordWidth;
        continue;
      }
      if (line.length > 0) push();
      let rest = [...graphemes.segment(text)].map((piece) => piece.segment);
      while (rest.length > 0) {
        let cut = rest.length;
        while (cut > 1 && this.widthOf(rest.slice(0, cut).join(''), size, style) > width) cut -= 1;
        const piece = rest.slice(0, cut).join('');
        line.push({ text: piece, style, spaceBefore: false });
        used = this.widthOf(piece, size, style);
        rest = rest.slice(cut);
        if (rest.length > 0) push();
      }
    }
    if (line.length > 0 || lines.length === 0) lines.push(line);
    return lines;
  }

  /** A line's pieces joined into runs of one style: each run is shaped and drawn as one string. */
  private segments(line: Line): { text: string; style: Style }[] {
    const out: { text: string; style: Style }[] = [];
    for (const piece of line) {
      const text = `${piece.spaceBefore ? ' ' : ''}${piece.text}`;
      const last = out.at(-1);
      if (last && sameStyle(last.style, piece.style)) last.text += text;
      else out.push({ text, style: piece.style });
    }
    return out;
  }

  private lineWidth(line: Line, size: number): number {
    return this.segments(line).reduce(
      (sum, segment) => sum + this.widthOf(segment.text, size, segment.style),
      0,
    );
  }

  /** Draws one line with its left edge at x (the caller has made room). */
  private drawLine(line: Line, x: number, baseline: number, size: number, color = INK): void {
    let cursor = x;
    for (const segment of this.segments(line)) {
      const width = this.widthOf(segment.text, size, segment.style);
      this.text.drawOnPage(this.page, segment.text, {
        x: cursor,
        y: baseline,
        size,
        style: segment.style,
        color,
      });
      if (segment.style.underline) {
        // The underline starts under the first word, not under a leading space.
        const lead = segment.text.startsWith(' ') ? this.widthOf(' ', size, segment.style) : 0;
        this.page.drawLine({
          start: { x: cursor + lead, y: baseline - 1.5 },
          end: { x: cursor + width, y: baseline - 1.5 },
          thickness: 0.6,
          color,
        });
      }
      cursor += width;
    }
  }

  /** A paragraph of inline content, optionally with a marker ("1.", "•") hanging in the indent. */
  paragraph(
    words: Token[],
    options: { size?: number; indent?: number; center?: boolean; marker?: string; after?: number } = {},
  ): void {
    const size = options.size ?? BODY;
    const indent = options.indent ?? 0;
    const markerWidth = options.marker
      ? Math.max(INDENT, this.widthOf(`${options.marker} `, size, PLAIN))
      : 0;
    const left = MARGIN_X + indent + markerWidth;
    const width = this.width - indent - markerWidth;
    const lines = this.wrap(words, size, width);
    const height = size * LEADING;
    lines.forEach((line, index) => {
      // Keep a paragraph's first two lines together, so that no heading or clause starts alone at a page's foot.
      this.ensure(index === 0 && lines.length > 1 ? height * 2 : height);
      this.y -= height;
      const baseline = this.y + (height - size) / 2;
      if (index === 0 && options.marker) {
        this.text.drawOnPage(this.page, options.marker, {
          x: MARGIN_X + indent,
          y: baseline,
          size,
          color: INK,
        });
      }
      const x = options.center ? MARGIN_X + (this.width - this.lineWidth(line, size)) / 2 : left;
      this.drawLine(line, x, baseline, size);
    });
    this.y -= options.after ?? size * 0.6;
  }

  /** A table as simple rows: equal columns, each cell's paragraphs wrapped inside it, a rule between rows. */
  table(rows: Token[][][][]): void {
    const columns = Math.max(1, ...rows.map((cells) => cells.length));
    const pad = 6;
    const columnWidth = this.width / columns;
    const size = BODY;
    const height = size * LEADING;
    this.rule();
    for (const cells of rows) {
      const wrapped = cells.map((paragraphs) =>
        paragraphs.flatMap((words) => this.wrap(words, size, columnWidth - 2 * pad)),
      );
      const count = Math.max(1, ...wrapped.map((lines) => lines.length));
      // A short row moves to the next page whole; a row longer than a page flows line by line.
      this.ensure(Math.min(count * height, A4[1] - MARGIN_TOP - MARGIN_BOTTOM));
      for (let index = 0; index < count; index += 1) {
        this.ensure(height);
        this.y -= height;
        const baseline = this.y + (height - size) / 2;
        wrapped.forEach((lines, column) => {
          const line = lines[index];
          if (line) this.drawLine(line, MARGIN_X + column * columnWidth + pad, baseline, size);
        });
      }
      this.y -= 4;
      this.rule();
    }
    this.y -= size * 0.6;
  }

  rule(): void {
    this.ensure(6);
    this.y -= 2;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: MARGIN_X + this.width, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 2;
  }

  /** "Page n of N" at the foot of every page, once the number of pages is known. */
  numberPages(): void {
    const pages = this.pdf.getPages();
    const size = 8.5;
    pages.forEach((page, index) => {
      const text = `Page ${index + 1} of ${pages.length}`;
      const width = this.widthOf(text, size, PLAIN);
      this.text.drawOnPage(page, text, {
        x: (A4[0] - width) / 2,
        y: MARGIN_BOTTOM / 2 - size / 2,
        size,
        color: MUTED,
      });
    });
  }
}

const headingSizes = { h1: 16, h2: 12.5, h3: 11.5, h4: BODY } as const;

/** The paragraphs of a table cell (its blocks, flattened). */
function cellParagraphs(nodes: Node[]): Token[][] {
  const out: Token[][] = [];
  let loose: Node[] = [];
  const flush = () => {
    const words = tokens(loose);
    if (words.some((t) => 'lineBreak' in t || t.text !== '')) out.push(words);
    loose = [];
  };
  for (const node of nodes) {
    if (!isBlock(node) || !DomUtils.isTag(node)) {
      loose.push(node);
      continue;
    }
    flush();
    if (node.name === 'p' || /^h[1-4]$/.test(node.name)) {
      const words = tokens(node.children, node.name === 'p' ? PLAIN : { ...PLAIN, bold: true });
      out.push(words);
    } else out.push(...cellParagraphs(node.children));
  }
  flush();
  return out;
}

function render(layout: ContractLayout, nodes: Node[], indent: number): void {
  let loose: Node[] = [];
  const flush = () => {
    const words = tokens(loose);
    if (words.some((t) => 'lineBreak' in t || t.text !== '')) layout.paragraph(words, { indent });
    loose = [];
  };
  for (const node of nodes) {
    if (!isBlock(node) || !DomUtils.isTag(node)) {
      loose.push(node);
      continue;
    }
    flush();
    const name = node.name;
    if (name === 'h1') {
      layout.paragraph(tokens(node.children, { ...PLAIN, bold: true }), {
        size: headingSizes.h1,
        center: true,
        after: headingSizes.h1,
      });
    } else if (name === 'h2' || name === 'h3' || name === 'h4') {
      layout.gap(headingSizes[name] * 0.5);
      layout.keep(headingSizes[name] * LEADING * 2 + BODY * LEADING * 2);
      layout.paragraph(tokens(node.children, { ...PLAIN, bold: true }), {
        size: headingSizes[name],
        indent,
        after: headingSizes[name] * 0.4,
      });
    } else if (name === 'p') layout.paragraph(tokens(node.children), { indent });
    else if (name === 'ol' || name === 'ul') {
      const parties = (node.attribs.class ?? '').split(/\s+/).includes('contract-parties');
      let n = 0;
      for (const item of node.children) {
        if (!DomUtils.isTag(item) || item.name !== 'li') continue;
        n += 1;
        const marker = name === 'ul' ? '\u2022' : parties ? `(${n})` : `${n}.`;
        listItem(layout, item.children, indent, marker);
      }
    } else if (name === 'blockquote') render(layout, node.children, indent + INDENT);
    else if (name === 'table') {
      const rows = DomUtils.findAll((e) => e.name === 'tr', [node]).map((row) =>
        row.children
          .filter((c) => DomUtils.isTag(c) && (c.name === 'td' || c.name === 'th'))
          .map((cell) => (DomUtils.isTag(cell) ? cellParagraphs(cell.children) : [])),
      );
      if (rows.length > 0) layout.table(rows);
    } else render(layout, node.children, indent);
  }
  flush();
}

/** The marker goes in front of the item's first paragraph; what follows is indented under it. */
function listItem(layout: ContractLayout, kids: Node[], indent: number, marker: string): void {
  const firstBlock = kids.findIndex(isBlock);
  const leading = firstBlock < 0 ? kids : kids.slice(0, firstBlock);
  const head = kids[firstBlock];
  const leadingWords = tokens(leading);
  if (
    leadingWords.some((t) => 'lineBreak' in t || t.text !== '') ||
    !head ||
    !DomUtils.isTag(head) ||
    head.name !== 'p'
  ) {
    layout.paragraph(leadingWords, { indent, marker });
    if (firstBlock >= 0) render(layout, kids.slice(firstBlock), indent + INDENT);
    return;
  }
  layout.paragraph(tokens(head.children), { indent, marker });
  render(layout, kids.slice(firstBlock + 1), indent + INDENT);
}

/**
 * A clean A4 PDF of (sanitized) HTML: the title, headings, numbered clauses and paragraphs
 * wrapped and flowed over pages, tables as rows, and "Page n of N" on every page. CPU-heavy (text
 * shaping, font subsetting): the server calls it through renderHtmlPdf (html-to-pdf.ts), in the
 * PDF worker thread.
 */
export async function layOutHtmlPdf(html: string, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const text = await PdfText.for(pdf);
  const cleanTitle = title.replace(/\s+/g, ' ').trim() || 'Contract';
  pdf.setTitle(cleanTitle);
  pdf.setCreator('LeXi');
  pdf.setProducer('LeXi (pdf-lib)');
  const layout = new ContractLayout(pdf, text);
  const dom = parseDocument(html);
  const hasTitle = DomUtils.findOne((e) => e.name === 'h1', dom.children) !== null;
  if (!hasTitle) {
    layout.paragraph([{ text: cleanTitle, style: { ...PLAIN, bold: true }, spaceBefore: false }], {
      size: headingSizes.h1,
      center: true,
      after: headingSizes.h1,
    });
  }
  render(layout, dom.children, 0);
  layout.numberPages();
  await text.embedFonts();
  return Buffer.from(await pdf.save());
}
