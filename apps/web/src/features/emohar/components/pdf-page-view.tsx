import { Box, Loader } from '@mantine/core';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';

interface PdfPageViewProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** The width the page is drawn at, in CSS pixels (the column's width). */
  width: number;
  /** Height / width of page 1, for the placeholder until this page is known. */
  fallbackRatio: number;
  /** Drawn over the page, positioned in percentages of it. */
  overlay?: ReactNode;
  onPagePointerDown?: (event: PointerEvent<HTMLDivElement>, pageNumber: number) => void;
}

/**
 * One page on a canvas. It is drawn only once it comes near the screen (long contracts stay light),
 * at the column's width and the screen's pixel density. pdf.js's viewport applies the page's
 * /Rotate, so what is shown, and what fractions are measured on, is the page as a reader sees it.
 */
export function PdfPageView({
  pdf,
  pageNumber,
  width,
  fallbackRatio,
  overlay,
  onPagePointerDown,
}: PdfPageViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    pdf
      .getPage(pageNumber)
      .then((loaded) => {
        if (!cancelled) setPage(loaded);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pdf, pageNumber]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!page || !near || !element || width <= 0) return;
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / unscaled.width });
    const density = Math.min(window.devicePixelRatio || 1, 3);
    element.width = Math.floor(viewport.width * density);
    element.height = Math.floor(viewport.height * density);
    const context = element.getContext('2d');
    if (!context) return;
    let task: RenderTask | null = page.render({
      canvas: element,
      canvasContext: context,
      viewport,
      transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
    });
    task.promise
      .then(() => setDrawn(true))
      .catch(() => {})
      .finally(() => {
        task = null;
      });
    return () => task?.cancel();
  }, [page, near, width]);

  const unscaled = page?.getViewport({ scale: 1 });
  const ratio = unscaled ? unscaled.height / unscaled.width : fallbackRatio;

  return (
    <Box
      ref={holder}
      pos="relative"
      w={width}
      h={Math.round(width * ratio)}
      bg="white"
      style={{ boxShadow: 'var(--mantine-shadow-sm)', border: '1px solid var(--mantine-color-gray-4)' }}
      onPointerDown={onPagePointerDown ? (event) => onPagePointerDown(event, pageNumber) : undefined}
      data-page={pageNumber}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Page ${pageNumber} of ${pdf.numPages}`}
        style={{ display: 'block', width: '100%', height: '100%' }}
      />
      {drawn ? null : (
        <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
          <Loader size="sm" />
        </Box>
      )}
      {overlay}
    </Box>
  );
}
