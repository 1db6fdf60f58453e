import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF with pdf.js, loaded on demand so that the rest of the app does not carry it.
 * The worker is a file of our own origin (the CSP allows workers from 'self' only), and eval is
 * off: pdf.js would otherwise probe `new Function`, which `script-src 'self'` blocks and reports.
 */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  if (!pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js takes the buffer over (transfers it to the worker): hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
  });
  return task.promise;
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/^data:[^,]*,/, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
