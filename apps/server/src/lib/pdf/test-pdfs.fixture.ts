import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';

/** Test PDFs made on the spot, so no binary fixture is committed. */
export interface TestPdfOptions {
  readonly pages?: number;
  /** /Rotate per page index, e.g. { 1: 90 }. */
  readonly rotations?: Readonly<Record<number, 0 | 90 | 180 | 270>>;
  /** MediaBox origin offset per page index, to test boxes that do not start at 0,0. */
  readonly origins?: Readonly<Record<number, readonly [number, number]>>;
  /** pdf-lib writes object streams + an xref stream by default; false gives a classic xref table. */
  readonly useObjectStreams?: boolean;
}

export async function makeTestPdf(options: TestPdfOptions = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages = options.pages ?? 1;
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([595.28, 841.89]);
    const origin = options.origins?.[index];
    if (origin) page.setMediaBox(origin[0], origin[1], 595.28, 841.89);
    const [x, y] = origin ?? [0, 0];
    page.drawText(`Agreement page ${index + 1}`, { x: x + 72, y: y + 760, size: 18, font });
    page.drawText('The parties agree to the terms set out below.', { x: x + 72, y: y + 730, size: 11, font });
    const rotation = options.rotations?.[index];
    if (rotation) page.setRotation(degrees(rotation));
  }
  return Buffer.from(await document.save({ useObjectStreams: options.useObjectStreams ?? true }));
}

/**
 * A one-page PDF written by hand with a classic xref table: objects 1–3 are the catalog (with
 * `catalogExtra` in its dictionary), the page tree and the page; `more` are objects 4 on, and
 * `trailerExtra` goes into the trailer dictionary.
 */
export function handWrittenPdf(catalogExtra = '', more: readonly string[] = [], trailerExtra = ''): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ...more,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page PDF written by hand whose trailer names an /Encrypt dictionary (RC4, revision 2). */
export const encryptedPdf = (): Buffer =>
  handWrittenPdf(
    '',
    [`<< /Filter /Standard /V 1 /R 2 /O <${'00'.repeat(32)}> /U <${'00'.repeat(32)}> /P -4 >>`],
    '/Encrypt 4 0 R /ID [<01> <01>] ',
  );
