import { describe, expect, it } from 'vitest';
import {
  checkProposal,
  normaliseForMatch,
  type ProposedStructure,
  sectionNumbers,
} from './check-proposal.ts';
import { readProposal } from './model-structure.ts';

const FACTS = `1. On 5 March 2023 the accused Suresh Patil induced the complainant, Mr. Ravi Kumar, to pay Rs. 4,00,000 for a plot at Hadapsar, Pune that he did not own.
2. The complainant lodged FIR No. 112/2023 at Hadapsar police station under Sections 420 and 406 IPC.
3. The accused also threatened him on 10 April 2023 and did not return the money.`;

const proposal = (over: Partial<ProposedStructure> = {}): ProposedStructure => ({
  caseType: 'Criminal',
  caseTypeReason: 'Cheating and criminal breach of trust are offences.',
  complainant: 'Ravi Kumar',
  accused: 'Suresh Patil',
  victim: 'Ravi Kumar',
  allegations: [
    { allegation: 'Cheating over the sale of a plot', provisions: ['Section 420 IPC'] },
    { allegation: 'Criminal breach of trust', provisions: ['Section 406 IPC'] },
  ],
  factSummary: 'Ravi Kumar paid Suresh Patil for a plot the accused did not own.',
  ...over,
});

describe('checking a proposed case structure against the facts', () => {
  it('keeps a proposal whose names and sections all occur, and builds the sides from its names', () => {
    const checked = checkProposal(FACTS, proposal());
    expect(checked).toEqual({
      ok: true,
      dropped: 0,
      structured: {
        ...proposal(),
        representing: [
          { side: 'victim', name: 'Ravi Kumar' },
          { side: 'accused', name: 'Suresh Patil' },
        ],
      },
    });
  });

  it('compares names after normalising case, spaces and punctuation', () => {
    const checked = checkProposal(
      FACTS,
      proposal({ complainant: 'MR RAVI   KUMAR', accused: 'suresh-patil' }),
    );
    expect(checked.ok).toBe(true);
  });

  it('refuses the whole proposal when a name does not occur in the facts', () => {
    expect(checkProposal(FACTS, proposal({ accused: 'Suresh Patil, Mahesh Rao' }))).toEqual({
      ok: false,
      reason: 'the accused it names does not occur in the facts',
    });
    expect(checkProposal(FACTS, proposal({ victim: 'Anita Kumar' })).ok).toBe(false);
    // A part of a word is no name: "Ravi Kum" is not in the facts.
    expect(checkProposal(FACTS, proposal({ complainant: 'Ravi Kum' })).ok).toBe(false);
  });

  it('accepts several names of one role when each occurs', () => {
    const facts = `${FACTS}\n4. His brother Mahesh Patil was with him.`;
    const checked = checkProposal(facts, proposal({ accused: 'Suresh Patil, Mahesh Patil' }));
    expect(checked.ok && checked.structured.representing[1]).toEqual({
      side: 'accused',
      name: 'Suresh Patil, Mahesh Patil',
    });
  });

  it('keeps a BNS section whose IPC equivalent the facts cite, and the reverse', () => {
    const checked = checkProposal(
      FACTS,
      proposal({
        allegations: [
          { allegation: 'Cheating', provisions: ['Section 318(4) BNS'] },
          { allegation: 'Breach of trust', provisions: ['Section 406 IPC (now Section 316(2) BNS)'] },
        ],
      }),
    );
    expect(checked.ok && checked.structured.allegations.map((a) => a.allegation)).toEqual([
      'Cheating',
      'Breach of trust',
    ]);
    const bnsFacts = 'The accused Suresh Patil cheated Ravi Kumar; FIR under Section 318(4) BNS.';
    const back = checkProposal(
      bnsFacts,
      proposal({ allegations: [{ allegation: 'Cheating', provisions: ['Section 420 IPC'] }] }),
    );
    expect(back.ok).toBe(true);
  });

  it('drops an allegation with an invented section and keeps the others', () => {
    const checked = checkProposal(
      FACTS,
      proposal({
        allegations: [
          { allegation: 'Cheating', provisions: ['Section 420 IPC'] },
          { allegation: 'Criminal intimidation', provisions: ['Section 506 IPC'] },
          { allegation: 'Forgery', provisions: ['Section 420 IPC', 'Section 467 IPC'] },
        ],
      }),
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.dropped).toBe(2);
    expect(checked.structured.allegations).toEqual([
      { allegation: 'Cheating', provisions: ['Section 420 IPC'] },
    ]);
  });

  it('drops an allegation whose provisions cite no section, and refuses when none is left', () => {
    const checked = checkProposal(
      FACTS,
      proposal({
        allegations: [
          { allegation: 'Intimidation', provisions: ['Criminal intimidation (common law)'] },
          { allegation: 'Nothing cited', provisions: [] },
        ],
      }),
    );
    expect(checked).toEqual({
      ok: false,
      reason: 'none of its allegations cites a section the facts refer to',
    });
  });

  it('reads the section numbers of citations in their usual forms', () => {
    expect(sectionNumbers('u/s 138 of the N.I. Act and Sections 406, 420 & 120B IPC')).toEqual([
      '138',
      '406',
      '420',
      '120B',
    ]);
    expect(
      sectionNumbers('Section 318 (4) BNS; 18 U.S.C. § 1343; Bills of Exchange Act 1882, s. 47'),
    ).toEqual(['318(4)', '1343', '47']);
    expect(sectionNumbers('Rs. 4,00,000 paid on 5 March 2023')).toEqual([]);
    expect(normaliseForMatch('  Mr. RAVI\tKumar, ')).toBe('mr ravi kumar');
  });
});

describe('reading a model answer', () => {
  const answer = {
    case_type: 'Criminal',
    case_type_reason: 'Cheating is an offence.',
    complainant: 'Ravi Kumar',
    accused: 'Suresh Patil',
    victim: 'Ravi Kumar',
    allegations: [{ allegation: 'Cheating', provisions: ['Section 420 IPC'] }],
    fact_summary: 'A plot that was not his.',
  };

  it('reads JSON, also inside a Markdown fence', () => {
    expect(readProposal(FACTS, JSON.stringify(answer)).ok).toBe(true);
    expect(readProposal(FACTS, `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``).ok).toBe(true);
  });

  it('refuses what is not JSON, another shape, or hostile text', () => {
    expect(readProposal(FACTS, 'Here is the case: {')).toEqual({
      ok: false,
      reason: 'the model answer is not valid JSON',
    });
    const shape = { ok: false, reason: 'the model answer does not have the expected shape' };
    expect(readProposal(FACTS, JSON.stringify({ ...answer, case_type: 'Tort' }))).toEqual(shape);
    expect(readProposal(FACTS, JSON.stringify({ ...answer, fact_summary: 'a\u0000b' }))).toEqual(shape);
  });
});
