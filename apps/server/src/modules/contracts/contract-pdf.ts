import { renderHtmlPdf } from '../../lib/pdf/html-to-pdf.ts';

/**
 * A clean A4 PDF of a saved contract, made from its (sanitized) HTML so that the user's edits are
 * what is printed and signed.
 */
export function renderContractPdf(html: string, title: string): Promise<Buffer> {
  return renderHtmlPdf(html, title);
}
