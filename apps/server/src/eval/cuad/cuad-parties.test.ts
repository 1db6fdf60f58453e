import { describe, expect, it } from 'vitest';
import { partiesTally, sumTallies } from './cuad-parties.ts';

describe('partiesTally', () => {
  it('counts marked mentions found and found names marked, case and punctuation aside', () => {
    const first = partiesTally(
      ['Aduro Biotech, Inc.', 'Aduro', 'IREYA B.V.'],
      ['ADURO BIOTECH INC', 'Effective Date'],
    );
    // Marked: aduro biotech inc (found), aduro (contained in a found name), ireya bv (not).
    expect(first).toEqual({ marked: 3, marked_found: 2, found: 2, found_marked: 1 });
    const second = partiesTally(['Kaya Traders', 'Kaya Traders'], []);
    expect(second).toEqual({ marked: 1, marked_found: 0, found: 0, found_marked: 0 });
    expect(sumTallies([first, second])).toEqual({ marked: 4, marked_found: 2, found: 2, found_marked: 1 });
  });
});
