import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  WidthType,
} from 'docx';
import { DEFAULT_RUN_FONTS, scriptRuns } from '../../lib/docx/script-runs.ts';
import type { DraftedContract, SignatureBlock } from '../ai-provider.ts';

/** Clause numbers sit in a hanging indent so that wrapped lines align with the text, not the number. */
const HANGING = 720;

function clauseParagraph(number: string, text: string): Paragraph {
  return new Paragraph({
    children: [...scriptRuns(`${number}\t`, { bold: true }), ...scriptRuns(text)],
    indent: { left: HANGING, hanging: HANGING },
    tabStops: [{ type: 'left', position: HANGING }],
    spacing: { after: 120 },
    alignment: AlignmentType.JUSTIFIED,
  });
}

function signatureCell(s: SignatureBlock): TableCell {
  const line = (text: string, bold = false) =>
    new Paragraph({ children: scriptRuns(text, { bold }), spacing: { after: 160 } });
  return new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    children: [
      line(`${s.role}: ${s.partyName}`, true),
      line('Signature: ______________________'),
      line(`Name: ${s.signatoryName}`),
      ...(s.capacity ? [line(`Title: ${s.capacity}`)] : []),
      line('Date: ______________________'),
    ],
  });
}

const noBorder = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/**
 * A real Word document of the contract (show_contract's `docx_url`): title, numbered clauses
 * with the same numbers as the HTML, party names in bold, and a two-column signature table.
 */
export async function contractToDocx(contract: DraftedContract): Promise<Buffer> {
  const body: (Paragraph | Table)[] = [
    new Paragraph({
      children: scriptRuns(contract.title),
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
    }),
    new Paragraph({ children: scriptRuns(contract.intro), spacing: { after: 200 } }),
    ...contract.parties.map(
      (p, i) =>
        new Paragraph({
          children: [
            ...scriptRuns(`(${i + 1}) `),
            ...scriptRuns(p.name, { bold: true }),
            ...scriptRuns(`, ${p.details}`),
          ],
          indent: { left: HANGING },
          spacing: { after: 160 },
        }),
    ),
  ];
  if (contract.recitals.length > 0) {
    body.push(new Paragraph({ text: 'Background', heading: HeadingLevel.HEADING_2 }));
    contract.recitals.forEach((r, i) => {
      body.push(clauseParagraph(`${String.fromCharCode(65 + i)}.`, r));
    });
  }
  body.push(new Paragraph({ text: 'The Parties agree as follows:', spacing: { before: 200, after: 200 } }));
  contract.sections.forEach((section, i) => {
    body.push(
      new Paragraph({
        children: scriptRuns(`${i + 1}. ${section.heading}`),
        heading: HeadingLevel.HEADING_2,
      }),
    );
    for (const clause of section.clauses) body.push(clauseParagraph(clause.number, clause.text));
  });
  body.push(
    new Paragraph({ text: 'Signatures', heading: HeadingLevel.HEADING_2 }),
    new Paragraph({ children: scriptRuns(contract.closing), spacing: { after: 240 } }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: {
        top: noBorder,
        bottom: noBorder,
        left: noBorder,
        right: noBorder,
        insideHorizontal: noBorder,
        insideVertical: noBorder,
      },
      rows: [new TableRow({ children: contract.signatures.map(signatureCell) })],
    }),
  );

  const document = new Document({
    title: contract.title,
    creator: 'LeXi',
    styles: { default: { document: { run: { font: DEFAULT_RUN_FONTS, size: 22 } } } },
    sections: [{ children: body }],
  });
  return Packer.toBuffer(document);
}
