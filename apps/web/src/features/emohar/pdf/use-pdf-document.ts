import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { base64ToBytes, loadPdf } from './load-pdf.ts';

export type PdfDocumentState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; pdf: PDFDocumentProxy }
  | { status: 'error' };

/** The PDF of a base64 string, opened with pdf.js; closed again when the string changes or the view goes. */
export function usePdfDocument(base64: string | undefined): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'idle' });
  useEffect(() => {
    if (!base64) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    setState({ status: 'loading' });
    loadPdf(base64ToBytes(base64))
      .then((pdf) => {
        opened = pdf;
        if (cancelled) void pdf.destroy();
        else setState({ status: 'ready', pdf });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
      if (opened) void opened.destroy();
    };
  }, [base64]);
  return state;
}
