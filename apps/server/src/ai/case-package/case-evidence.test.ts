import type { PackageFact } from '@lexi/shared/api/case-package';
import { describe, expect, it } from 'vitest';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { caseEvidence } from './case-evidence.ts';
import type { CaseInput } from './case-input.ts';

const noFiles = { files: [] } as unknown as CaseInput;
/** The evidence for facts given as sentences, each one a fact of the chronology. */
function evidenceOf(text: string, jurisdiction: Jurisdiction = 'IN'): string[] {
  const facts: PackageFact[] = text
    .split(/(?<=\.)\s+/)
    .map((sentence) => ({ date: null, text: sentence, source: null }) as unknown as PackageFact);
  return caseEvidence(noFiles, facts, text, jurisdiction);
}
const kinds = (items: string[]) => items.map((item) => item.split(':')[0]);

describe('the evidence the facts call for', () => {
  it('lists each case file with its number of pages, one page as one page', () => {
    const input = {
      files: [
        { name: 'complaint.pdf', text: '', pages: 1 },
        { name: 'annexures.pdf', text: '', pages: 12 },
      ],
    } as unknown as CaseInput;
    expect(caseEvidence(input, [], '', 'IN').slice(0, 2)).toEqual([
      'The case file “complaint.pdf” (1 page)',
      'The case file “annexures.pdf” (12 pages)',
    ]);
  });

  it("asks for the buyer's own loan as proof of funds, not as a loan between the parties", () => {
    const items = kinds(
      evidenceOf('Sunil Verma arranged a bank loan for the balance and was ready to pay it.'),
    );
    expect(items).toContain('Proof of the funds for the price');
    expect(items.join(' ')).not.toMatch(/promissory note/);
    expect(kinds(evidenceOf('Ravi lent Suresh Rs 2 lakh as a loan on 1 May 2024.')).join(' ')).toMatch(
      /The loan agreement or promissory note/,
    );
  });

  it('tells title documents from a lease, in the words of the jurisdiction', () => {
    const title = evidenceOf('Jane Holt owns the house at 9 Oak Lane, Leeds.', 'UK');
    expect(title.join(' ')).toMatch(/HM Land Registry/);
    expect(title.join(' ')).not.toMatch(/rent receipts/);
    expect(evidenceOf('The sale deed was to be executed by 10 July 2024.').join(' ')).toMatch(
      /encumbrance certificate/,
    );
    const lease = evidenceOf(
      'Hartley Lettings Ltd let the flat to Tom Baker at a rent of £1,200 a month.',
      'UK',
    );
    expect(kinds(lease)).toEqual(['The lease or rent agreement, the rent receipts and the rent account']);
  });

  it('reads no lease into "let" in its everyday sense', () => {
    const items = evidenceOf('The buyer let the seller know that the cartons were defective.');
    expect(items.join(' ')).not.toMatch(/lease/);
  });
});
