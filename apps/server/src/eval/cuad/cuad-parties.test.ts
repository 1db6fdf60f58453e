import { describe, expect, it } from 'vitest';
import { partiesReport } from './cuad-parties.ts';

describe('partiesReport', () => {
  it('counts marked mentions found and found names marked, case and punctuation aside', () => {
    const report = partiesReport([
      {
        marked: ['Aduro Biotech, Inc.', 'Aduro', 'IREYA B.V.'],
        found: ['ADURO BIOTECH INC', 'Effective Date'],
      },
      { marked: ['Kaya Traders'], found: [] },
      { marked: [], found: ['Anything'] },
    ]);
    // Marked: aduro biotech inc (found), aduro (contained in a found name), ireya bv (not), kaya traders (not).
    expect(report.marked_found).toBeCloseTo(2 / 4);
    // Found (in contracts with marks): one right, one wrong.
    expect(report.found_marked).toBeCloseTo(1 / 2);
    expect(report.contracts_without_parties).toBe(1);
    expect(report.contracts).toBe(2);
  });
});
