import { PDFDocument, type PDFObject, type PDFRef } from 'pdf-lib';
import { classicXrefSection, type XrefEntry, xrefStreamSection } from './xref-section.ts';

export interface WrittenObject {
  readonly start: number;
  readonly end: number;
}

export interface IncrementalUpdate<T> {
  /** The input bytes, untouched, followed by the new section. */
  readonly pdf: Buffer;
  readonly value: T;
  /** Where each object of the update landed, by `ref.tag` ("12 0 R"). */
  readonly written: ReadonlyMap<string, WrittenObject>;
}

/**
 * Applies `edit` to the document through pdf-lib, then appends ONLY the objects that changed or are
 * new, with their own cross-reference section pointing back (/Prev) to the previous one. The input
 * stays a byte-for-byte prefix of the output, which is what keeps earlier signatures valid.
 */
export async function updateIncrementally<T>(
  input: Buffer,
  edit: (document: PDFDocument) => T | Promise<T>,
): Promise<IncrementalUpdate<T>> {
  const document = await PDFDocument.load(input, { updateMetadata: false });
  const { context } = document;
  const before = new Map<string, Buffer>();
  for (const [ref, object] of context.enumerateIndirectObjects()) before.set(ref.tag, serialize(object));

  const tail = readTail(input);
  // New objects must not reuse a number the file's cross-reference already accounts for.
  context.largestObjectNumber = Math.max(context.largestObjectNumber, tail.size - 1);

  const value = await edit(document);
  await document.flush();

  const changed: [PDFRef, Buffer][] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const bytes = serialize(object);
    const previous = before.get(ref.tag);
    if (!previous?.equals(bytes)) changed.push([ref, bytes]);
  }

  const parts: Buffer[] = [input];
  let offset = input.length;
  if (input[input.length - 1] !== 0x0a) {
    parts.push(Buffer.from('\n'));
    offset += 1;
  }
  const entries: XrefEntry[] = [];
  const written = new Map<string, WrittenObject>();
  let largest = tail.size - 1;
  for (const [ref, bytes] of changed) {
    const head = Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1');
    const foot = Buffer.from('\nendobj\n', 'latin1');
    entries.push({ objectNumber: ref.objectNumber, generation: ref.generationNumber, offset });
    written.set(ref.tag, { start: offset, end: offset + head.length + bytes.length + foot.length });
    parts.push(head, bytes, foot);
    offset += head.length + bytes.length + foot.length;
    largest = Math.max(largest, ref.objectNumber);
  }

  const fields = {
    size: largest + 1,
    previousXrefOffset: tail.startxref,
    root: context.trailerInfo.Root,
    info: context.trailerInfo.Info,
    id: context.trailerInfo.ID,
  };
  parts.push(
    tail.xrefIsStream
      ? xrefStreamSection(context, entries, fields, offset)
      : classicXrefSection(context, entries, fields, offset),
  );
  return { pdf: Buffer.concat(parts), value, written };
}

function serialize(object: PDFObject): Buffer {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

interface Tail {
  readonly startxref: number;
  readonly xrefIsStream: boolean;
  readonly size: number;
}

/** The last `startxref`, what it points at, and the largest /Size any trailer declared. */
function readTail(pdf: Buffer): Tail {
  const end = pdf.subarray(Math.max(0, pdf.length - 2048)).toString('latin1');
  const match = /startxref\s+(\d+)\s*%%EOF\s*$/.exec(end) ?? [...end.matchAll(/startxref\s+(\d+)/g)].at(-1);
  const startxref = Number(match?.[1]);
  if (!match || !Number.isFinite(startxref) || startxref >= pdf.length) {
    throw new Error('The PDF has no usable cross-reference (startxref); it cannot be updated incrementally.');
  }
  const at = pdf
    .subarray(startxref, startxref + 16)
    .toString('latin1')
    .trimStart();
  let size = 0;
  for (const sizeMatch of pdf.toString('latin1').matchAll(/\/Size\s+(\d+)/g)) {
    size = Math.max(size, Number(sizeMatch[1]));
  }
  return { startxref, xrefIsStream: !at.startsWith('xref'), size };
}
