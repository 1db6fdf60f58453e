import { describe, expect, it } from 'vitest';
import { agreementDate, effectiveDate } from './key-facts-dates.ts';

describe('the agreement date', () => {
  it('reads the date of the opening, a blank left for signing included', () => {
    expect(agreementDate('SUPPLY AGREEMENT made as of June 21, 1999 by and between A and B.')?.text).toBe(
      'June 21, 1999',
    );
    expect(agreementDate('AGENCY AGREEMENT ____________, 1996 Ladies and Gentlemen:')?.date).toEqual({
      year: 1996,
      month: null,
      day: null,
    });
  });

  it('skips the filing footer and the date of the agreement an amendment amends', () => {
    const text =
      'Source: ACME INC, 8-K, 3/13/2020\nThis Amendment amends that certain Supply Agreement dated July 1, 2017, ' +
      'and is effective as of June 11, 2018. WHEREAS the parties wish to amend it.';
    expect(agreementDate(text)?.text).toBe('June 11, 2018');
  });

  it('falls back on the signature block', () => {
    expect(
      agreementDate(`${'The parties agree as follows. '.repeat(10)}\nBy: J. Smith Date: August 8, 2018`)
        ?.text,
    ).toBe('August 8, 2018');
  });
});

describe('the effective date', () => {
  it('reads the date the agreement takes effect or commences, or the date defined as the Effective Date', () => {
    expect(effectiveDate('This Agreement is effective as of March 1, 2020.', null)).toBe('March 1, 2020');
    expect(effectiveDate('The Term shall commence on the 1st day of September 2004.', null)).toBe(
      '1st day of September 2004',
    );
    expect(effectiveDate('dated as of May 5, 2019 (the "Effective Date")', null)).toBe('May 5, 2019');
    expect(effectiveDate('The present Agreement is effective as from 1 January 2009.', null)).toBe(
      '1 January 2009',
    );
    expect(
      effectiveDate('"EFFECTIVE DATE" means 12:01 a.m. Eastern Standard Time on March 3, 2003.', null),
    ).toBe('March 3, 2003');
    // A date in a table's next column is not the one the label states.
    expect(effectiveDate(`Effective Date:${' '.repeat(50)}January 5, 1999`, null)).toBeNull();
  });

  it('is the agreement date when the agreement takes effect on its date or on signature, else none', () => {
    const dated = agreementDate('AGREEMENT dated February 4, 2005 between A and B.');
    expect(
      effectiveDate(
        'This Agreement shall become effective as of the day and year first above written.',
        dated,
      ),
    ).toBe('February 4, 2005');
    expect(effectiveDate('This agreement commences upon execution of this document.', dated)).toBe(
      'February 4, 2005',
    );
    expect(effectiveDate('This Agreement shall be effective from the date first above written.', dated)).toBe(
      'February 4, 2005',
    );
    expect(effectiveDate('The parties agree as follows.', dated)).toBeNull();
    const signed =
      'This Agreement is effective as of the date of last signature below.\nACME INC.\nDate: March 2, 2020\nBETA LLC\nDate: March 9, 2020';
    expect(effectiveDate(signed, agreementDate(signed))).toBe('March 9, 2020');
  });
});
