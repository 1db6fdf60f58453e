import type { Jurisdiction } from '@lexi/shared/countries';
import type { ContractType } from '@lexi/shared/validation/draft-form';
import { jurisdictionRules } from '@lexi/shared/validation/jurisdiction-rules';
import { describe, expect, it } from 'vitest';
import { draftInput } from '../test/draft-fixtures.ts';
import { draftContract } from './draft-contract.ts';

/** Words that only a draft of that jurisdiction may contain. */
const markers: Record<Jurisdiction, string[]> = {
  india: [
    'Indian Contract Act',
    'Arbitration and Conciliation Act',
    'Indian Stamp Act',
    'Digital Personal Data Protection Act',
    'Information Technology Act',
  ],
  us: [
    'American Arbitration Association',
    'JAMS',
    'Federal Arbitration Act',
    'Uniform Electronic Transactions Act',
  ],
  uk: [
    'England and Wales',
    'UK GDPR',
    'Data Protection Act 2018',
    'Contracts (Rights of Third Parties) Act 1999',
    'Electronic Communications Act 2000',
  ],
};

/** What every draft of the jurisdiction must say about law and disputes. */
const required: Record<Jurisdiction, string[]> = {
  india: [
    'governed by and construed in accordance with the laws of India, including the Indian Contract Act, 1872',
    'arbitration under the Arbitration and Conciliation Act, 1996',
    'The seat and venue of arbitration shall be Bengaluru, Karnataka, India',
    'Indian Stamp Act, 1899 as applicable in the State of Karnataka',
    'Digital Personal Data Protection Act, 2023',
  ],
  us: [
    'governed by the laws of the State of Texas',
    'the American Arbitration Association',
    'The place of arbitration shall be Austin, Texas',
    'Electronic Signatures in Global and National Commerce Act',
  ],
  uk: [
    'governed by and construed in accordance with the law of England and Wales',
    'the courts of England and Wales shall have exclusive jurisdiction',
    'the Contracts (Rights of Third Parties) Act 1999 shall not apply',
    'UK GDPR',
    'Data Protection Act 2018',
  ],
};

const parties: Record<Jurisdiction, string[]> = {
  india: [
    'Asha Rao',
    'D/o Mohan Rao',
    '12 MG Road, Bengaluru 560001',
    'Aadhar Card No. XXXXXXXX9012',
    'Kaveri Foods Private Limited',
    'a Private Limited Company',
    'authorised signatory Vikram Shah',
    'asha@example.com',
    'legal@kaveri.example',
  ],
  us: [
    'Jordan Miller',
    "an individual residing at 200 Congress Avenue, Austin, TX 78701, holder of driver's license no. XXXXX5678 (the “",
    'Lone Star Analytics LLC',
    'authorized signatory Maria Garcia',
    'jordan@example.com',
    'legal@lonestar.example',
  ],
  uk: [
    'Oliver Bennett',
    'an individual residing at 10 King Street, Manchester M2 6AG (the “',
    'Thames Digital Ltd',
    'authorised signatory Sarah Hughes',
    'oliver@example.co.uk',
    'legal@thames.example',
  ],
};

/** Every contract type each jurisdiction offers, as its own form lists them. */
const offered = (j: Jurisdiction) => jurisdictionRules[j].contractTypes.map((t) => t.value);
const matrix: [Jurisdiction, ContractType][] = (['india', 'us', 'uk'] as const).flatMap((j) =>
  offered(j).map((t): [Jurisdiction, ContractType] => [j, t]),
);
const others = (j: Jurisdiction) => (['india', 'us', 'uk'] as const).filter((o) => o !== j);

describe.each(matrix)('a %s %s draft', (jurisdiction, type) => {
  const draft = draftContract(draftInput(jurisdiction, type));

  it("states that jurisdiction's governing law and dispute clauses", () => {
    for (const phrase of required[jurisdiction]) expect(draft.text).toContain(phrase);
  });

  it('names both parties with their real details, in the text and in the signature blocks', () => {
    for (const detail of parties[jurisdiction]) expect(draft.text).toContain(detail);
    expect(draft.signatures.map((s) => s.partyName)).toEqual([draft.parties[0].name, draft.parties[1].name]);
  });

  it('never mentions another jurisdiction’s law', () => {
    for (const other of others(jurisdiction)) {
      for (const marker of markers[other])
        expect(draft.text, `${marker} in a ${jurisdiction} draft`).not.toContain(marker);
    }
  });

  it('numbers its sections and clauses 1, 1.1, 1.2 …', () => {
    draft.sections.forEach((section, i) => {
      section.clauses.forEach((clause, j) => {
        expect(clause.number).toBe(`${i + 1}.${j + 1}`);
      });
    });
    const headings = draft.sections.map((s) => s.heading);
    expect(headings[0]).toBe('Definitions and Interpretation');
    expect(headings).toEqual(
      expect.arrayContaining([
        'Payment Terms',
        'Term and Termination',
        'Notices',
        'General Provisions',
        'Special Terms',
      ]),
    );
  });

  it('weaves the special terms in as their own clause', () => {
    const special = draft.sections.find((s) => s.heading === 'Special Terms');
    expect(special?.verbatim).toBe(true);
    expect(special?.clauses.map((c) => c.text)).toContain('The Client may audit the work once a quarter.');
    expect(special?.clauses.map((c) => c.text)).toContain('Meetings are held online.');
  });

  it('refers to a board resolution because a business party signs', () => {
    expect(draft.isResolutions).toBe(true);
    expect(draft.text).toMatch(/resolution of its board of directors/i);
    expect(draft.party1).toBe('Individual');
    expect(draft.party2).toBe('Business');
  });

  it('is the same contract every time for the same input', () => {
    expect(draftContract(draftInput(jurisdiction, type))).toEqual(draft);
  });
});

describe('the type-specific clauses', () => {
  const headingsOf = (j: Jurisdiction, t: ContractType) =>
    draftContract(draftInput(j, t)).sections.map((s) => s.heading);

  it.each<[ContractType, string[]]>([
    [
      'non_disclosure',
      ['Obligations of Confidentiality', 'Exclusions', 'Term of Confidentiality and Return of Information'],
    ],
    [
      'employment',
      [
        'Appointment and Duties',
        'Probation',
        'Salary and Benefits',
        'Leave',
        'Confidentiality and Non-Solicitation',
      ],
    ],
    [
      'rent_leave_licence',
      ['Grant of Licence', 'Security Deposit', 'Lock-in Period', 'Maintenance, Repairs and Outgoings'],
    ],
    ['sale_of_goods', ['Sale of the Goods', 'Delivery', 'Risk and Title', 'Warranties']],
    ['loan', ['The Loan', 'Interest', 'Repayment and Prepayment', 'Events of Default']],
    ['partnership', ['Capital', 'Profits and Losses', 'Management', 'Retirement, Death and Dissolution']],
    ['mou', ['Intent and Cooperation', 'Non-Binding Nature', 'Confidentiality (Binding)']],
    ['freelancer', ['Services and Deliverables', 'Intellectual Property', 'Independent Contractor']],
    [
      'service_consultancy',
      ['Services and Deliverables', 'Acceptance', 'Intellectual Property', 'Independent Contractor'],
    ],
    [
      'software_licence',
      [
        'Grant of Licence',
        'Restrictions',
        'Support and Maintenance',
        'Warranties and Disclaimer',
        'Limitation of Liability',
      ],
    ],
  ])('a %s has its own sections', (type, headings) => {
    expect(headingsOf('india', type)).toEqual(expect.arrayContaining(headings));
  });

  it('makes US employment at-will only when it has no fixed term, and never in Montana', () => {
    const atWill = draftContract(draftInput('us', 'employment', { term_length: undefined }));
    expect(atWill.text).toContain('The Employment is “at-will”');
    const fixed = draftContract(draftInput('us', 'employment', { term_length: 24 }));
    expect(fixed.text).not.toContain('at-will');
    expect(fixed.text).toContain('fixed term of 24 (twenty-four) months');
    const montana = draftContract(
      draftInput('us', 'employment', { term_length: undefined, governing_state: 'Montana' }),
    );
    expect(montana.text).not.toContain('at-will');
  });

  it('uses JAMS when asked, with its employment rules for an employment contract', () => {
    const jams = draftContract(draftInput('us', 'employment', { arbitration_body: 'JAMS' }));
    expect(jams.text).toContain('JAMS under its Employment Arbitration Rules & Procedures');
    expect(jams.text).not.toContain('American Arbitration Association');
  });

  it('applies Scots law and the Scottish third-party act when the place is in Scotland', () => {
    const scots = draftContract(
      draftInput('uk', 'non_disclosure', { governing_state: 'Scotland', governing_city: 'Edinburgh' }),
    );
    expect(scots.text).toContain('governed by and construed in accordance with Scots law');
    expect(scots.text).toContain('the Scottish courts shall have exclusive jurisdiction');
    expect(scots.text).toContain('Contract (Third Party Rights) (Scotland) Act 2017');
    expect(scots.text).not.toContain('England and Wales');
    expect(scots.text).not.toContain('Contracts (Rights of Third Parties) Act 1999');
    const ni = draftContract(draftInput('uk', 'loan', { governing_state: 'Northern Ireland' }));
    expect(ni.text).toContain('governed by and construed in accordance with the law of Northern Ireland');
  });

  it('writes Indian amounts with Indian grouping, US dates month first, in the jurisdiction’s currency', () => {
    expect(draftContract(draftInput('india', 'loan')).text).toContain('INR 12,00,000');
    const us = draftContract(draftInput('us', 'loan'));
    expect(us.text).toContain('US$1,200,000');
    expect(us.text).toContain('April 1, 2026');
    expect(draftContract(draftInput('uk', 'loan')).text).toContain('£1,200,000');
  });

  it('swaps the roles when asked (party 1 as employer)', () => {
    const swapped = draftContract(
      draftInput(
        'india',
        'employment',
        { swap_roles: true },
        {
          type1: 'Business',
          bname1: 'Kaveri Foods Private Limited',
          type_of_entity1: 'Private Limited Company',
          brel_name1: 'Vikram Shah',
          baddress1: '4 Residency Road, Bengaluru 560025',
          bphone1: '9123456780',
          bemail1: 'legal@kaveri.example',
          type2: 'Individual',
          name2: 'Asha Rao',
          relation2: 'D/o',
          rel_name2: 'Mohan Rao',
          add_proof2: 'Voter ID no.',
          add_proof_no2: 'ABC1234567',
          address2: '12 MG Road, Bengaluru 560001',
          phone2: '9876543210',
          email2: 'asha@example.com',
        },
      ),
    );
    expect(swapped.parties.map((p) => [p.name, p.role])).toEqual([
      ['Kaveri Foods Private Limited', 'Employer'],
      ['Asha Rao', 'Employee'],
    ]);
    expect(swapped.text).toContain('Voter ID no. XXXXXX4567');
  });

  it('has no board resolution when both parties are individuals', () => {
    const draft = draftContract(
      draftInput(
        'india',
        'loan',
        {},
        {
          type2: 'Individual',
          name2: 'Ravi Kumar',
          relation2: 'S/o',
          rel_name2: 'Suresh Kumar',
          add_proof2: 'Driving License No.',
          add_proof_no2: 'KA0120200012345',
          address2: '8 Hosur Road, Bengaluru 560029',
          phone2: '9988776655',
          email2: 'ravi@example.com',
        },
      ),
    );
    expect(draft.isResolutions).toBe(false);
    expect(draft.party2).toBe('Individual');
    expect(draft.text).not.toMatch(/board of directors/i);
    expect(draft.signatures.every((s) => s.capacity === null)).toBe(true);
  });

  it('has no special terms section when none are given', () => {
    const draft = draftContract(draftInput('uk', 'mou', { special_terms: undefined }));
    expect(draft.sections.map((s) => s.heading)).not.toContain('Special Terms');
  });
});

describe('the parties of a US or UK draft', () => {
  const indianWords = /\b[SDWHC]\/o\b|Aadhar|Voter ID|hereinafter referred to/;

  it.each(['us', 'uk'] as const)('in %s read naturally without a relation or an identity document', (j) => {
    const draft = draftContract(
      draftInput(j, 'service_consultancy', {}, { add_proof1: undefined, add_proof_no1: undefined }),
    );
    const [first] = draft.parties;
    expect(first?.details).toMatch(/^an individual residing at [^,]+, [^(]+ \(the “(Client|Consultant)”\)$/);
    expect(draft.text).not.toMatch(indianWords);
    expect(draft.text).not.toContain('holder of');
    expect(draft.text).not.toContain('undefined');
  });

  it('name a US document as the contract does, masked but for its last four characters', () => {
    const draft = draftContract(
      draftInput('us', 'loan', {}, { add_proof1: 'Passport', add_proof_no1: 'A12345678' }),
    );
    expect(draft.text).toContain('holder of U.S. passport no. XXXXX5678');
    expect(draft.text).not.toContain('A12345678');
  });

  it('name a UK National Insurance number, masked', () => {
    const draft = draftContract(
      draftInput(
        'uk',
        'employment',
        {},
        { add_proof1: 'National Insurance number', add_proof_no1: 'AB 12 34 56 C' },
      ),
    );
    expect(draft.text).toContain('holder of National Insurance number XXXXX456C');
  });
});

describe('the governing state as each law names it', () => {
  it('writes the District of Columbia and a commonwealth by their own names', () => {
    const dc = draftContract(
      draftInput('us', 'sale_of_goods', {
        governing_state: 'District of Columbia',
        governing_city: undefined,
      }),
    );
    expect(dc.text).toContain('governed by the laws of the District of Columbia');
    expect(dc.text).toContain('Uniform Commercial Code as enacted in the District of Columbia');
    expect(dc.text).not.toContain('State of District');
    const ma = draftContract(draftInput('us', 'loan', { governing_state: 'Massachusetts' }));
    expect(ma.text).toContain('the laws of the Commonwealth of Massachusetts');
  });

  it('stamps an Indian contract under the law of a union territory', () => {
    const delhi = draftContract(
      draftInput('india', 'rent_leave_licence', {
        governing_state: 'Delhi',
        governing_city: 'New Delhi',
      }),
    );
    expect(delhi.text).toContain(
      'Indian Stamp Act, 1899 as applicable in the National Capital Territory of Delhi',
    );
    const ladakh = draftContract(draftInput('india', 'employment', { governing_state: 'Ladakh' }));
    expect(ladakh.text).toContain('shops and establishments law of the Union Territory of Ladakh');
  });

  it('drafts a lease in the USA and a licence to occupy in the UK', () => {
    expect(draftContract(draftInput('us', 'lease')).title).toBe('Lease Agreement');
    expect(draftContract(draftInput('uk', 'licence_to_occupy')).title).toBe('Licence to Occupy');
    expect(draftContract(draftInput('india', 'rent_leave_licence')).title).toBe(
      'Leave and Licence Agreement',
    );
  });
});
