import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { type PageFractionBox, placeBox } from './page-geometry.ts';
import {
  appearanceLines,
  createSignatureAppearance,
  type SignatureAppearanceText,
} from './signature-appearance.ts';

export interface SignatureStamp extends SignatureAppearanceText {
  /** 0-based page index. */
  readonly pageIndex: number;
  readonly box: PageFractionBox;
}

/**
 * Draws each signer's appearance into the page content. This rewrites the file, so it may only run
 * on a document that carries no signature yet (see lib/signing/README.md for the order).
 */
export async function stampSignatures(pdf: Buffer, stamps: readonly SignatureStamp[]): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  await drawSignatureStamps(document, stamps);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** The same drawing on an open document, for callers that compose several edits into one save. */
export async function drawSignatureStamps(
  document: PDFDocument,
  stamps: readonly SignatureStamp[],
): Promise<void> {
  const pages = document.getPages();
  for (const [index, stamp] of stamps.entries()) {
    const page = pages[stamp.pageIndex];
    if (!page) throw new RangeError(`The document has no page ${stamp.pageIndex + 1} to stamp.`);
    const placed = placeBox(page, stamp.box);
    const appearance = await createSignatureAppearance(document, placed, appearanceLines(stamp));
    const name = page.node.newXObject(`LeXiSignature${index + 1}`, appearance);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(...placed.matrix),
      drawObject(name),
      popGraphicsState(),
    );
  }
}
