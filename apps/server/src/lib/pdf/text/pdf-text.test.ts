import { PDFDocument, rgb } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from '../pdftotext.fixture.ts';
import { indicScriptOf, latinFace, scriptFace } from './bundled-fonts.ts';
import { loadFace } from './font-faces.ts';
import { loadHarfBuzz } from './harfbuzz.ts';
import { type MissingCharacterListener, onMissingCharacter } from './missing-characters.ts';
import { PdfText } from './pdf-text.ts';

async function pdfOf(lines: readonly string[], style = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const text = await PdfText.for(document);
  lines.forEach((line, index) => {
    text.drawOnPage(page, line, { x: 40, y: 780 - index * 40, size: 18, style, color: rgb(0, 0, 0) });
  });
  await text.embedFonts();
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

const linesOf = async (pdf: Buffer) =>
  (await pdfText(pdf))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

async function glyphIds(text: string): Promise<number[]> {
  const document = await PDFDocument.create();
  const shaped = (await PdfText.for(document)).shape(text);
  return shaped.runs.flatMap((run) =>
    run.clusters.flatMap((cluster) => cluster.glyphs.map((glyph) => glyph.id)),
  );
}

async function glyphOf(char: string): Promise<number | undefined> {
  const hb = await loadHarfBuzz();
  const codePoint = char.codePointAt(0) ?? 0;
  const script = indicScriptOf(codePoint);
  return loadFace(hb, script ? scriptFace(script) : latinFace()).glyphOf(codePoint);
}

describe('Unicode text in a PDF', () => {
  afterEach(() => onMissingCharacter(() => {}));

  it('gives back names in Indian scripts and accented Latin exactly as written', async () => {
    const names = [
      'रमेश कुमार',
      'कि क्ष र्क',
      'முருகன் கொ',
      'সৌমিত্র চট্টোপাধ্যায়',
      'ગુજરાતી નામ',
      'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
      'వెంకటేశ్వర్లు',
      'ಕನ್ನಡ ಹೆಸರು',
      'മലയാളം പേര്',
      'ଓଡ଼ିଆ ନାମ',
      'Łukasz Nguyễn Ærøskøbing ₹ 5,00,000',
    ];
    expect(await linesOf(await pdfOf(names))).toEqual(names);
  });

  it('shapes with HarfBuzz: the i-sign before its consonant, a conjunct as one glyph, Tamil o around its consonant', async () => {
    // The font picks the i-sign's form by the width of the consonant it reaches over.
    const ka = await glyphOf('क');
    const ki = await glyphIds('कि');
    expect(ki).toHaveLength(2);
    expect(ki[1]).toBe(ka);

    const ksha = await glyphIds('क्ष');
    expect(ksha).toHaveLength(1);
    expect(ksha).not.toContain(ka);

    const [e, tamilKa, aa] = await Promise.all([glyphOf('ெ'), glyphOf('க'), glyphOf('ா')]);
    expect(await glyphIds('கொ')).toEqual([e, tamilKa, aa]);
    expect(await glyphIds('முருகன்')).toHaveLength(4);
  });

  it('embeds each font as a subset of the glyphs drawn, so that a page of names stays small', async () => {
    const pdf = await pdfOf(['रमेश कुमार', 'முருகன்', 'Asha Rao']);
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Subtype \/CIDFontType2/g)).toHaveLength(3);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toMatch(/\/Encoding \/Identity-H/);
    expect(pdf.length).toBeLessThan(30_000);
  });

  it('draws bold and slanted text in the same fonts, and a Latin italic in Noto Sans Italic', async () => {
    const pdf = await pdfOf(['Asha Rao रमेश'], { bold: true, italic: true });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\+NotoSans-BoldItalic/);
    expect(raw).toMatch(/\+NotoSansDevanagari-Bold/);
    expect(await linesOf(pdf)).toEqual(['Asha Rao रमेश']);
  });

  it('draws a character no font has as U+FFFD, keeps it in the text layer and reports it once', async () => {
    const reports: Parameters<MissingCharacterListener>[0][] = [];
    onMissingCharacter((report) => reports.push(report));
    const replacement = await glyphOf('\ufffd');
    expect(await glyphIds('a\u{1d11e}b')).toContain(replacement);

    const pdf = await pdfOf(['Clef \u{1d11e} and \u{1d11e} again']);
    expect(await linesOf(pdf)).toEqual(['Clef \u{1d11e} and \u{1d11e} again']);
    expect(reports).toEqual([{ character: '\u{1d11e}', codePoint: 'U+1D11E' }]);
  });

  it('turns line breaks and other control characters into spaces', async () => {
    expect(await linesOf(await pdfOf(['one\ntwo\tthree\u0000four']))).toEqual(['one two three four']);
  });
});
