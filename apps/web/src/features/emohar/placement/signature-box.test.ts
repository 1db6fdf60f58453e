import { describe, expect, it } from 'vitest';
import {
  boxAfterKey,
  boxCenteredAt,
  clampBox,
  describeBox,
  MIN_BOX_WIDTH,
  moveBox,
  pointToFractions,
  resizeBox,
  resizeBoxTo,
  type SignatureBox,
} from './signature-box.ts';

const box: SignatureBox = { page: 2, x: 0.4, y: 0.5, width: 0.3, height: 0.08 };

describe('signature box fractions', () => {
  it('turns a pixel point into fractions of the displayed page, whatever its size', () => {
    expect(pointToFractions(150, 400, 600, 800)).toEqual({ fx: 0.25, fy: 0.5 });
    // The same place on the same page shown twice as large gives the same fractions.
    expect(pointToFractions(300, 800, 1200, 1600)).toEqual({ fx: 0.25, fy: 0.5 });
  });

  it('centres a new box on the click and keeps it inside the page', () => {
    expect(boxCenteredAt(1, 0.5, 0.5)).toEqual({ page: 1, x: 0.35, y: 0.46, width: 0.3, height: 0.08 });
    const corner = boxCenteredAt(1, 1, 1);
    expect(corner.x + corner.width).toBeCloseTo(1);
    expect(corner.y + corner.height).toBeCloseTo(1);
    expect(boxCenteredAt(1, 0, 0)).toMatchObject({ x: 0, y: 0 });
  });

  it('moves by fractions and stops at the edges', () => {
    expect(moveBox(box, 0.1, -0.1)).toMatchObject({ x: 0.5, y: 0.4 });
    expect(moveBox(box, 5, 5)).toMatchObject({ x: 0.7, y: 0.92 });
    expect(moveBox(box, -5, -5)).toMatchObject({ x: 0, y: 0 });
  });

  it('resizes about the centre, keeps the proportions and never goes below the minimum', () => {
    const bigger = resizeBox(box, 1.1);
    expect(bigger.width).toBeCloseTo(0.33);
    expect(bigger.height).toBeCloseTo(0.088);
    expect(bigger.x + bigger.width / 2).toBeCloseTo(box.x + box.width / 2);
    let small = box;
    for (let i = 0; i < 50; i++) small = resizeBox(small, 0.5);
    expect(small.width).toBeGreaterThanOrEqual(MIN_BOX_WIDTH);
    expect(small.width / small.height).toBeCloseTo(box.width / box.height, 1);
  });

  it('resizes from the bottom-right handle to a point, inside the page', () => {
    expect(resizeBoxTo(box, 0.9, 0.7)).toMatchObject({ x: 0.4, y: 0.5, width: 0.5, height: 0.2 });
    expect(resizeBoxTo(box, 2, 2)).toMatchObject({ width: 0.6, height: 0.5 });
  });

  it('answers the keyboard: arrows move, +/- resize, PageUp/PageDown change the page', () => {
    expect(boxAfterKey(box, 'ArrowRight', { pageCount: 3 })).toMatchObject({ x: 0.41 });
    expect(boxAfterKey(box, 'ArrowLeft', { shift: true, pageCount: 3 })).toMatchObject({ x: 0.3 });
    expect(boxAfterKey(box, 'ArrowUp', { pageCount: 3 })).toMatchObject({ y: 0.49 });
    expect(boxAfterKey(box, 'ArrowDown', { pageCount: 3 })).toMatchObject({ y: 0.51 });
    expect(boxAfterKey(box, '+', { pageCount: 3 })?.width).toBeCloseTo(0.33);
    expect(boxAfterKey(box, '-', { pageCount: 3 })?.width).toBeCloseTo(0.3 / 1.1);
    expect(boxAfterKey(box, 'PageDown', { pageCount: 3 })).toMatchObject({ page: 3, x: 0.4, y: 0.5 });
    expect(boxAfterKey({ ...box, page: 3 }, 'PageDown', { pageCount: 3 })?.page).toBe(3);
    expect(boxAfterKey({ ...box, page: 1 }, 'PageUp', { pageCount: 3 })?.page).toBe(1);
    expect(boxAfterKey(box, 'Tab', { pageCount: 3 })).toBeNull();
  });

  it('repairs a stored box that lies outside its page', () => {
    expect(clampBox({ page: 9, x: -1, y: 2, width: 3, height: 0 }, 4)).toEqual({
      page: 4,
      x: 0,
      y: 0.97,
      width: 1,
      height: 0.03,
    });
  });

  it('describes the box in words', () => {
    expect(describeBox(box)).toBe('Page 2, 40 % from the left, 50 % from the top, 30 % wide');
  });
});
