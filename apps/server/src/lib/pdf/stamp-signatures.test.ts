import { describe, expect, it } from 'vitest';
import { wordsByPage } from './pdftotext.fixture.ts';
import { stampSignatures } from './stamp-signatures.ts';
import { makeTestPdf } from './test-pdfs.fixture.ts';

const box = { x: 0.55, y: 0.7, width: 0.4, height: 0.12 };

describe('stampSignatures', () => {
  it('puts the stamp where the person placed it, upright, on pages turned 0, 90, 180 and 270 degrees and on a MediaBox not at 0,0', async () => {
    const pdf = await makeTestPdf({
      pages: 4,
      rotations: { 1: 90, 2: 180, 3: 270 },
      origins: { 2: [100, 200], 3: [-50, 30] },
    });
    const stamped = await stampSignatures(
      pdf,
      [0, 1, 2, 3].map((pageIndex) => ({
        pageIndex,
        box,
        signerName: 'Asha Rao',
        method: 'Aadhaar e-mohar',
        signedAt: new Date('2025-03-01T10:00:00Z'),
      })),
    );

    const pages = await wordsByPage(stamped);
    expect(pages).toHaveLength(4);
    // pdftotext reports word boxes as displayed but the page size unturned.
    const sideways = [false, true, false, true];
    for (const [index, page] of pages.entries()) {
      const word = page.words.find((candidate) => candidate.text === 'Digitally');
      expect(word, 'stamp text on every page').toBeDefined();
      if (!word) continue;
      const shownWidth = sideways[index] ? page.height : page.width;
      const shownHeight = sideways[index] ? page.width : page.height;
      const left = box.x * shownWidth;
      const top = box.y * shownHeight;
      expect(word.xMin).toBeGreaterThanOrEqual(left - 1);
      expect(word.xMax).toBeLessThanOrEqual(left + box.width * shownWidth + 1);
      expect(word.yMin).toBeGreaterThanOrEqual(top - 1);
      expect(word.yMax).toBeLessThanOrEqual(top + box.height * shownHeight + 1);
      // Upright text is wider than tall; turned text would be the other way round.
      expect(word.xMax - word.xMin).toBeGreaterThan(word.yMax - word.yMin);
    }
  });

  it('refuses a page the document does not have', async () => {
    const pdf = await makeTestPdf();
    await expect(
      stampSignatures(pdf, [{ pageIndex: 3, box, signerName: 'A', method: 'm', signedAt: new Date() }]),
    ).rejects.toThrow('The document has no page 4 to stamp.');
  });

  it('refuses a box outside the page', async () => {
    const pdf = await makeTestPdf();
    await expect(
      stampSignatures(pdf, [
        {
          pageIndex: 0,
          box: { x: 0.8, y: 0.1, width: 0.4, height: 0.1 },
          signerName: 'A',
          method: 'm',
          signedAt: new Date(),
        },
      ]),
    ).rejects.toThrow(RangeError);
  });
});
