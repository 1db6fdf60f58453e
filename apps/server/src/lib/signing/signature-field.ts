import { type PDFDocument, PDFHexString, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import { type PageFractionBox, placeBox } from '../pdf/page-geometry.ts';
import { createSignatureAppearance } from '../pdf/signature-appearance.ts';

/** Space reserved for the CMS: a 3072-bit signature, two certificates and headroom for an ESP's chain. */
export const DEFAULT_CONTENTS_BYTES = 16_384;
/** Ten digits fit any offset of a 20 MB file; the real numbers are padded into this width later. */
export const BYTE_RANGE_PLACEHOLDER = 9_999_999_999;

export interface VisibleSignature {
  /** 0-based page index. */
  readonly pageIndex: number;
  readonly box: PageFractionBox;
  readonly lines: readonly string[];
}

export interface SignatureFieldOptions {
  /** Shown by viewers as the field's name; defaults to "Signature<n>". */
  readonly fieldName?: string;
  readonly signerName?: string;
  readonly reason?: string;
  readonly location?: string;
  readonly contactInfo?: string;
  /** Claimed signing time, the /M entry (PAdES keeps it here, not in the CMS). */
  readonly signingTime?: Date;
  /** Omit for an invisible signature. */
  readonly visible?: VisibleSignature;
  readonly contentsBytes?: number;
}

/** Flags: Print (4) + Locked (128), so a viewer neither hides nor lets anyone move the widget. */
const WIDGET_FLAGS = 132;
/** SigFlags: SignaturesExist (1) + AppendOnly (2), telling editors to save incrementally. */
const SIG_FLAGS = 3;

/**
 * Adds a signature value dictionary with placeholder /ByteRange and /Contents, and a merged
 * field+widget that points at it, to the page's /Annots and the AcroForm's /Fields.
 */
export async function addSignatureField(
  document: PDFDocument,
  options: SignatureFieldOptions,
): Promise<PDFRef> {
  const { context } = document;
  const contentsBytes = options.contentsBytes ?? DEFAULT_CONTENTS_BYTES;
  const signatureDict = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.CAdES.detached',
    ByteRange: [0, BYTE_RANGE_PLACEHOLDER, BYTE_RANGE_PLACEHOLDER, BYTE_RANGE_PLACEHOLDER],
    Contents: PDFHexString.of('0'.repeat(contentsBytes * 2)),
    M: PDFString.fromDate(options.signingTime ?? new Date()),
  });
  if (options.signerName) signatureDict.set(PDFName.of('Name'), PDFHexString.fromText(options.signerName));
  if (options.reason) signatureDict.set(PDFName.of('Reason'), PDFHexString.fromText(options.reason));
  if (options.location) signatureDict.set(PDFName.of('Location'), PDFHexString.fromText(options.location));
  if (options.contactInfo)
    signatureDict.set(PDFName.of('ContactInfo'), PDFHexString.fromText(options.contactInfo));
  const signatureRef = context.register(signatureDict);

  const pages = document.getPages();
  const pageIndex = options.visible?.pageIndex ?? 0;
  const page = pages[pageIndex];
  if (!page) throw new RangeError(`The document has no page ${pageIndex + 1}.`);

  const acroForm = document.catalog.getOrCreateAcroForm();
  const fieldName = options.fieldName ?? `Signature${acroForm.getAllFields().length + 1}`;
  const widget = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    T: PDFHexString.fromText(fieldName),
    V: signatureRef,
    F: WIDGET_FLAGS,
    P: page.ref,
    Rect: [0, 0, 0, 0],
  });
  if (options.visible) {
    const placed = placeBox(page, options.visible.box);
    const [a, b, c, d] = placed.matrix;
    const appearance = await createSignatureAppearance(document, placed, options.visible.lines, [
      a,
      b,
      c,
      d,
      0,
      0,
    ]);
    widget.set(PDFName.of('Rect'), context.obj([...placed.rect]));
    widget.set(PDFName.of('AP'), context.obj({ N: appearance }));
  }
  const widgetRef = context.register(widget);

  page.node.addAnnot(widgetRef);
  acroForm.addField(widgetRef);
  acroForm.dict.set(PDFName.of('SigFlags'), context.obj(SIG_FLAGS));
  return signatureRef;
}
