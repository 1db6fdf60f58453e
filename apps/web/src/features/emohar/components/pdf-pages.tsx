import { Alert, Box, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type PointerEvent, type ReactNode, useEffect, useState } from 'react';
import { usePdfDocument } from '../pdf/use-pdf-document.ts';
import { PdfPageView } from './pdf-page-view.tsx';

interface PdfPagesProps {
  /** The PDF as base64. */
  base64: string | undefined;
  /** What to draw over a page (the signature box). */
  overlay?: (pageNumber: number) => ReactNode;
  onPagePointerDown?: (event: PointerEvent<HTMLDivElement>, pageNumber: number) => void;
  /** Called once the document is open, with its page count. */
  onLoaded?: (pageCount: number) => void;
  /** Widest a page is drawn, in CSS pixels. */
  maxWidth?: number;
}

/** The whole document, page under page, as wide as its column (a phone's screen, or up to maxWidth). */
export function PdfPages({ base64, overlay, onPagePointerDown, onLoaded, maxWidth = 820 }: PdfPagesProps) {
  const state = usePdfDocument(base64);
  const { ref, width } = useElementSize();
  const pageWidth = Math.floor(Math.min(width, maxWidth));

  useEffect(() => {
    if (state.status === 'ready') onLoaded?.(state.pdf.numPages);
  }, [state, onLoaded]);

  return (
    <Box ref={ref} w="100%">
      {state.status === 'error' ? (
        <Alert color="red" variant="light" title="This document could not be shown">
          <Text size="sm">
            The PDF could not be read in the browser. Upload it again, or try another browser.
          </Text>
        </Alert>
      ) : null}
      {state.status === 'loading' || state.status === 'idle' ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the document">
          <Skeleton height={Math.max(240, Math.round(pageWidth * 1.3))} />
        </Stack>
      ) : null}
      {state.status === 'ready' && pageWidth > 0 ? (
        <DocumentPages
          pdf={state.pdf}
          width={pageWidth}
          overlay={overlay}
          onPagePointerDown={onPagePointerDown}
        />
      ) : null}
    </Box>
  );
}

function DocumentPages({
  pdf,
  width,
  overlay,
  onPagePointerDown,
}: {
  pdf: PDFDocumentProxy;
  width: number;
  overlay?: (pageNumber: number) => ReactNode;
  onPagePointerDown?: (event: PointerEvent<HTMLDivElement>, pageNumber: number) => void;
}) {
  const [ratio, setRatio] = useState(Math.SQRT2);
  useEffect(() => {
    let cancelled = false;
    pdf
      .getPage(1)
      .then((page) => {
        const viewport = page.getViewport({ scale: 1 });
        if (!cancelled) setRatio(viewport.height / viewport.width);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pdf]);
  const pages = Array.from({ length: pdf.numPages }, (_, index) => index + 1);
  return (
    <Stack gap="md" align="center">
      {pages.map((pageNumber) => (
        <PdfPageView
          key={pageNumber}
          pdf={pdf}
          pageNumber={pageNumber}
          width={width}
          fallbackRatio={ratio}
          overlay={overlay?.(pageNumber)}
          onPagePointerDown={onPagePointerDown}
        />
      ))}
    </Stack>
  );
}
