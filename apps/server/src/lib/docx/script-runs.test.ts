import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { docxPart, docxRuns } from './docx-xml.fixture.ts';
import { DEFAULT_RUN_FONTS, scriptRuns } from './script-runs.ts';

async function docxOf(text: string, bold = false): Promise<Buffer> {
  const document = new Document({
    styles: { default: { document: { run: { font: DEFAULT_RUN_FONTS } } } },
    sections: [{ children: [new Paragraph({ children: scriptRuns(text, { bold }) })] }],
  });
  return Packer.toBuffer(document);
}

describe('DOCX runs by script', () => {
  it('gives an Indian-script run Nirmala UI in every slot, the complex-script hint and its language', async () => {
    const runs = await docxRuns(await docxOf('Party: रमेश कुमार (Ramesh), முருகன்'));
    expect(runs.map(([, text]) => text)).toEqual(['Party: ', 'रमेश कुमार (', 'Ramesh), ', 'முருகன்']);
    const [latin, hindi, , tamil] = runs.map(([properties]) => properties);
    expect(latin).not.toContain('w:rFonts');
    expect(latin).not.toContain('w:lang');
    expect(hindi).toContain(
      '<w:rFonts w:ascii="Nirmala UI" w:cs="Nirmala UI" w:eastAsia="Nirmala UI" w:hAnsi="Nirmala UI" w:hint="cs"/>',
    );
    expect(hindi).toContain('<w:lang w:bidi="hi-IN"/>');
    expect(tamil).toContain('<w:lang w:bidi="ta-IN"/>');
  });

  it('puts Devanagari digits in a Devanagari run even after Latin text', async () => {
    const runs = await docxRuns(await docxOf('office at ४ रोड'));
    expect(runs.map(([, text]) => text)).toEqual(['office at ', '४ रोड']);
  });

  it('keeps the run style, bold for the complex script too', async () => {
    const [[properties = ''] = []] = await docxRuns(await docxOf('रमेश', true));
    expect(properties).toContain('<w:b/>');
    expect(properties).toContain('<w:bCs/>');
  });

  it('names Calibri for Latin and Nirmala UI for complex scripts in the document defaults', async () => {
    const styles = await docxPart(await docxOf('x'), 'word/styles.xml');
    expect(styles).toMatch(
      /<w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:cs="Nirmala UI" w:eastAsia="Calibri" w:hAnsi="Calibri"\/>/,
    );
  });
});
