import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFStream,
} from 'pdf-lib';

/**
 * PDF names that make a file do something when opened or clicked, or carry other files: scripts
 * (/JavaScript, /JS, which also covers an /OpenAction or a link running a script), /Launch actions,
 * embedded files, /RichMedia, and /AA (actions run on page or field events). A PDF with any of
 * them is refused at upload: LeXi serves uploads to counter parties as they are.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'AA',
]);

/** A name as written (`/J#61vaScript`) as it is read (`JavaScript`). */
function decodeName(written: string): string {
  return written
    .replace(/^\//, '')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first active name written anywhere in the raw bytes, escaped forms (#xx) included. */
function scanRaw(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  for (const match of text.matchAll(/\/(?:[A-Za-z0-9_.+-]|#[0-9A-Fa-f]{2})+/g)) {
    const name = decodeName(match[0]);
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return null;
}

/** The first active name in a parsed object, looked for in keys and values, depth first. */
function scanObject(object: PDFObject | undefined, seen: Set<PDFObject>, depth = 0): string | null {
  if (!object || seen.has(object) || depth > 64) return null;
  seen.add(object);
  if (object instanceof PDFName) {
    const name = decodeName(object.asString());
    return ACTIVE_NAMES.has(name) ? name : null;
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = scanObject(item, seen, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
  if (!dict) return null;
  for (const [key, value] of dict.entries()) {
    const found = scanObject(key, seen, depth + 1) ?? scanObject(value, seen, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The first active-content name in the PDF, or null: every object pdf-lib parsed (those inside
 * compressed object streams included) and, for names pdf-lib might not reach (an object it could
 * not parse, an uncompressed stream), a scan of the raw bytes.
 */
export function findActiveContent(bytes: Buffer, document: PDFDocument): string | null {
  const raw = scanRaw(bytes);
  if (raw) return raw;
  const seen = new Set<PDFObject>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    // An object stream's own bytes are compressed; pdf-lib has already parsed what it holds.
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm'))
      continue;
    const found = scanObject(object, seen);
    if (found) return found;
  }
  return null;
}
