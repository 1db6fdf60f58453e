import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { placeBox } from './page-geometry.ts';

async function page(rotation: number, origin: [number, number] = [0, 0]) {
  const document = await PDFDocument.create();
  const created = document.addPage([600, 800]);
  created.setMediaBox(origin[0], origin[1], 600, 800);
  created.setRotation(degrees(rotation));
  return created;
}

const topLeftQuarter = { x: 0, y: 0, width: 0.5, height: 0.25 };

describe('placeBox', () => {
  it('maps the displayed top-left of an unturned page to the top of the MediaBox', async () => {
    const placed = placeBox(await page(0), topLeftQuarter);
    expect(placed.rect).toEqual([0, 600, 300, 800]);
    expect(placed.matrix).toEqual([1, 0, 0, 1, 0, 600]);
  });

  it('follows a MediaBox that does not start at 0,0', async () => {
    const placed = placeBox(await page(0, [100, -50]), topLeftQuarter);
    expect(placed.rect).toEqual([100, 550, 400, 750]);
  });

  it('on a page turned 90° clockwise, the displayed top-left is the MediaBox bottom-left', async () => {
    const placed = placeBox(await page(90), topLeftQuarter);
    // Displayed 800 × 600: the box is 400 wide and 150 tall as shown, so 150 × 400 in user space.
    expect(placed.width).toBe(400);
    expect(placed.height).toBe(150);
    expect(placed.rect).toEqual([0, 0, 150, 400]);
  });

  it('on a page turned 180°, the displayed top-left is the MediaBox bottom-right', async () => {
    const placed = placeBox(await page(180), topLeftQuarter);
    expect(placed.rect).toEqual([300, 0, 600, 200]);
  });

  it('on a page turned 270°, the displayed top-left is the MediaBox top-right', async () => {
    const placed = placeBox(await page(270), topLeftQuarter);
    expect(placed.rect).toEqual([450, 400, 600, 800]);
  });

  it('refuses fractions outside 0..1', async () => {
    expect(() => placeBox({} as never, { x: -0.1, y: 0, width: 0.2, height: 0.2 })).toThrow(RangeError);
  });
});
