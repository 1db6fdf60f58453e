import type { SignatureBox } from './signature-box.ts';

/** A page as the PDF defines it: its view box (MediaBox ∩ CropBox) in points, and its /Rotate. */
export interface PdfPageGeometry {
  /** [x0, y0, x1, y1] in PDF user space (origin at the bottom left), as pdf.js's `page.view`. */
  view: readonly [number, number, number, number];
  /** The page's /Rotate: 0, 90, 180 or 270 (clockwise); other values are normalised. */
  rotate: number;
}

/** A rectangle in PDF user space: lower-left corner, width and height, in points. */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function normaliseRotation(rotate: number): 0 | 90 | 180 | 270 {
  const turned = (((Math.round(rotate / 90) * 90) % 360) + 360) % 360;
  return turned as 0 | 90 | 180 | 270;
}

/** Width and height of the page as it is displayed: a quarter turn swaps them. */
export function displayedSize(geometry: PdfPageGeometry): { width: number; height: number } {
  const [x0, y0, x1, y1] = geometry.view;
  const width = Math.abs(x1 - x0);
  const height = Math.abs(y1 - y0);
  const rotation = normaliseRotation(geometry.rotate);
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * A point of the displayed page (fractions from its top-left) in PDF user space. The display is the
 * page turned clockwise by /Rotate, which is what pdf.js's viewport draws.
 */
export function displayPointToPdf(geometry: PdfPageGeometry, u: number, v: number): { x: number; y: number } {
  const [vx0, vy0, vx1, vy1] = geometry.view;
  const x0 = Math.min(vx0, vx1);
  const y0 = Math.min(vy0, vy1);
  const w = Math.abs(vx1 - vx0);
  const h = Math.abs(vy1 - vy0);
  switch (normaliseRotation(geometry.rotate)) {
    case 0:
      return { x: x0 + u * w, y: y0 + (1 - v) * h };
    case 90:
      // The page's left edge is on top: its bottom-left corner is the display's top-left.
      return { x: x0 + v * w, y: y0 + u * h };
    case 180:
      return { x: x0 + (1 - u) * w, y: y0 + v * h };
    case 270:
      // The page's right edge is on top: its top-right corner is the display's top-left.
      return { x: x0 + (1 - v) * w, y: y0 + (1 - u) * h };
  }
}

/** The signature box as a rectangle in the page's own (unrotated) PDF coordinates. */
export function boxToPdfRect(box: SignatureBox, geometry: PdfPageGeometry): PdfRect {
  const a = displayPointToPdf(geometry, box.x, box.y);
  const b = displayPointToPdf(geometry, box.x + box.width, box.y + box.height);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    x: round(Math.min(a.x, b.x)),
    y: round(Math.min(a.y, b.y)),
    width: round(Math.abs(b.x - a.x)),
    height: round(Math.abs(b.y - a.y)),
  };
}
