import { describe, expect, it } from 'vitest';
import { boxToPdfRect, displayedSize, displayPointToPdf, normaliseRotation } from './pdf-rect.ts';
import type { SignatureBox } from './signature-box.ts';

/** An A4 page in points: 595 × 842. */
const a4 = [0, 0, 595, 842] as const;

describe('from the displayed page to PDF coordinates', () => {
  it('normalises /Rotate values', () => {
    expect(normaliseRotation(0)).toBe(0);
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(450)).toBe(90);
    expect(normaliseRotation(180)).toBe(180);
  });

  it('swaps width and height of a page turned a quarter', () => {
    expect(displayedSize({ view: a4, rotate: 0 })).toEqual({ width: 595, height: 842 });
    expect(displayedSize({ view: a4, rotate: 90 })).toEqual({ width: 842, height: 595 });
    expect(displayedSize({ view: a4, rotate: 270 })).toEqual({ width: 842, height: 595 });
  });

  it('maps the displayed corners of an unrotated page, flipping y (PDF counts from the bottom)', () => {
    expect(displayPointToPdf({ view: a4, rotate: 0 }, 0, 0)).toEqual({ x: 0, y: 842 });
    expect(displayPointToPdf({ view: a4, rotate: 0 }, 1, 1)).toEqual({ x: 595, y: 0 });
  });

  it('maps the displayed top-left corner to the right PDF corner for every rotation', () => {
    // Turned clockwise: what shows top-left is the page's bottom-left (90), top-right... and so on.
    expect(displayPointToPdf({ view: a4, rotate: 90 }, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(displayPointToPdf({ view: a4, rotate: 180 }, 0, 0)).toEqual({ x: 595, y: 0 });
    expect(displayPointToPdf({ view: a4, rotate: 270 }, 0, 0)).toEqual({ x: 595, y: 842 });
    // And the displayed top-right corner.
    expect(displayPointToPdf({ view: a4, rotate: 90 }, 1, 0)).toEqual({ x: 0, y: 842 });
    expect(displayPointToPdf({ view: a4, rotate: 180 }, 1, 0)).toEqual({ x: 0, y: 0 });
    expect(displayPointToPdf({ view: a4, rotate: 270 }, 1, 0)).toEqual({ x: 595, y: 0 });
  });

  it('turns a box into a PDF rectangle of the same area for every rotation', () => {
    const box: SignatureBox = { page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.1 };
    expect(boxToPdfRect(box, { view: a4, rotate: 0 })).toEqual({
      x: 59.5,
      y: 589.4,
      width: 178.5,
      height: 84.2,
    });
    // Displayed 842 wide and 595 high: the box is 252.6 × 59.5 on screen, so 59.5 × 252.6 on the page.
    const turned = boxToPdfRect(box, { view: a4, rotate: 90 });
    expect(turned).toEqual({ x: 119, y: 84.2, width: 59.5, height: 252.6 });
    const upsideDown = boxToPdfRect(box, { view: a4, rotate: 180 });
    expect(upsideDown).toEqual({ x: 357, y: 168.4, width: 178.5, height: 84.2 });
    const turnedBack = boxToPdfRect(box, { view: a4, rotate: 270 });
    expect(turnedBack).toEqual({ x: 416.5, y: 505.2, width: 59.5, height: 252.6 });
  });

  it('respects a view box that does not start at the origin', () => {
    const rect = boxToPdfRect(
      { page: 1, x: 0, y: 0, width: 0.5, height: 0.5 },
      { view: [100, 200, 300, 600], rotate: 0 },
    );
    expect(rect).toEqual({ x: 100, y: 400, width: 100, height: 200 });
  });
});
