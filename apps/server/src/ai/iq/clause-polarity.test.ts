import { describe, expect, it } from 'vitest';
import { contractPolarity, polarityOf } from './clause-polarity.ts';
import { splitSentences } from './sentences.ts';

describe('polarityOf', () => {
  it('reads a third party beneficiary clause as a grant or a denial, an exception granting', () => {
    expect(
      polarityOf('The Agent shall be deemed to be a third-party beneficiary of this Agreement.'),
    ).toContain('pol+:Third Party Beneficiary');
    expect(
      polarityOf('Nothing in this Agreement shall confer any rights upon any person other than the parties.'),
    ).toContain('pol-:Third Party Beneficiary');
    expect(
      polarityOf(
        'Except as provided in Section 8, this Agreement does not create any third party beneficiary rights.',
      ),
    ).toContain('pol+:Third Party Beneficiary');
  });

  it('tells a cap on quantities from a minimum, and a better-terms promise from a price', () => {
    expect(polarityOf('Licensee shall not exceed 500 users.')).toContain('pol+:Volume Restriction');
    expect(polarityOf('Distributor shall order at least 1,000 units per quarter.')).toContain(
      'pol-:Volume Restriction',
    );
    expect(
      polarityOf('The prices shall be no less favorable than those offered to any other customer.'),
    ).toContain('pol+:Most Favored Nation');
    expect(polarityOf('The price is set out in Schedule A.')).toEqual([]);
  });

  it('reads whose affiliates a licence reaches', () => {
    expect(polarityOf('Licensee may sublicense to its Affiliates the rights granted herein.')).toContain(
      'pol+:Affiliate License-Licensee',
    );
    expect(polarityOf('Licensor and its Affiliates hereby grant to Licensee a license.')).toContain(
      'pol+:Affiliate License-Licensor',
    );
  });

  it("counts a contract's grants and denials per category", () => {
    const text = [
      'Nothing in this Agreement shall confer any rights upon any person other than the parties.',
      'The Agent shall be deemed a third-party beneficiary of Section 5.',
      'Distributor shall order at least 1,000 units per quarter.',
    ].join('\n');
    const counts = contractPolarity(text, splitSentences(text));
    expect(counts.get('Third Party Beneficiary')).toEqual({ granted: 1, denied: 1 });
    expect(counts.get('Volume Restriction')).toEqual({ granted: 0, denied: 1 });
    expect(counts.get('Most Favored Nation')).toEqual({ granted: 0, denied: 0 });
  });
});
