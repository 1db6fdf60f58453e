import { describe, expect, it } from 'vitest';
import { CUAD_FACT_CATEGORIES, type CuadFactCategory } from '../../ai/iq/cuad-categories.ts';
import { type KeyFacts, NO_KEY_FACTS } from '../../ai/iq/key-facts.ts';
import { halves, type KeyFactsCase, keyFactsReport } from './cuad-key-facts.ts';
import {
  dateMatches,
  expirationMatches,
  jurisdictionMatches,
  jurisdictionNames,
  periodMatches,
} from './cuad-key-facts-match.ts';

const label = (answer: string, ...spans: string[]) => ({ answer, spans });

describe('matching a key fact with its CUAD label', () => {
  it('matches dates by the calendar date, blanks included', () => {
    expect(dateMatches('21st day of June, 1999', label('6/21/1999', 'June 21, 1999'))).toBe(true);
    expect(dateMatches('June 22, 1999', label('6/21/1999', 'June 21, 1999'))).toBe(false);
    expect(dateMatches('March 1, 2003', label('', 'commence on the 1st of March, 2003'))).toBe(true);
    expect(dateMatches('___ day of ____, 2004', label('[]/[]/2004', 'this ___ day of ___, 2004'))).toBe(true);
    expect(dateMatches('January 1, 2004', label('[]/[]/2004', 'this ___ day of ___, 2004'))).toBe(false);
    expect(dateMatches('the date of signature', label('6/21/1999', 'June 21, 1999'))).toBe(false);
  });

  it('matches an expiration by date, by the period a marked span states, or as perpetual', () => {
    const span = 'The term shall continue for one (1) year following the Launch Date.';
    expect(expirationMatches('June 21, 2000', label('6/21/2000', span))).toBe(true);
    expect(expirationMatches('one (1) year', label('6/21/2000', span))).toBe(true);
    expect(expirationMatches('two (2) years', label('6/21/2000', span))).toBe(false);
    // A computed date that differs, with the term's length the span states, still states the same term.
    expect(expirationMatches('June 1, 2000 (one (1) year)', label('6/21/2000', span))).toBe(true);
    expect(expirationMatches('perpetual', label('perpetual', 'shall continue in perpetuity'))).toBe(true);
    expect(expirationMatches('perpetual', label('12/31/2020', 'until December 31, 2020'))).toBe(false);
  });

  it('matches the governing law by state or country, however the law is named', () => {
    expect(jurisdictionNames('the laws of the State of New York')).toEqual(['new york']);
    expect(jurisdictionNames("People's Republic of China")).toEqual(['china']);
    expect(jurisdictionMatches('State of New York', label('New York', 'laws of New York'))).toBe(true);
    expect(jurisdictionMatches('Province of Ontario', label('Ontario, Canada', 'laws of Ontario'))).toBe(
      true,
    );
    expect(jurisdictionMatches('England and Wales', label('England', 'laws of England and Wales'))).toBe(
      true,
    );
    expect(jurisdictionMatches('New Jersey', label('New York', 'laws of New York'))).toBe(false);
    expect(jurisdictionMatches('Delaware', label('', 'the laws of the State of Delaware apply'))).toBe(true);
  });

  it('matches renewal and notice periods by the period, or by wording close to a marked span', () => {
    const span = 'shall automatically renew for successive one (1) year periods';
    expect(periodMatches('successive twelve (12) month periods', label('successive 1 year', span))).toBe(
      true,
    );
    expect(periodMatches('successive two (2) year periods', label('successive 1 year', span))).toBe(false);
    expect(periodMatches('ninety (90) days', label('', 'upon ninety (90) days notice of non-renewal'))).toBe(
      true,
    );
    // The answer's period decides when there is one: the span's other periods do not count.
    expect(
      periodMatches('ninety (90) days', label('30 days', 'within 90 days, on thirty (30) days notice')),
    ).toBe(false);
    expect(periodMatches(span, label('', span))).toBe(true);
  });
});

const facts = (overrides: Partial<KeyFacts>): KeyFacts => ({ ...NO_KEY_FACTS, ...overrides });
const labels = (overrides: Partial<Record<CuadFactCategory, { spans: string[]; answer: string }>>) =>
  ({
    ...Object.fromEntries(CUAD_FACT_CATEGORIES.map((c) => [c, { spans: [], answer: '' }])),
    ...overrides,
  }) as KeyFactsCase['labels'];

describe('keyFactsReport', () => {
  it('counts labelled, answered and matched per fact, and precision and recall', () => {
    const cases: KeyFactsCase[] = [
      {
        name: 'a.pdf',
        labels: labels({ 'Governing Law': label('Texas', 'laws of the State of Texas') }),
        facts: facts({ governing_law: 'State of Texas', parties: ['Acme Inc.'] }),
      },
      {
        name: 'b.pdf',
        labels: labels({
          'Governing Law': label('Ohio', 'laws of Ohio'),
          Parties: label('', 'Acme Inc.', 'Acme'),
        }),
        facts: facts({ governing_law: 'State of Texas', parties: ['ACME INC'] }),
      },
      { name: 'c.pdf', labels: labels({}), facts: facts({ governing_law: 'State of Texas' }) },
      { name: 'd.pdf', labels: labels({ 'Governing Law': label('Utah', 'laws of Utah') }), facts: facts({}) },
    ];
    const { all, tuning_half, held_out_half } = keyFactsReport(cases);
    expect(all.facts.governing_law).toMatchObject({ labelled: 3, answered: 3, matched: 1 });
    expect(all.facts.governing_law.precision).toBeCloseTo(1 / 3);
    expect(all.facts.governing_law.recall).toBeCloseTo(1 / 3);
    // Parties: a name found where nothing was marked counts as found and not marked.
    expect(all.party_names).toEqual({ marked: 2, marked_found: 2, found: 2, found_marked: 1 });
    expect(all.facts.parties).toMatchObject({
      labelled: 1,
      answered: 2,
      matched: 1,
      precision: 0.5,
      recall: 1,
    });
    expect([tuning_half.contracts, held_out_half.contracts]).toEqual([2, 2]);
    expect(held_out_half.facts.governing_law).toMatchObject({ labelled: 1, answered: 1, matched: 0 });
  });

  it('splits by file name, the first half being the larger one', () => {
    const [first, second] = halves([{ name: 'b' }, { name: 'c' }, { name: 'a' }]);
    expect(first.map((c) => c.name)).toEqual(['a', 'b']);
    expect(second.map((c) => c.name)).toEqual(['c']);
  });
});
