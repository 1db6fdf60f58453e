import type { PDFPage } from 'pdf-lib';

/** A box as the person saw it: fractions (0..1) of the displayed page, measured from its top-left. */
export interface PageFractionBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** PDF affine matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export interface PlacedBox {
  /** The box in the page's default user space, [llx lly urx ury], as an annotation /Rect wants it. */
  readonly rect: readonly [number, number, number, number];
  /** Upright size in points as displayed. */
  readonly width: number;
  readonly height: number;
  /** Maps upright box coordinates (origin bottom-left as displayed) to user space. */
  readonly matrix: Matrix;
}

export function pageRotation(page: PDFPage): 0 | 90 | 180 | 270 {
  const angle = (((page.getRotation().angle % 360) + 360) % 360) as number;
  if (angle === 90 || angle === 180 || angle === 270) return angle;
  return 0;
}

/**
 * Where a fraction box lands in user space. Viewers show the CropBox (MediaBox by default) turned
 * clockwise by /Rotate, and neither box has to start at 0,0, so both are undone here; the matrix
 * also turns content so that it reads upright on the displayed page.
 */
export function placeBox(page: PDFPage, box: PageFractionBox): PlacedBox {
  assertFractions(box);
  const crop = page.getCropBox();
  const rotation = pageRotation(page);
  const llx = crop.x;
  const lly = crop.y;
  const urx = crop.x + crop.width;
  const ury = crop.y + crop.height;
  const sideways = rotation === 90 || rotation === 270;
  const shownWidth = sideways ? crop.height : crop.width;
  const shownHeight = sideways ? crop.width : crop.height;

  // Display coordinates (dx right, dy down from the displayed top-left) → user space.
  const toUser = (dx: number, dy: number): [number, number] => {
    switch (rotation) {
      case 90:
        return [llx + dy, lly + dx];
      case 180:
        return [urx - dx, lly + dy];
      case 270:
        return [urx - dy, ury - dx];
      default:
        return [llx + dx, ury - dy];
    }
  };

  const left = box.x * shownWidth;
  const top = box.y * shownHeight;
  const width = box.width * shownWidth;
  const height = box.height * shownHeight;
  // Upright local (cx, cy) with cy up is display (left + cx, top + height − cy).
  const local = (cx: number, cy: number) => toUser(left + cx, top + height - cy);
  const [e, f] = local(0, 0);
  const [ax, ay] = local(1, 0);
  const [cx, cy] = local(0, 1);
  const matrix: Matrix = [ax - e, ay - f, cx - e, cy - f, e, f];

  const [x1, y1] = local(0, 0);
  const [x2, y2] = local(width, height);
  return {
    rect: [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)],
    width,
    height,
    matrix,
  };
}

function assertFractions(box: PageFractionBox): void {
  const values = [box.x, box.y, box.width, box.height];
  if (values.some((value) => !Number.isFinite(value) || value < 0 || value > 1)) {
    throw new RangeError('A signature box is given as fractions of the page between 0 and 1.');
  }
  if (box.width === 0 || box.height === 0 || box.x + box.width > 1.0001 || box.y + box.height > 1.0001) {
    throw new RangeError('A signature box must have a size and lie inside the page.');
  }
}
