import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { DomUtils, parseDocument } from 'htmlparser2';
import { DEFAULT_RUN_FONTS, scriptRuns } from './script-runs.ts';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Style = { bold?: boolean; italics?: boolean; underline?: boolean };
type Block = Paragraph | Table;

const headings = {
  h1: HeadingLevel.TITLE,
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
  h4: HeadingLevel.HEADING_4,
} as const;

const INDENT = 360;

function runs(nodes: Node[], style: Style = {}): TextRun[] {
  const out: TextRun[] = [];
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      const text = node.data.replace(/\s+/g, ' ');
      if (text === '') continue;
      out.push(
        ...scriptRuns(text, {
          ...(style.bold ? { bold: true } : {}),
          ...(style.italics ? { italics: true } : {}),
          ...(style.underline ? { underline: {} } : {}),
        }),
      );
    } else if (DomUtils.isTag(node)) {
      if (node.name === 'br') out.push(new TextRun({ text: '', break: 1 }));
      else if (node.name === 'strong' || node.name === 'b')
        out.push(...runs(node.children, { ...style, bold: true }));
      else if (node.name === 'em' || node.name === 'i')
        out.push(...runs(node.children, { ...style, italics: true }));
      else if (node.name === 'u') out.push(...runs(node.children, { ...style, underline: true }));
      else out.push(...runs(node.children, style));
    }
  }
  return out;
}

const isBlockTag = (node: Node) =>
  DomUtils.isTag(node) &&
  ['p', 'h1', 'h2', 'h3', 'h4', 'ol', 'ul', 'table', 'blockquote', 'li'].includes(node.name);

function paragraph(children: TextRun[], indentLevel: number, extra: Record<string, unknown> = {}): Paragraph {
  return new Paragraph({
    children,
    spacing: { after: 120 },
    ...(indentLevel > 0 ? { indent: { left: INDENT * indentLevel } } : {}),
    ...extra,
  });
}

/** Block-level conversion; inline runs between blocks (loose text) become paragraphs of their own. */
function blocks(nodes: Node[], level = 0): Block[] {
  const out: Block[] = [];
  let loose: Node[] = [];
  const flush = () => {
    const r = runs(loose);
    if (r.length > 0) out.push(paragraph(r, level));
    loose = [];
  };
  for (const node of nodes) {
    if (!isBlockTag(node) || !DomUtils.isTag(node)) {
      loose.push(node);
      continue;
    }
    flush();
    const name = node.name;
    if (name === 'p') out.push(paragraph(runs(node.children), level, { alignment: AlignmentType.JUSTIFIED }));
    else if (name === 'h1' || name === 'h2' || name === 'h3' || name === 'h4') {
      out.push(
        new Paragraph({
          children: runs(node.children),
          heading: headings[name],
          ...(name === 'h1' ? { alignment: AlignmentType.CENTER } : {}),
        }),
      );
    } else if (name === 'ol' || name === 'ul') {
      let n = 0;
      for (const item of node.children) {
        if (!DomUtils.isTag(item) || item.name !== 'li') continue;
        n += 1;
        const marker = new TextRun(`${name === 'ol' ? `${n}.` : '•'} `);
        const kids = item.children;
        // The marker goes in front of the item's first paragraph, as a word processor shows it.
        const firstBlock = kids.findIndex(isBlockTag);
        const leading = firstBlock < 0 ? kids : kids.slice(0, firstBlock);
        const head = kids[firstBlock];
        if (runs(leading).length > 0 || !head || !DomUtils.isTag(head) || head.name !== 'p') {
          out.push(paragraph([marker, ...runs(leading)], level + 1));
          if (firstBlock >= 0) out.push(...blocks(kids.slice(firstBlock), level + 1));
        } else {
          out.push(paragraph([marker, ...runs(head.children)], level + 1));
          out.push(...blocks(kids.slice(firstBlock + 1), level + 1));
        }
      }
    } else if (name === 'blockquote') out.push(...blocks(node.children, level + 1));
    else if (name === 'table') out.push(table(node));
    else out.push(...blocks(node.children, level));
  }
  flush();
  return out;
}

function table(node: Node): Table {
  const rows: TableRow[] = [];
  const cellsOf = (row: Node) =>
    DomUtils.isTag(row)
      ? row.children.filter((c) => DomUtils.isTag(c) && (c.name === 'td' || c.name === 'th'))
      : [];
  const rowNodes = DomUtils.findAll((e) => e.name === 'tr', [node]);
  const width = Math.max(1, ...rowNodes.map((r) => cellsOf(r).length));
  for (const row of rowNodes) {
    const cells = cellsOf(row).map((cell) => {
      const content = DomUtils.isTag(cell) ? blocks(cell.children) : [];
      const span = DomUtils.isTag(cell) ? Number(cell.attribs.colspan ?? '1') : 1;
      return new TableCell({
        width: { size: Math.floor(100 / width), type: WidthType.PERCENTAGE },
        children: content.length > 0 ? content : [new Paragraph('')],
        ...(Number.isInteger(span) && span > 1 && span <= 50 ? { columnSpan: span } : {}),
      });
    });
    if (cells.length > 0) rows.push(new TableRow({ children: cells }));
  }
  if (rows.length === 0)
    rows.push(new TableRow({ children: [new TableCell({ children: [new Paragraph('')] })] }));
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows });
}

/**
 * A Word document of a contract the user edited: its (already sanitized) HTML, block by block —
 * headings, paragraphs, lists, tables, bold, italics, underline — in the DOCX of the drafts.
 */
export async function htmlToDocx(html: string, title: string): Promise<Buffer> {
  const dom = parseDocument(html);
  const body = blocks(dom.children);
  const document = new Document({
    title,
    creator: 'LeXi',
    styles: { default: { document: { run: { font: DEFAULT_RUN_FONTS, size: 22 } } } },
    sections: [{ children: body.length > 0 ? body : [new Paragraph({ children: scriptRuns(title) })] }],
  });
  return Packer.toBuffer(document);
}
