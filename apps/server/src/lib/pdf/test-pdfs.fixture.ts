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
