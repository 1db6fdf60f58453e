import { describe, expect, it } from 'vitest';
import { renewalNotice, renewalOfSentence, renewalTerm } from './key-facts-renewal.ts';

const term = (sentence: string) => renewalOfSentence(sentence, null)?.text ?? null;

describe('the renewal term', () => {
  it('reads the period after the renewing words, not the initial term before them', () => {
    expect(
      term(
        'This Agreement shall have an initial term of five (5) years and shall automatically renew for successive one (1) year periods.',
      ),
    ).toBe('successive one (1) year');
  });

  it('does not take an initial term that follows the renewing words for the renewal term', () => {
    expect(
      term(
        'The Term and Renewal of this Agreement: the initial term of three (3) years (the "Initial Term") shall be renewed for two (2) years.',
      ),
    ).toBe('two (2) years');
    expect(term('This Agreement shall renew on expiry of the initial three (3) year term.')).toBeNull();
  });

  it('does not take the notice period for the renewal term', () => {
    expect(
      term(
        'This Agreement shall renew automatically unless either party gives at least ninety (90) days written notice prior to the end of the term.',
      ),
    ).toBeNull();
  });

  it('reads rolling terms, annual renewals and renewals as long as the initial term', () => {
    expect(term('Thereafter this Agreement shall continue on a month-to-month basis until terminated.')).toBe(
      'successive one (1) month periods',
    );
    expect(term('The term shall be one year, automatically renewing annually thereafter.')).toBe(
      'successive one (1) year periods',
    );
    expect(
      renewalOfSentence(
        'This Agreement shall automatically renew for successive terms of the same duration.',
        {
          amount: 5,
          unit: 'year',
        },
      ),
    ).toEqual({
      text: 'successive terms as long as the initial term',
      duration: { amount: 5, unit: 'year' },
    });
    expect(term('Thereafter it shall automatically renew for an unlimited period of time.')).toBe(
      'perpetual, until terminated',
    );
  });

  it('ignores extensions of deadlines, cure periods and renewals of other things', () => {
    expect(
      term('The Delivery Date shall be extended on a day-for-day basis for the length of the delay.'),
    ).toBeNull();
    expect(term('Negotiations shall not extend beyond ninety (90) days from notice of election.')).toBeNull();
    expect(
      term('During the Term and any renewal terms, and for one (1) year following the expiration, X.'),
    ).toBeNull();
  });

  it('takes the first sentence that states one', () => {
    expect(
      renewalTerm(
        ['The initial term is three (3) years.', 'It shall be renewed for an additional two-year term.'],
        null,
      )?.duration,
    ).toEqual({ amount: 2, unit: 'year' });
  });
});

describe('the notice period that stops a renewal', () => {
  it('reads the notice in the renewal sentence, not the renewal term', () => {
    expect(
      renewalNotice([
        'This Agreement shall automatically renew for successive one (1) year periods unless either party gives notice of non-renewal at least sixty (60) days prior to the end of the then-current term.',
      ]),
    ).toBe('sixty (60) days');
  });

  it('reads a notice given in the sentence after the renewal', () => {
    expect(
      renewalNotice([
        'This agreement will be automatically renewed at the end of every ten (10) year term.',
        'A six (6) months notice must be given by either party of their intention to terminate.',
      ]),
    ).toBe('six (6) months');
  });

  it('reads a notice before the end of the term, and the notice that ends an evergreen term', () => {
    expect(
      renewalNotice([
        'Either party may terminate upon written notice no later than ninety (90) days prior to the expiration of the relevant Term.',
      ]),
    ).toBe('ninety (90) days');
    expect(
      renewalNotice([
        'The term shall remain in effect until terminated by either Party upon thirty (30) days prior written notice.',
      ]),
    ).toBe('thirty (30) days');
  });

  it('ignores a notice to take up an option, a cure period and an insurance policy', () => {
    expect(
      renewalNotice([
        'Distributor may renew this Agreement for three (3) years by written notice at least ninety (90) days prior to the end of the Initial Term.',
      ]),
    ).toBeNull();
    expect(
      renewalNotice([
        'Either party may terminate if a breach is not cured within thirty (30) days after written notice.',
      ]),
    ).toBeNull();
    expect(
      renewalNotice([
        'The insurer shall give thirty (30) days advance notice of cancellation or non-renewal of the policy.',
      ]),
    ).toBeNull();
  });
  it('ignores an extension the parties must agree to, and a period that is no notice', () => {
    const agreed =
      'The Term shall be extended for subsequent one year periods upon the mutual agreement of the parties (a party that desires to so extend shall notify the other party at least 120 days prior to the termination of this Agreement).';
    expect(renewalNotice([agreed])).toBeNull();
    // Nor does it make the next sentence's notice one that stops a renewal.
    expect(
      renewalNotice([
        agreed,
        'Either party may terminate upon sixty days written notice given after a Force Majeure Event.',
      ]),
    ).toBeNull();
    expect(
      renewalNotice([
        'The Term shall be automatically extended for successive one (1) year periods if the Village is not usable for a period of at least thirty (30) days, unless this Agreement has been terminated.',
      ]),
    ).toBeNull();
    // Non-renewal stays a notice that stops the renewal, whoever must agree to a longer extension.
    expect(
      renewalNotice([
        'This Agreement shall renew for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days prior to the end of the term; any longer extension requires the written agreement of the parties.',
      ]),
    ).toBe('sixty (60) days');
  });
});
