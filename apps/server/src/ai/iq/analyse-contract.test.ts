import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { analyseContract } from './analyse-contract.ts';
import { cuadModel } from './cuad-model.ts';
import { SUPPLY_CONTRACT } from './iq-test-contract.fixture.ts';
import { extractKeyFacts } from './key-facts.ts';
import { boundParty, partyBoundBy, riskOf } from './risk-rules.ts';

describe('extractKeyFacts', () => {
  it('reads parties, dates, law, renewal and notice from the text', () => {
    const facts = extractKeyFacts(SUPPLY_CONTRACT);
    expect(facts.parties).toEqual(['Alder Components Inc. ("Supplier")', 'Birch Devices Ltd. ("Customer")']);
    expect(facts.agreement_date).toBe('March 3, 2021');
    expect(facts.governing_law).toBe('New York');
    expect(facts.renewal_term).toMatch(/successive one \(1\) year/);
    expect(facts.notice_period).toMatch(/ninety \(90\) days/);
    expect(facts.expiration_date).toMatch(/three \(3\) years/);
  });

  it('reads parties named in capitals, with an address after the name and the term in quotes', () => {
    const opening =
      'ODM - SUPPLY AGREEMENT BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, Transpacific Haus Lini Highway, ' +
      'Port Vila. Vanuatu “the Manufacturer” -- AND -- AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F, ' +
      'Energy Plaza No. 92, Granville Road Kowloon, Hong Kong “the Customer”';
    expect(extractKeyFacts(opening).parties).toEqual([
      'ORGANIC PREPARATIONS INC. ("Manufacturer")',
      'AGAPE ATP INTERNATIONAL HOLDING LIMITED ("Customer")',
    ]);
  });

  it('reads a party whose description starts with "with its", and single-quoted terms', () => {
    const opening =
      'THIS AGREEMENT (the "Agreement") is made as of June 21, 1999 by and between I-ESCROW, INC., with its ' +
      "principal place of business at 1730 S. Amphlett Blvd., San Mateo, California ('i-Escrow'), and " +
      "Kaya Traders, a partnership ('Kaya').";
    expect(extractKeyFacts(opening).parties).toEqual([
      'I-ESCROW, INC. ("i-Escrow")',
      'Kaya Traders ("Kaya")',
    ]);
  });

  it('reads a date whose ordinal the filing spaced out as a superscript', () => {
    const opening =
      'ODM SUPPLY AGREEMENT THIS AGREEMENT is made on the 15t h day of January 2018. BETWEEN: ...';
    expect(extractKeyFacts(opening).agreement_date).toBe('15th day of January 2018');
  });

  it('does not take a sentence of the contract for a party', () => {
    const opening = 'This Agreement sets out the terms for the supply of products ("Products").';
    expect(extractKeyFacts(opening).parties).toEqual([]);
  });

  it('leaves out what the text does not say', () => {
    const facts = extractKeyFacts('The parties agree to cooperate in good faith.');
    expect(facts).toMatchObject({
      parties: [],
      agreement_date: null,
      governing_law: null,
      renewal_term: null,
    });
  });
});

describe('analyseContract with the shipped model', () => {
  const analysis = analyseContract(SUPPLY_CONTRACT, cuadModel);
  const categories = analysis.findings.map((f) => f.category);

  it('finds the clauses the contract has, each linked to its sentence and clause', () => {
    expect(categories).toEqual(
      expect.arrayContaining(['Anti-Assignment', 'Cap on Liability', 'Exclusivity']),
    );
    const assignment = analysis.findings.find((f) => f.category === 'Anti-Assignment');
    const span = assignment?.spans[0];
    expect(span?.text).toMatch(/may not assign/);
    expect(SUPPLY_CONTRACT.slice(span?.start, span?.end)).toBe(span?.text);
    expect(analysis.clauses[span?.clause_index ?? -1]?.heading).toBe('Assignment');
  });

  it('does not read a non-exclusive appointment, a termination for breach or an injunction as their look-alikes', () => {
    const contract = (clauses: string[]) =>
      [
        'DISTRIBUTION AGREEMENT',
        'This Distribution Agreement (the "Agreement") is made as of March 3, 2021 by and between Alder Components Inc., a Delaware corporation ("Supplier"), and Birch Devices Ltd., an English company ("Distributor").',
        ...clauses.map((clause, i) => `${i + 1}. ${clause}`),
        `${clauses.length + 1}. Governing Law. This Agreement shall be governed by the laws of the State of New York.`,
      ].join('\n\n');
    const found = (clauses: string[]) =>
      analyseContract(contract(clauses), cuadModel).findings.map((f) => f.category);
    expect(
      found([
        'Appointment. Supplier hereby appoints Distributor as a non-exclusive distributor of the Products in the Territory, and Distributor accepts such appointment.',
      ]),
    ).not.toContain('Exclusivity');
    const licence = found([
      'Grant of License. Subject to the terms of this Agreement, Supplier hereby grants to Distributor a non-exclusive, non-transferable license to use the Software in the Territory during the Term.',
      'Termination. Either party may terminate this Agreement at any time upon thirty (30) days prior written notice if the other party materially breaches this Agreement and fails to cure such breach within such period.',
      'Equitable Relief. Each party shall be entitled, without proof of special damages, to seek an injunction or other equitable relief for any threatened or actual breach of Section 4, in addition to any other remedies available to it.',
    ]);
    expect(licence).toContain('License Grant');
    expect(licence).not.toContain('Exclusivity');
    expect(licence).not.toContain('Termination for Convenience');
    expect(licence).not.toContain('Cap on Liability');
  });

  it('does not report categories the contract has no words for', () => {
    expect(categories).not.toContain('Source Code Escrow');
    expect(categories).not.toContain('Non-Disparagement');
  });

  it('judges risk from the represented party: a restriction on the supplier weighs on the supplier only', () => {
    const asSupplier = analyseContract(SUPPLY_CONTRACT, cuadModel, 1).findings.find(
      (f) => f.category === 'Exclusivity',
    );
    const asCustomer = analyseContract(SUPPLY_CONTRACT, cuadModel, 2).findings.find(
      (f) => f.category === 'Exclusivity',
    );
    expect(asSupplier?.risk).toBe('high');
    expect(asCustomer?.risk).toBe('none');
  });

  it('reports expected clauses that are missing and scores the contract', () => {
    const missing = analysis.missing.map((m) => m.category);
    expect(missing).toContain('Insurance');
    expect(missing).not.toContain('Governing Law');
    expect(missing).not.toContain('Anti-Assignment');
    const { score } = analysis;
    const deducted =
      score.deductions.high + score.deductions.medium + score.deductions.low + score.deductions.missing;
    expect(score.score).toBe(Math.max(0, 100 - deducted));
    expect(score.missing).toBe(missing.length);
  });
});

describe('boundParty', () => {
  it('names the party before the obligation word, by name or defined term', () => {
    const names = [
      ['Alder Components Inc.', 'Supplier'],
      ['Birch Devices Ltd.', 'Customer'],
    ];
    expect(boundParty('Customer shall not assign this Agreement to Supplier.', names)).toBe(2);
    expect(boundParty('In no event shall Supplier be liable.', names)).toBe(0);
    expect(boundParty('Supplier will maintain insurance.', names)).toBe(1);
  });

  it('reads a right as binding the other party: the one it is held against', () => {
    const names = [
      ['Amazon.com Commerce Services, Inc.', 'ACSI'],
      ['Audible Inc.', 'Company'],
    ];
    expect(boundParty('ACSI may terminate this Agreement at any time upon 30 days notice.', names)).toBe(2);
    expect(
      boundParty('In the event of a change of control of Company, ACSI may terminate this Agreement.', names),
    ).toBe(2);
    expect(boundParty('Company shall have the right to audit the records of ACSI.', names)).toBe(1);
    // A prohibition binds its subject; a right of both, or of neither named, binds neither.
    expect(boundParty('Company may not assign this Agreement without the consent of ACSI.', names)).toBe(2);
    expect(boundParty('Either party may terminate this Agreement for convenience.', names)).toBe(0);
    expect(boundParty('Neither Party may assign this Agreement without the consent of ACSI.', names)).toBe(0);
    // For the holder of a right to end the contract at will, it is the other side's risk.
    const reasons = messages.analysis.reasons.risk['Termination for Convenience'];
    const terminates = boundParty('ACSI may terminate this Agreement at any time for any reason.', names);
    expect(riskOf('Termination for Convenience', terminates, 1).reason).toBe(reasons.otherReason);
    expect(riskOf('Termination for Convenience', terminates, 2)).toEqual({
      risk: 'high',
      reason: reasons.reason,
    });
    // Among three parties a right's holder says nothing of whom it binds.
    expect(boundParty('ACSI may terminate this Agreement.', [...names, ['Birch Ltd.', 'Agent']])).toBe(0);
    // Both named together hold the right, or owe the duty: it binds neither alone.
    expect(boundParty('The Company or ACSI may terminate this Agreement at any time.', names)).toBe(0);
    expect(boundParty('ACSI and the Company will not employ staff of the other.', names)).toBe(0);
    // An exception to a restriction is held by the restricted party.
    const exception = 'Notwithstanding the foregoing, Company shall be entitled to sell its own products.';
    expect(partyBoundBy('Competitive Restriction Exception', exception, names)).toBe(2);
    expect(partyBoundBy('Post-Termination Services', exception, names)).toBe(1);
  });

  it('reads a grant or an assignment as binding the party that gives it, not the one named after', () => {
    const names = [
      ['Corio Inc.', 'Corio'],
      ['Commerce One, Inc.', 'Commerce One'],
    ];
    const grant =
      'Subject to the terms of this Agreement, Commerce One hereby grants to Corio a perpetual and irrevocable, nonexclusive right and license in the Territory.';
    expect(boundParty(grant, names)).toBe(2);
    expect(
      boundParty('Corio hereby assigns to Commerce One all right, title and interest in the Work.', names),
    ).toBe(1);
    // The transfer decides, not an earlier "shall" of the sentence.
    const consulting = [
      ['Aduro Biotech, Inc.', 'Aduro'],
      ['IREYA B.V', 'Consultant'],
    ];
    expect(
      boundParty(
        'Aduro shall be the sole and exclusive owner of, and Consultant hereby assigns to Aduro, any and all work product that Consultant develops.',
        consulting,
      ),
    ).toBe(2);
    expect(boundParty('Consultant shall not solicit any employee of Aduro.', consulting)).toBe(2);
    // A licensee's perpetual licence protects the licensee, in the catalogue's words.
    const reasons = messages.analysis.reasons.risk['Irrevocable or Perpetual License'];
    expect(riskOf('Irrevocable or Perpetual License', boundParty(grant, names), 1)).toEqual({
      risk: 'none',
      reason: reasons.otherReason,
    });
    expect(riskOf('License Grant', boundParty(grant, names), 2).reason).toBe(
      messages.analysis.reasons.risk['License Grant'].reason,
    );
  });
});

describe('the represented party', () => {
  it('reads a restriction on party 1 as a risk for party 1 and a protection for party 2, in the catalogue’s words', () => {
    const reasons = messages.analysis.reasons;
    const forOne = analyseContract(SUPPLY_CONTRACT, cuadModel, 1);
    const forTwo = analyseContract(SUPPLY_CONTRACT, cuadModel, 2);
    const exclusivity = (a: typeof forOne) => a.findings.find((f) => f.category === 'Exclusivity');
    expect(exclusivity(forOne)).toMatchObject({ risk: 'high', reason: reasons.risk.Exclusivity.reason });
    expect(exclusivity(forTwo)).toMatchObject({ risk: 'none', reason: reasons.risk.Exclusivity.otherReason });
    expect(forTwo.score.score).toBeGreaterThan(forOne.score.score);
    for (const m of forOne.missing) {
      expect(m.why).toBe(reasons.missing[m.category as keyof typeof reasons.missing]);
    }
  });
});
