import { describe, expect, it } from 'vitest';
import { expirationDate } from './key-facts-expiration.ts';

const start = { year: 2020, month: 3, day: 1 };

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
  it('reads the term however the agreement is said to run: "be deemed effective", "is for a term of", "will be"', () => {
    expect(
      expirationDate(
        [
          'This Agreement be deemed effective as of the Effective Date and shall terminate on December 31, 2020, unless terminated earlier.',
        ],
        start,
      ),
    ).toBe('December 31, 2020');
    expect(
      expirationDate(
        ['This Second Amendment shall be effective from today and shall expire on December 31, 2021.'],
        start,
      ),
    ).toBe('December 31, 2021');
    expect(expirationDate(['This agreement is for a term of ten (10) years.'], start)).toBe(
      'March 1, 2030 (ten (10) years)',
    );
    expect(expirationDate(['The Term will be 3 years from Effective Date.'], start)).toBe(
      'March 1, 2023 (3 years)',
    );
    expect(
      expirationDate(
        [
          'The initial term of the Services shall continue up to and including 28 February 2000 ("the Initial Term").',
        ],
        start,
      ),
    ).toBe('28 February 2000');
    expect(
      expirationDate(
        [
          '"CONTRACT PERIOD" means that period of time commencing upon execution and terminating on May 31, 2016.',
        ],
        start,
      ),
    ).toBe('May 31, 2016');
  });

  it('counts an anniversary of the start, and reads "continue until terminated" as perpetual', () => {
    expect(
      expirationDate(
        [
          'This Agreement is effective on the Effective Date and shall continue in effect until the earlier of (a) the fifth (5t h) anniversary of the Effective Date, and (b) termination by either Party.',
        ],
        start,
      ),
    ).toBe('March 1, 2025 (fifth (5th) anniversary of the Effective Date)');
    expect(
      expirationDate(['This Agreement shall continue until terminated as provided herein.'], start),
    ).toBe('perpetual, until terminated');
  });

  it('counts the term in contract years the contract defines from the start', () => {
    const year =
      '"Year" means any period of twelve (12) consecutive months commencing on the Effective Date.';
    expect(
      expirationDate(
        [
          year,
          'The term of this Agreement will commence on the Effective Date and will end upon the end of Year 3.',
        ],
        start,
      ),
    ).toBe('March 1, 2023 (end of Year 3)');
    const contractYear =
      '"Contract Year" means each successive twelve-month period beginning on the Effective Date.';
    expect(
      expirationDate(
        [contractYear, 'This Agreement shall continue in effect for five (5) Contract Years.'],
        start,
      ),
    ).toBe('March 1, 2025 (five (5) Contract Years)');
    expect(
      expirationDate([contractYear, 'The Term shall expire at the end of the third Contract Year.'], start),
    ).toBe('March 1, 2023 (end of the third Contract Year)');
    expect(
      expirationDate(
        [contractYear, 'The Term shall expire on the last day of the fifth (5th) full Contract Year.'],
        start,
      ),
    ).toBe('March 1, 2025 (last day of the fifth (5th) full Contract Year)');
    expect(expirationDate([contractYear, 'The Term shall be three (3) Contract Years.'], start)).toBe(
      'March 1, 2023 (three (3) Contract Years)',
    );
    expect(
      expirationDate(
        [year, 'This Agreement shall commence on the Effective Date and continue through Year Five.'],
        start,
      ),
    ).toBe('March 1, 2025 (through Year Five)');
    // A contract year counted from an event, or not defined, gives no date.
    expect(
      expirationDate(
        [
          '"Contract Year" means each twelve-month period beginning on the Launch Date.',
          'The Term shall expire at the end of the third Contract Year.',
        ],
        start,
      ),
    ).toBeNull();
  });

  it("reads a term stated as a heading with its dates, and anniversaries of the agreement's date", () => {
    expect(expirationDate(['TERM OF EXECUTION From January 30, 2012 until July 29, 2012'], start)).toBe(
      'July 29, 2012',
    );
    expect(expirationDate(['Contract Period: from May 1, 2013 to April 30, 2015.'], start)).toBe(
      'April 30, 2015',
    );
    expect(
      expirationDate(
        [
          'The term of this Agreement will begin on the date hereof and end on the first anniversary of this Agreement.',
        ],
        start,
      ),
    ).toBe('March 1, 2021 (first anniversary of this Agreement)');
    expect(
      expirationDate(
        ['This Agreement shall expire on the tenth (10th) anniversary of the date first written above.'],
        start,
      ),
    ).toBe('March 1, 2030 (tenth (10th) anniversary of the date first written above)');
  });

  it('reads a term that runs until a date the contract defines, or to the end of the calendar year', () => {
    expect(
      expirationDate(
        [
          '"Scheduled End of Term" means the later of (a) the seventh (7th) anniversary of the Effective Date and (b) the date the Parties agree.',
          'This Agreement shall commence on the Effective Date and shall continue until the Scheduled End of Term.',
        ],
        start,
      ),
    ).toBe('March 1, 2027 (seventh (7th) anniversary of the Effective Date)');
    expect(
      expirationDate(
        [
          '"Expiry Date" means December 31, 2025.',
          'The term of this Agreement shall end on the Expiry Date.',
        ],
        start,
      ),
    ).toBe('December 31, 2025');
    expect(
      expirationDate(
        [
          'The Term shall begin on the Effective Date and will end, without further notice, on the Expiration Date set forth in the Addendum.',
          'Renewal Date: n/a     Expiration Date: at midnight on the last day of the month fifteen (15) years from the Effective Date',
        ],
        start,
      ),
    ).toBe('March 1, 2035 (fifteen (15) years)');
    expect(
      expirationDate(
        [
          'This agreement shall begin upon the date of its execution and shall remain in effect until the end of the current calendar year.',
        ],
        start,
      ),
    ).toBe('December 31, 2020');
  });

  it('passes over what is not the term: a start alone, a renewal, a right to terminate, another definition', () => {
    const sentences = [
      'This agreement commences upon execution of this document.',
      'This agreement will be automatically renewed at the end of every ten (10) year term.',
      'Either party may terminate this Agreement after three (3) years following the Effective Date.',
      '"Calendar Quarter" means each period of three (3) calendar months, except that the first Calendar Quarter of the Term shall commence on the Effective Date and end on March 31.',
      'In the event that this Agreement is terminated or expires, Company shall process orders for ninety (90) days.',
      'A party in breach of any term of this Agreement shall remedy it within a period of 14 days.',
      'Beginning on the first delivery, and thereafter for the remaining term of this Agreement, Shipper agrees to tender gas for a period of 30 days.',
    ];
    expect(expirationDate(sentences, start)).toBeNull();
    expect(expirationDate([...sentences, 'This agreement is for a term of two (2) years.'], start)).toBe(
      'March 1, 2022 (two (2) years)',
    );
  });
});
