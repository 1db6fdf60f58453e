import { translatedPdfSettings } from './pdf-settings.ts';

export interface RenderedPdf {
  blob: Blob;
  /** The PDF as base64 without the data: prefix, as upload_pdf_to_ai_contract takes it. */
  base64: string;
}

/**
 * Renders a translated contract's HTML to an A4 PDF in the browser with html2pdf.js and the spec's
 * translated-PDF settings, for upload_pdf_to_ai_contract (spec §7). This is html2pdf's only use:
 * every download is the server's PDF, of real text. The library is loaded on demand (it is large).
 */
export async function renderTranslatedPdf(element: HTMLElement, filename: string): Promise<RenderedPdf> {
  const { default: html2pdf } = await import('html2pdf.js');
  const settings = translatedPdfSettings(filename);
  // An Indian-script face loads when text first needs it: let it arrive before the page is drawn.
  await document.fonts?.ready;
  const blob: unknown = await withStyleNonce(() =>
    html2pdf().set(settings).from(element).toPdf().output('blob'),
  );
  if (!(blob instanceof Blob)) throw new Error('The PDF could not be rendered');
  return { blob, base64: await blobToBase64(blob) };
}

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode below the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * html2canvas adds a <style> of its own to the copy of the page it renders; the page's CSP lets a
 * <style> apply only with the page's nonce. While the PDF renders, <style> elements made through
 * this document get the nonce; the original createElement is restored afterwards.
 */
async function withStyleNonce<T>(work: () => Promise<T>): Promise<T> {
  const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (!nonce) return work();
  const original = document.createElement;
  document.createElement = function createElement(
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = original.call(this, tagName, options);
    if (tagName.toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  } as typeof document.createElement;
  try {
    return await work();
  } finally {
    document.createElement = original;
  }
}
