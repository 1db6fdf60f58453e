import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const INK = rgb(0.12, 0.13, 0.2);

const paragraphs = [
  'Asha Verma engages Rao & Associates to advise on the lease of the studio at 14 Lavelle Road, Bengaluru, and to review the leave and licence agreement before it is signed.',
  'The fee is INR 25,000 for the review and one meeting, payable within 15 days of the invoice. Further work is agreed in writing before it starts.',
  'Everything shared for this engagement is kept confidential. Either side may end the engagement by email; work done until then is paid for.',
];

/** Greedy line breaking for the standard font: the letter is short, but its lines must fit the page. */
function lines(text: string, width: number, measure: (line: string) => number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      result.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) result.push(line);
  return result;
}

/** The demonstration's one-page letter of engagement, made on the spot (no binary is committed). */
export async function engagementLetterPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('Letter of engagement');
  document.setCreator('LeXi demonstration');
  // A fixed date keeps the file, and so its hash, the same on every run.
  document.setCreationDate(new Date('2026-01-15T00:00:00Z'));
  document.setModificationDate(new Date('2026-01-15T00:00:00Z'));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage(A4);
  const left = 72;
  const width = A4[0] - 2 * left;
  let y = A4[1] - 90;
  page.drawText('Letter of engagement', { x: left, y, size: 20, font: bold, color: INK });
  y -= 36;
  for (const paragraph of paragraphs) {
    for (const line of lines(paragraph, width, (text) => regular.widthOfTextAtSize(text, 11))) {
      page.drawText(line, { x: left, y, size: 11, font: regular, color: INK });
      y -= 16;
    }
    y -= 10;
  }
  page.drawText('Signed: Asha Verma', { x: left, y: y - 20, size: 11, font: regular, color: INK });
  return Buffer.from(await document.save());
}
