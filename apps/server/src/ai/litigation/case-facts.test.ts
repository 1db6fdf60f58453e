import { describe, expect, it } from 'vitest';
import { classifyCaseType } from './case-type.ts';
import { citedProvisions } from './cited-provisions.ts';
import { findDates, normaliseDates } from './fact-dates.ts';
import { numberFacts, orderFacts } from './fact-order.ts';
import { factParties } from './fact-parties.ts';
import { structureCase } from './structure-case.ts';

describe('date normalisation', () => {
  it('writes Indian day-first dates and spelled-out dates one way', () => {
    expect(normaliseDates('Paid on 05/03/2021, again on 3rd April, 2021 and on 7.6.21.')).toBe(
      'Paid on 5 March 2021, again on 3 April 2021 and on 7 June 2021.',
    );
  });

  it('reads American facts month-first, unless only one reading is a date', () => {
    expect(normaliseDates('In New York, $5,000 was wired on 05/03/2021 and on 04/25/2021.')).toBe(
      'In New York, $5,000 was wired on 3 May 2021 and on 25 April 2021.',
    );
    expect(normaliseDates('On 25/04/2021 in Leeds.')).toBe('On 25 April 2021 in Leeds.');
  });

  it('refuses impossible dates and keeps ISO dates', () => {
    expect(findDates('31/02/2021')).toEqual([]);
    expect(normaliseDates('Filed 2024-07-01 under the BNS.')).toBe('Filed 1 July 2024 under the BNS.');
  });
});

describe('fact ordering', () => {
  const facts = `IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, PUNE
On 12/08/2022 the accused Suresh Patil issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank, Pune.
The complainant Ravi Kumar runs a hardware shop at Kothrud, Pune.
On 03/06/2022 the accused bought goods worth Rs. 2,50,000 on credit.
The cheque was returned unpaid on 20/08/2022 for insufficient funds.
The cheque was returned unpaid on 20/08/2022 for insufficient funds.`;

  it('puts events in date order, keeps who-is-who first, and drops the heading and repeats', () => {
    expect(orderFacts(facts)).toEqual([
      'The complainant Ravi Kumar runs a hardware shop at Kothrud, Pune.',
      'On 3 June 2022 the accused bought goods worth Rs. 2,50,000 on credit.',
      'On 12 August 2022 the accused Suresh Patil issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank, Pune.',
      'The cheque was returned unpaid on 20 August 2022 for insufficient funds.',
    ]);
  });

  it('ends a sentence at the code it cites, so each fact keeps its own date', () => {
    expect(
      orderFacts(
        'On 5 May 2021 an FIR was registered under Section 420 IPC. On 1 March 2021 the accused took the money. He was arrested on 2 June 2021 after the FIR. The police filed a charge sheet under Section 173 CrPC. No trial date was fixed after that.',
      ),
    ).toEqual([
      'On 1 March 2021 the accused took the money.',
      'On 5 May 2021 an FIR was registered under Section 420 IPC.',
      'He was arrested on 2 June 2021 after the FIR.',
      'The police filed a charge sheet under Section 173 CrPC.',
      'No trial date was fixed after that.',
    ]);
  });

  it('keeps what has happened after the facts before it; only who someone is comes first', () => {
    expect(
      orderFacts(
        'On 3 January 2024 the accused Arjun Rao took Rs. 2,00,000 from the complainant Meena Iyer. He has not returned the money. Meena Iyer is a teacher at Adyar. She has also been threatened over the phone.',
      ),
    ).toEqual([
      'Meena Iyer is a teacher at Adyar.',
      'On 3 January 2024 the accused Arjun Rao took Rs. 2,00,000 from the complainant Meena Iyer.',
      'He has not returned the money.',
      'She has also been threatened over the phone.',
    ]);
  });

  it('numbers the facts one per line', () => {
    expect(numberFacts(['A did this.', 'B did that.'])).toBe('1. A did this.\n2. B did that.');
  });

  it('finds no facts in a heading alone', () => {
    expect(orderFacts('IN THE HIGH COURT OF DELHI\nW.P.(C) No. 12 of 2024')).toEqual([]);
  });
});

describe('case type classification', () => {
  it('calls a cheque bounce with an accused criminal and says why', () => {
    const verdict = classifyCaseType(
      'The accused issued a cheque which was dishonoured for insufficient funds.',
    );
    expect(verdict.caseType).toBe('Criminal');
    expect(verdict.reason).toContain('dishonour of cheque');
  });

  it('calls a breach of a supply agreement civil', () => {
    const verdict = classifyCaseType(
      'The defendant failed to deliver the goods under the supply agreement and the plaintiff claims damages.',
    );
    expect(verdict).toMatchObject({ caseType: 'Civil' });
    expect(verdict.reason).toContain('breach of contract');
  });

  it('calls a UK assault criminal and a US tenancy dispute civil', () => {
    expect(
      classifyCaseType('In London the defendant assaulted the claimant; police arrested him.').caseType,
    ).toBe('Criminal');
    expect(
      classifyCaseType('The landlord in Texas seeks to evict the tenant for arrears of rent.').caseType,
    ).toBe('Civil');
  });
});

describe('party and role extraction from facts', () => {
  it('reads Indian facts: an FIR by the complainant against the accused', () => {
    const parties = factParties(
      'Smt. Meena Sharma lodged an FIR against Rakesh Verma at Police Station Kotwali. The accused Rakesh Verma threatened her.',
    );
    expect(parties.complainant).toContain('Smt. Meena Sharma');
    expect(parties.accused).toContain('Rakesh Verma');
  });

  it('reads US facts: the victim was defrauded by the defendant', () => {
    const parties = factParties('John Miller was defrauded by Acme Holdings LLC in Austin, Texas.');
    expect(parties).toMatchObject({ victim: ['John Miller'], accused: ['Acme Holdings LLC'] });
  });

  it('ends a name before "of" and a sum, and keeps "of" inside a name', () => {
    const parties = factParties(
      'The accused Ramesh Kulkarni cheated the complainant Suresh Patil of Rs 5,00,000. The accused State of Haryana appeared.',
    );
    expect(parties.complainant).toEqual(['Suresh Patil']);
    expect(parties.accused).toContain('Ramesh Kulkarni');
  });

  it('reads UK facts: the claimant and the defendant named by role', () => {
    const parties = factParties(
      'The claimant, Sarah Jones, bought a car from the defendant, Northern Motors Ltd.',
    );
    expect(parties.complainant).toEqual(['Sarah Jones']);
    expect(parties.accused).toEqual(['Northern Motors Ltd']);
  });
});

describe('provisions', () => {
  it('maps cited IPC sections to their BNS successors and keeps other Acts', () => {
    expect(
      citedProvisions('Registered under Sections 420, 406 and 120B IPC and u/s 138 of the NI Act.'),
    ).toEqual([
      'Section 420 IPC (now Section 318(4) BNS)',
      'Section 406 IPC (now Section 316(2) BNS)',
      'Section 120B IPC (now Section 61(2) BNS)',
      'Section 138 Negotiable Instruments Act 1881',
    ]);
    expect(citedProvisions('charged under Section 318 BNS')).toEqual(['Section 318 BNS']);
    expect(citedProvisions('charged under Section 103(1) BNS')).toEqual([
      'Section 103(1) BNS (formerly Section 302 IPC)',
    ]);
  });

  it('reads a BNSS section as the procedure code, not the BNS', () => {
    expect(citedProvisions('bail under Section 483 BNSS')).toEqual([
      'Section 483 BNSS (formerly Section 439 CrPC)',
    ]);
    expect(
      citedProvisions('an application under Section 528 of the Bharatiya Nagarik Suraksha Sanhita'),
    ).toEqual(['Section 528 BNSS (formerly Section 482 CrPC)']);
  });

  it('lists a provision once when the old code and its successor both name it', () => {
    // The wizard writes an allegation's provisions this way, and the package reads them back.
    expect(citedProvisions('Cheating (Section 420 IPC (now Section 318(4) BNS))')).toEqual([
      'Section 420 IPC (now Section 318(4) BNS)',
    ]);
    expect(citedProvisions('Section 482 CrPC (now Section 528 BNSS); Section 406 IPC')).toEqual([
      'Section 482 CrPC (now Section 528 BNSS)',
      'Section 406 IPC (now Section 316(2) BNS)',
    ]);
    expect(citedProvisions('charged under Section 318(4) BNS, formerly Section 420 IPC')).toEqual([
      'Section 318(4) BNS (formerly Section 420 IPC)',
    ]);
  });
});

describe('structuring a case', () => {
  it('gives the parties, the sides, the allegations with their provisions, and a summary', () => {
    const result = structureCase(
      'The complainant Ravi Kumar sold goods to the accused Suresh Patil. Suresh Patil issued a cheque for Rs. 2,50,000 which was dishonoured for insufficient funds on 20 August 2022.',
    );
    expect(result).not.toBeNull();
    expect(result?.caseType).toBe('Criminal');
    expect(result?.complainant).toBe('Ravi Kumar');
    expect(result?.accused).toBe('Suresh Patil');
    expect(result?.representing).toEqual([
      { side: 'victim', name: 'Ravi Kumar' },
      { side: 'accused', name: 'Suresh Patil' },
    ]);
    expect(result?.allegations[0]?.provisions).toContain('Section 138 Negotiable Instruments Act 1881');
    expect(result?.factSummary).toContain('Ravi Kumar against Suresh Patil');
  });

  it('keeps a criminal case to its offences: a cheque complaint’s unpaid notice is no breach of contract', () => {
    const result = structureCase(
      [
        'On 14 January 2024 the accused bought electrical goods worth Rs. 4,80,000 from the complainant on credit.',
        'The cheque was returned unpaid on 22 March 2024 with the remark "Funds Insufficient".',
        'The accused did not pay the amount within fifteen days of receiving the notice.',
      ].join('\n'),
    );
    expect(result?.caseType).toBe('Criminal');
    expect(result?.allegations.map((a) => a.allegation.split(':')[0])).toEqual(['Dishonour of cheque']);
    expect(result?.allegations.flatMap((a) => a.provisions)).not.toContain(
      'Section 73 Indian Contract Act 1872',
    );
  });

  it('reads the parties of a filing’s caption through the facts the wizard shows', () => {
    const filing = [
      'IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, PUNE',
      'Meena Deshpande, aged 42, proprietor of Deshpande Traders, Kothrud, Pune ... Complainant',
      'Versus',
      'Anil Joshi ... Accused',
      'Complaint under Section 138 read with Section 142 of the Negotiable Instruments Act, 1881',
      '1. The complainant supplies electrical goods to retailers in Pune.',
      '2. On 15 March 2024 the accused issued a cheque for Rs. 4,80,000 which was dishonoured for insufficient funds.',
    ].join('\n');
    const facts = orderFacts(filing);
    // Each party line is one fact, its role kept; the bare "Versus" is no fact.
    expect(facts.slice(0, 2)).toEqual([
      'Meena Deshpande, aged 42, proprietor of Deshpande Traders, Kothrud, Pune ... Complainant',
      'Anil Joshi ... Accused',
    ]);
    // Nor is the filing's title.
    expect(facts).not.toContain('Versus');
    expect(facts.join(' ')).not.toContain('Complaint under');
    const result = structureCase(numberFacts(facts));
    expect(result?.complainant).toBe('Meena Deshpande');
    expect(result?.accused).toBe('Anil Joshi');
    expect(result?.representing).toEqual([
      { side: 'victim', name: 'Meena Deshpande' },
      { side: 'accused', name: 'Anil Joshi' },
    ]);
    // The summary names the sides once, then tells the facts, each sentence ended.
    expect(result?.factSummary).toBe(
      'Meena Deshpande against Anil Joshi. The complainant supplies electrical goods to retailers in Pune. On 15 March 2024 the accused issued a cheque for Rs. 4,80,000 which was dishonoured for insufficient funds.',
    );
  });

  it('reads a caption the PDF reader ran into one paragraph as its two sides', () => {
    const facts = orderFacts(
      'Meena Deshpande, aged 42, Kothrud, Pune ... Complainant Versus Anil Joshi, aged 50, Hadapsar, Pune ... Accused\n\nThe complainant supplies electrical goods to retailers in Pune.',
    );
    expect(facts.slice(0, 2)).toEqual([
      'Meena Deshpande, aged 42, Kothrud, Pune ... Complainant',
      'Anil Joshi, aged 50, Hadapsar, Pune ... Accused',
    ]);
    const result = structureCase(numberFacts(facts));
    expect([result?.complainant, result?.accused]).toEqual(['Meena Deshpande', 'Anil Joshi']);
  });

  it('keeps the parties of a caption run into the court’s heading, without the heading', () => {
    const party = (text: string) => {
      const facts = orderFacts(text);
      const result = structureCase(numberFacts(facts));
      return { facts: facts.slice(0, 2), sides: [result?.complainant, result?.accused] };
    };
    const sides = ['Meena Deshpande', 'Anil Joshi'];
    // The heading in capitals, the title and the number before the first party.
    expect(
      party(
        'IN THE COURT OF THE METROPOLITAN MAGISTRATE AT MUMBAI Complaint under Section 138 of the Negotiable Instruments Act, 1881 Meena Deshpande, aged 42, Kothrud, Pune ... Complainant Versus Anil Joshi ... Accused\n\nThe complainant supplies goods.',
      ),
    ).toEqual({
      facts: ['Meena Deshpande, aged 42, Kothrud, Pune ... Complainant', 'Anil Joshi ... Accused'],
      sides,
    });
    expect(
      party(
        'IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS AT PUNE CRIMINAL COMPLAINT NO. 45 OF 2024 Meena Deshpande ... Complainant Versus Anil Joshi ... Accused',
      ).facts,
    ).toEqual(['Meena Deshpande ... Complainant', 'Anil Joshi ... Accused']);
    // The heading in ordinary case ends at the court's seat.
    expect(
      party(
        'In the Court of the Judicial Magistrate First Class at Pune Meena Deshpande ... Complainant Versus Anil Joshi ... Accused',
      ).sides,
    ).toEqual(sides);
    // A name in capitals too: the heading ends at the seat (after a comma or "at").
    expect(
      party(
        'IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, PUNE MEENA DESHPANDE, aged 42, Kothrud ... Complainant Versus ANIL JOSHI ... Accused',
      ).facts,
    ).toEqual(['MEENA DESHPANDE, aged 42, Kothrud ... Complainant', 'ANIL JOSHI ... Accused']);
    // The party's description over two lines, the first ending in a comma, is one fact.
    expect(
      party(
        'IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS AT PUNE Meena Deshpande, aged 42,\nKothrud, Pune ... Complainant\nVersus\nAnil Joshi ... Accused',
      ),
    ).toEqual({
      facts: ['Meena Deshpande, aged 42, Kothrud, Pune ... Complainant', 'Anil Joshi ... Accused'],
      sides,
    });
  });

  it('ends each fact of the summary, a title without a full stop too', () => {
    const result = structureCase(
      'Complaint under Section 138 of the Negotiable Instruments Act, 1881\n\nThe complainant Ravi Kumar sold goods to the accused Suresh Patil. His cheque was dishonoured for insufficient funds.',
    );
    expect(result?.factSummary).toContain('Negotiable Instruments Act, 1881. The complainant Ravi Kumar');
  });

  it('uses the law of the place: a UK fraud gets the Fraud Act', () => {
    const result = structureCase(
      'In London, the defendant Peter Grant cheated the claimant Amy Lee of £4,000.',
    );
    expect(result?.allegations.find((a) => a.allegation.startsWith('Cheating'))?.provisions).toEqual([
      'Fraud Act 2006, s. 2 (fraud by false representation)',
    ]);
  });

  it('finds no structure in words that name no party and allege nothing', () => {
    expect(structureCase('hello there friend')).toBeNull();
  });
});
