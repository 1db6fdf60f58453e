import { describe, expect, it } from 'vitest';
import { agreementDate, effectiveDate, expirationDate } from './key-facts-dates.ts';

const start = { year: 2020, month: 3, day: 1 };

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
    expect(effectiveDate('The parties agree as follows.', dated)).toBeNull();
  });
});

describe('the expiration date', () => {
  it('reads the date the term clause ends on', () => {
    expect(
      expirationDate(
        ['This Agreement shall begin on the Effective Date and shall continue until December 31, 2020.'],
        start,
      ),
    ).toBe('December 31, 2020');
  });

  it('counts the length of the term from its start, and reads a term counted from an event as its length', () => {
    expect(
      expirationDate(['The term of this Agreement shall be for a period of two (2) years.'], start),
    ).toBe('March 1, 2022 (two (2) years)');
    expect(
      expirationDate(
        ['The term of this Agreement shall commence on June 1, 1998 and continue for three (3) years.'],
        null,
      ),
    ).toBe('June 1, 2001 (three (3) years)');
    expect(
      expirationDate(
        [
          'This Agreement shall commence on the Effective Date and shall remain in effect for ten (10) years after the First Commercial Sale.',
        ],
        start,
      ),
    ).toBe('ten (10) years');
  });

  it('reads a term without end as perpetual, and ignores sentences that only refer to the term', () => {
    expect(
      expirationDate(
        [
          'This Agreement shall be effective from the date above and shall continue indefinitely until terminated.',
        ],
        start,
      ),
    ).toBe('perpetual, until terminated');
    expect(
      expirationDate(
        ['Sections 5 and 6 shall survive the expiration of the term of this Agreement for five (5) years.'],
        start,
      ),
    ).toBeNull();
  });
});
