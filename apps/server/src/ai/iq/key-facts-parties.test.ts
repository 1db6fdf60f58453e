import { describe, expect, it } from 'vitest';
import { openingOf } from './key-facts-dates.ts';
import { partiesOf } from './key-facts-parties.ts';

describe('the parties', () => {
  it('starts a name after the title in capitals or a letter salutation', () => {
    expect(
      partiesOf(
        'Exhibit 10.7 CONSULTING AGREEMENT Aduro Biotech, Inc. ("Aduro") and IREYA B.V., a Dutch company ("Consultant").',
      ),
    ).toEqual(['Aduro Biotech, Inc.', 'IREYA B.V.']);
    expect(partiesOf('Ladies and Gentlemen: AFSALA Bancorp, Inc. (the "Company") hereby confirms')).toEqual([
      'AFSALA Bancorp, Inc.',
    ]);
  });

  it('takes the party, not the person "represented by" whom it signs', () => {
    expect(
      partiesOf(
        'Aduro Biotech, Inc., with a place of business at 740 Heinz Avenue, Berkeley, CA 94710 (“Aduro”) and IREYA B.V having an address at Staalwijkstraat 16, 2313 XR Leiden, the Netherlands, represented by Andrea van Elsas, (“Consultant”) agree to all terms',
      ),
    ).toEqual(['Aduro Biotech, Inc.', 'IREYA B.V']);
  });

  it('reads only the opening, not the defined terms of the recitals and clauses after it', () => {
    const text = `${'SUPPLY AGREEMENT between Acme Inc. ("Supplier") and Birch Ltd. ("Buyer"). '.repeat(4)}WHEREAS the Securities and Exchange Commission ("SEC") requires it.`;
    expect(partiesOf(openingOf(text))).toEqual(['Acme Inc.', 'Birch Ltd.']);
  });

  it('keeps a place\'s "and" and a bracket inside a name: "England and Wales", "(UK) Ltd."', () => {
    expect(
      partiesOf(
        'is made as of November 6, 2016 (the "Effective Date") by and between Dialog Semiconductor (UK) Ltd., a corporation organized under the laws of England and Wales, having its principal office at Reading, United Kingdom ("DIALOG") and Energous Corporation, a Delaware corporation ("ENERGOUS").',
      ),
    ).toEqual(['Dialog Semiconductor (UK) Ltd.', 'Energous Corporation']);
    expect(
      partiesOf(
        'between Caribe Ltd., organised under the laws of Trinidad and Tobago ("Caribe") and Acme Inc. ("Acme")',
      ),
    ).toEqual(['Caribe Ltd.', 'Acme Inc.']);
  });
});
