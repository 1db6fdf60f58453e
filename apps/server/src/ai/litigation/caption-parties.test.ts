import { describe, expect, it } from 'vitest';
import { extractCaseNumber, extractCourt } from './caption-court.ts';
import { extractCaptionParties } from './caption-parties.ts';

describe('party and role extraction from a caption', () => {
  it('reads an Indian appeal whose roles follow the parties behind leaders', () => {
    const text = `
                     IN THE HIGH COURT OF DELHI AT NEW DELHI
                     Criminal Appeal No. 412 of 2023

  Smt. Kamla Devi & Ors.                              ..... Appellants
                                  Versus
  The State (NCT of Delhi)                            ..... Respondent
`;
    expect(extractCaptionParties(text)).toEqual({
      petitioners: ['Kamla Devi'],
      respondents: ['State (NCT of Delhi)'],
    });
    expect(extractCourt(text)).toBe('HIGH COURT OF DELHI AT NEW DELHI');
    expect(extractCaseNumber(text)).toBe('Criminal Appeal No. 412 of 2023');
  });

  it('reads numbered parties with their addresses and keeps one name per item', () => {
    const text = `
Writ Petition No. 77 of 2022
Between:
Sri Ravi Kumar,
S/o Late Mohan Kumar,
Aged about 41 years,
Residing at No.12, 4th Cross, Mysuru.                 ... Petitioner
And:
1. The State of Karnataka
   rep. by its Principal Secretary,
   Revenue Department, Bengaluru.
2. Mysuru Urban Development Authority
   Jhansi Lakshmi Bai Road, Mysuru.                   ... Respondents
(By Sri A. Rao, Advocate)
`;
    expect(extractCaptionParties(text)).toEqual({
      petitioners: ['Ravi Kumar'],
      respondents: ['State of Karnataka', 'Mysuru Urban Development Authority'],
    });
  });

  it('reads roles written before the parties (Allahabad style) and an opposite party', () => {
    const text = `
Case :- Application U/S 482 No. - 1021 of 2021
Applicant :- Ramesh Chandra And 2 Others
Opposite Party :- State Of U.P. And Another
Counsel for Applicant :- Anil Kumar
`;
    expect(extractCaptionParties(text)).toEqual({
      petitioners: ['Ramesh Chandra'],
      respondents: ['State Of U.P.'],
    });
  });

  it('reads a complaint under section 138 where the accused answers the complainant', () => {
    const text = `
IN THE COURT OF THE METROPOLITAN MAGISTRATE, MUMBAI
C.C. No. 5521 of 2024
M/s. Shree Traders                                 ...Complainant
                 V/s.
Anil Joshi                                         ...Accused
`;
    expect(extractCaptionParties(text)).toEqual({
      petitioners: ['Shree Traders'],
      respondents: ['Anil Joshi'],
    });
  });

  it('reads a US caption with plaintiff and defendant', () => {
    const text = `
UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
Case No. 1:23-cv-04512

JANE ROE,
                    Plaintiff,
        v.
ACME LOGISTICS, INC.,
                    Defendant.
`;
    expect(extractCaptionParties(text)).toEqual({
      petitioners: ['JANE ROE'],
      respondents: ['ACME LOGISTICS'],
    });
  });

  it('reads a UK claim with claimant and defendant and an inline title', () => {
    const uk = `
IN THE HIGH COURT OF JUSTICE
KING'S BENCH DIVISION
Claim No. KB-2024-000123
BETWEEN:
                         MR JOHN SMITH                 Claimant
                              - and -
                    NORTHERN RAIL LIMITED              Defendant
`;
    expect(extractCaptionParties(uk)).toEqual({
      petitioners: ['JOHN SMITH'],
      respondents: ['NORTHERN RAIL LIMITED'],
    });
    expect(extractCaptionParties('Donoghue v. Stevenson')).toEqual({
      petitioners: ['Donoghue'],
      respondents: ['Stevenson'],
    });
  });

  it('adds up the parties of several matters and lists each once', () => {
    const text = `
Criminal Appeal No. 10 of 2020
Hari Singh                                 ...Appellant
                 Versus
State of Rajasthan                         ...Respondent
With
Criminal Appeal No. 11 of 2020
Mohan Lal                                  ...Appellant
                 Versus
State of Rajasthan                         ...Respondent
`;
    expect(extractCaptionParties(text)).toEqual({
      petitioners: ['Hari Singh', 'Mohan Lal'],
      respondents: ['State of Rajasthan'],
    });
  });

  it('does not take counsel for a party', () => {
    const text = `
Mr. R. Mehta, Counsel for the petitioner.
Ms. S. Iyer, Advocate for the respondents.
`;
    expect(extractCaptionParties(text)).toEqual({ petitioners: [], respondents: [] });
  });
});
