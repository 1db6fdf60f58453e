import { PDFArray, type PDFContext, PDFName, type PDFObject, PDFRef } from 'pdf-lib';

export interface XrefEntry {
  readonly objectNumber: number;
  readonly generation: number;
  readonly offset: number;
}

export interface TrailerFields {
  readonly size: number;
  readonly previousXrefOffset: number;
  readonly root: PDFObject | undefined;
  readonly info: PDFObject | undefined;
  readonly id: PDFObject | undefined;
}

/** Consecutive object numbers form one subsection: [first, count, entries…]. */
function subsections(entries: readonly XrefEntry[]): XrefEntry[][] {
  const sorted = [...entries].sort((a, b) => a.objectNumber - b.objectNumber);
  const groups: XrefEntry[][] = [];
  for (const entry of sorted) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && last.objectNumber + 1 === entry.objectNumber) group.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

function trailerDict(context: PDFContext, fields: TrailerFields, extra: Record<string, PDFObject> = {}) {
  const dict = context.obj({ Size: fields.size, Prev: fields.previousXrefOffset });
  if (fields.root) dict.set(PDFName.of('Root'), fields.root);
  if (fields.info) dict.set(PDFName.of('Info'), fields.info);
  if (fields.id) dict.set(PDFName.of('ID'), fields.id);
  for (const [key, value] of Object.entries(extra)) dict.set(PDFName.of(key), value);
  return dict;
}

/** A classic `xref` table + `trailer` for the objects of this update, starting at `xrefOffset`. */
export function classicXrefSection(
  context: PDFContext,
  entries: readonly XrefEntry[],
  fields: TrailerFields,
  xrefOffset: number,
): Buffer {
  let text = 'xref\n';
  for (const group of subsections(entries)) {
    text += `${group[0]?.objectNumber} ${group.length}\n`;
    for (const entry of group) {
      // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
      text += `${String(entry.offset).padStart(10, '0')} ${String(entry.generation).padStart(5, '0')} n\r\n`;
    }
  }
  text += `trailer\n${trailerDict(context, fields).toString()}\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/**
 * A cross-reference stream (PDF 1.5) for files whose last section is one: a reader that follows
 * /Prev through streams expects the chain to continue in the same form. Written unfiltered.
 */
export function xrefStreamSection(
  context: PDFContext,
  entries: readonly XrefEntry[],
  fields: TrailerFields,
  xrefOffset: number,
): Buffer {
  const streamNumber = fields.size;
  const all = [...entries, { objectNumber: streamNumber, generation: 0, offset: xrefOffset }];
  const groups = subsections(all);
  const rows = Buffer.alloc(all.length * 7);
  let at = 0;
  for (const entry of groups.flat()) {
    rows.writeUInt8(1, at);
    rows.writeUInt32BE(entry.offset, at + 1);
    rows.writeUInt16BE(entry.generation, at + 5);
    at += 7;
  }
  const index = PDFArray.withContext(context);
  for (const group of groups) {
    index.push(context.obj(group[0]?.objectNumber ?? 0));
    index.push(context.obj(group.length));
  }
  const dict = trailerDict(
    context,
    { ...fields, size: streamNumber + 1 },
    {
      Type: PDFName.of('XRef'),
      W: context.obj([1, 4, 2]),
      Index: index,
      Length: context.obj(rows.length),
    },
  );
  const ref = PDFRef.of(streamNumber, 0);
  return Buffer.concat([
    Buffer.from(`${ref.objectNumber} 0 obj\n${dict.toString()}\nstream\n`, 'latin1'),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
  ]);
}
