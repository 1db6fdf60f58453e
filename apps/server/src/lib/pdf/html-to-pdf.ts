import { renderInPdfThread } from './pdf-thread.ts';

/**
 * A clean A4 PDF of (sanitized) HTML (see layOutHtmlPdf in html-layout.ts), made in the PDF worker
 * thread so that laying out a long contract never stalls the event loop.
 */
export function renderHtmlPdf(html: string, title: string): Promise<Buffer> {
  return renderInPdfThread({ kind: 'html', html, title });
}
