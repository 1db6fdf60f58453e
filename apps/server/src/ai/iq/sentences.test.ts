import { describe, expect, it } from 'vitest';
import { splitClauses } from './clauses.ts';
import { SUPPLY_CONTRACT } from './iq-test-contract.fixture.ts';
import { splitSentences } from './sentences.ts';

const pieces = (text: string) => splitSentences(text).map((r) => text.slice(r.start, r.end));

describe('splitSentences', () => {
  it('ends sentences at stops and line breaks, not after abbreviations, initials or clause numbers', () => {
    const text =
      'Acme Inc. shall pay J. Smith the fee. The fee is due on demand.\n4. Notices. All notices shall be in writing.';
    expect(pieces(text)).toEqual([
      'Acme Inc. shall pay J. Smith the fee.',
      'The fee is due on demand.',
      '4. Notices. All notices shall be in writing.',
    ]);
  });

  it('gives ranges into the text, trimmed', () => {
    const text = '  First sentence has words here.   Second sentence has words too.  ';
    for (const r of splitSentences(text))
      expect(text.slice(r.start, r.end)).toBe(text.slice(r.start, r.end).trim());
    expect(pieces(text)).toHaveLength(2);
  });
});

describe('splitClauses', () => {
  it('finds the numbered clauses with their headings, the opening as the preamble', () => {
    const clauses = splitClauses(SUPPLY_CONTRACT);
    expect(clauses.map((c) => [c.number, c.heading])).toEqual([
      ['', 'Preamble'],
      ['1', 'Term'],
      ['2', 'Exclusivity'],
      ['3', 'Assignment'],
      ['4', 'Limitation of Liability'],
      ['5', 'Governing Law'],
    ]);
    const assignment = clauses[3];
    expect(SUPPLY_CONTRACT.slice(assignment?.start, assignment?.end)).toMatch(/^3\. Assignment\..*void\.$/s);
  });

  it('does not take a sentence that opens with a bare number for a clause', () => {
    const text = '1. Payment. Fees are due monthly.\n30 days after the invoice date interest accrues.';
    expect(splitClauses(text).map((c) => c.number)).toEqual(['1']);
  });
});
