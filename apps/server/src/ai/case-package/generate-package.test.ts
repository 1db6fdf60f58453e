import { getCasePackageResponse } from '@lexi/shared/api/case-package';
import { describe, expect, it } from 'vitest';
import type { CaseInput, JudgementHit, SearchJudgements } from './case-input.ts';
import { CHEQUE } from './cheque-test-kit.ts';
import { generateCasePackage } from './generate-package.ts';

/** The cheque case of the test kit with its allegation unnumbered and no facts typed. */
const base: CaseInput = {
  ...CHEQUE,
  allegations: 'Dishonour of cheque: the cheque was returned unpaid for insufficient funds.',
  factsSummary: '',
};

const INDIAN_CHEQUE = `The complainant Ravi Kumar runs a hardware shop at Kothrud in Pune.
On 12/08/2022 the accused Suresh Patil issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank at Pune.
The cheque was returned unpaid on 20/08/2022 for insufficient funds.
On 03/06/2022 the accused bought goods worth Rs. 2,50,000 from the complainant on credit.
Despite a legal notice dated 01/09/2022 the accused did not pay the amount within fifteen days.`;

/** A cheating case as the wizard hands it over: its summary and its allegations' provisions. */
const WIZARD_CHEATING: CaseInput = {
  ...base,
  workspaceName: 'Devi v. Kumar',
  clientName: 'Sunita Devi',
  opponentName: 'Ravi Kumar',
  areaOfLaw: 'Cheating',
  complainant: 'Sunita Devi',
  accused: 'Ravi Kumar',
  victim: 'Sunita Devi',
  allegations: 'Provisions cited in the facts (Section 420 IPC (now Section 318(4) BNS))',
  factsSummary:
    'Sunita Devi against Ravi Kumar. On 12 March 2021 the accused Ravi Kumar took Rs. 5,00,000 from the complainant Sunita Devi promising a flat in Pune. He never delivered the flat. On 5 May 2021 she gave information under Section 154 CrPC and an FIR was registered under Section 420 IPC.',
};

const noCorpus: SearchJudgements = async () => [];
const steps: string[] = [];
const record = async (step: string) => {
  steps.push(step);
};

/** A small corpus searched by shared words, standing in for the judgements module's search. */
function corpusSearch(corpus: JudgementHit[]): SearchJudgements {
  return async ({ text, limit }) => {
    const words = new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
    return corpus
      .map((j) => ({
        ...j,
        score: (j.passage.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => words.has(w)).length,
      }))
      .filter((j) => j.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  };
}

const strategyOnly = {
  success: true as const,
  version: 1,
  versions: [],
  generated_at: '2026-01-01T00:00:00.000Z',
  drafts: [],
};

describe('the case package engine', () => {
  it('builds an Indian cheque complaint for the victim: chronology, provisions, drafts', async () => {
    steps.length = 0;
    const pkg = await generateCasePackage(
      { ...base, files: [{ name: 'complaint.pdf', text: INDIAN_CHEQUE, pages: 2 }] },
      noCorpus,
      record,
    );
    expect(steps).toEqual([
      'analyzing',
      'generating_facts',
      'generating_judgement',
      'judgements_generated',
      'generating_strategy',
      'strategy_generated',
      'brief_generated',
    ]);
    const dated = pkg.facts.filter((f) => f.date !== null).map((f) => f.date);
    expect(dated).toEqual(['2022-06-03', '2022-08-12', '2022-08-20', '2022-09-01']);
    const issued = pkg.facts.find((f) => f.date === '2022-08-12');
    expect(issued).toMatchObject({ source_file: 'complaint.pdf' });
    expect(issued?.source).toContain('On 12/08/2022 the accused Suresh Patil issued cheque');
    expect(issued?.text).toContain('12 August 2022');
    const provisions = pkg.strategy.provisions.map((p) => p.provision);
    expect(provisions).toContain('Section 138 Negotiable Instruments Act 1881');
    // A cheque complaint is the payee's own (Section 142 NI Act): no FIR.
    expect(provisions).toContain('Section 142 Negotiable Instruments Act 1881');
    expect(provisions).not.toContain('Section 173 BNSS (formerly Section 154 CrPC)');
    expect(pkg.strategy.limitation.note).toContain('Section 142(1)(b)');
    expect(pkg.strategy.evidence).toContain('The case file “complaint.pdf” (2 pages)');
    expect(pkg.strategy.counter_arguments.map((c) => c.answer).join(' ')).toContain('Section 139');
    expect(pkg.drafts.map((d) => d.kind)).toEqual(['legal_notice', 'complaint']);
    const complaint = pkg.drafts[1]?.html ?? '';
    expect(complaint).toContain('Ravi Kumar … Complainant');
    expect(complaint).toContain('Suresh Patil … Accused');
    // No caption: the court is the Magistrate's where the payee's bank is, to fill; the facts' Pune signs.
    expect(complaint).toContain(
      '<h2>In the Court of the Judicial Magistrate First Class / Metropolitan Magistrate, [place of the complainant’s bank branch]</h2>',
    );
    expect(complaint).toContain('<p>Place: Pune</p>');
    expect(complaint).toContain('12 August 2022');
    expect(complaint).toMatch(/^<h2>/);
    // Every part fits the shared answer schema.
    expect(() =>
      getCasePackageResponse.parse({
        ...strategyOnly,
        facts: pkg.facts,
        judgements: pkg.judgements,
        strategy: pkg.strategy,
      }),
    ).not.toThrow();
  });

  it('drafts bail and anticipatory bail for the accused under the BNSS', async () => {
    // An ordinary police case (cheating), not a cheque's: its allegation as the wizard writes it.
    const allegations = 'Cheating: the accused cheated the complainant by a false promise of a flat.';
    const pkg = await generateCasePackage(
      { ...WIZARD_CHEATING, representing: 'accused', allegations },
      noCorpus,
      record,
    );
    expect(pkg.drafts.map((d) => d.kind)).toEqual(['bail_application', 'anticipatory_bail_application']);
    expect(pkg.drafts[1]?.title).toBe('Application for Anticipatory Bail under Section 482 BNSS');
    expect(pkg.drafts[0]?.html).toContain('<h2>In the Court of the Sessions Judge, [place]</h2>');
    expect(pkg.strategy.provisions.map((p) => p.provision)).toContain(
      'Section 482 BNSS (formerly Section 438 CrPC)',
    );
    expect(pkg.strategy.arguments[0]).toContain('the other side must prove every ingredient');
    // The arguments are the filings' grounds: nothing in them is advice to the lawyer.
    const victim = await generateCasePackage({ ...WIZARD_CHEATING, allegations }, noCorpus, record);
    for (const draft of [...pkg.drafts, ...victim.drafts]) {
      expect(draft.html).not.toMatch(/Prove each ingredient|Test it in cross-examination/);
    }
    expect(victim.strategy.arguments[0]).toContain('the facts set out above disclose every ingredient of it');
  });

  it('counts Indian civil limitation from the latest date and drafts a notice and a plaint', async () => {
    const pkg = await generateCasePackage(
      {
        ...base,
        caseType: 'Civil',
        complainant: 'Asha Traders',
        victim: 'Asha Traders',
        accused: 'Mehta Builders',
        allegations: '',
        factsSummary:
          'On 10/01/2023 Asha Traders and Mehta Builders signed an agreement at Nagpur for the supply of cement. On 15/03/2023 Mehta Builders failed to pay Rs. 8,00,000 due under the agreement and committed breach of contract.',
      },
      noCorpus,
      record,
    );
    expect(pkg.drafts.map((d) => d.kind)).toEqual(['legal_notice', 'plaint']);
    expect(pkg.strategy.limitation.deadline).toBe('2026-03-15');
    expect(pkg.strategy.provisions.map((p) => p.provision)).toContain('Order VII Rule 1 CPC');
    expect(pkg.drafts[1]?.html).toContain('Asha Traders … Plaintiff');
    // Where the agreement was signed is not where the suit lies: the seat is left to fill.
    expect(pkg.drafts[1]?.html).toContain('<h2>In the Court of the Civil Judge, [place]</h2>');
    expect(pkg.drafts[1]?.html).toContain('<p>Place: Nagpur</p>');
    expect(pkg.drafts[0]?.html).toContain('To: Mehta Builders');
  });

  it('uses US rules and titles for a defendant in a US civil case', async () => {
    const pkg = await generateCasePackage(
      {
        ...base,
        caseType: 'Civil',
        representing: 'accused',
        complainant: 'Acme Corp',
        victim: 'Acme Corp',
        accused: 'John Carter',
        allegations: '',
        factsSummary:
          'On 04/15/2024 Acme Corp of Austin, Texas sold machinery to John Carter for $45,000. John Carter failed to pay the price and Acme Corp alleges breach of contract.',
      },
      noCorpus,
      record,
    );
    expect(pkg.drafts.map((d) => [d.kind, d.title])).toEqual([
      ['reply_notice', 'Response to Demand Letter'],
      [
        'written_statement',
        'Answer and Affirmative Defenses (Federal Rules of Civil Procedure, Rules 8 and 12, or the state’s equivalent)',
      ],
    ]);
    expect(pkg.facts.find((f) => f.date)?.date).toBe('2024-04-15');
    expect(pkg.strategy.limitation.deadline).toBe('2028-04-15');
    expect(pkg.strategy.provisions.map((p) => p.provision)).toContain(
      'Federal Rules of Civil Procedure, Rule 12',
    );
  });

  it('uses the Bail Act for the accused in an English criminal case', async () => {
    const pkg = await generateCasePackage(
      {
        ...base,
        representing: 'accused',
        complainant: 'Crown Prosecution Service',
        victim: 'Mary Jones',
        accused: 'Tom Hardy',
        allegations: '',
        factsSummary:
          'On 3 May 2024 in London, Tom Hardy is alleged to have assaulted Mary Jones causing injuries to her face.',
      },
      noCorpus,
      record,
    );
    expect(pkg.drafts.map((d) => d.title)).toEqual(['Application for Bail (Bail Act 1976, s. 4)']);
    expect(pkg.drafts[0]?.html).toContain('<h2>In the Magistrates&#39; Court at [place]</h2>');
    expect(pkg.strategy.limitation.rule).toContain("Magistrates' Courts Act 1980, s. 127");
  });

  it('lets a victim in England or the US report and declare, not pray for cognizance', async () => {
    const victim = (factsSummary: string) =>
      generateCasePackage(
        {
          ...base,
          representing: 'victim',
          complainant: 'Mary Jones',
          victim: 'Mary Jones',
          accused: 'Tom Hardy',
          allegations: '',
          factsSummary,
        },
        noCorpus,
        record,
      );
    const london = await victim(
      'On 3 May 2024 in London, Tom Hardy assaulted Mary Jones causing injuries to her face.',
    );
    const statement = london.drafts.find((d) => d.kind === 'complaint')?.html ?? '';
    expect(statement).toContain('Mary Jones asks that the offences under');
    expect(statement).toContain('(Criminal Justice Act 1967, s. 9)');
    expect(statement).not.toMatch(/cognizance|nothing material has been concealed/);
    const austin = await victim(
      'On 3 May 2024 in Austin, Texas Tom Hardy assaulted Mary Jones causing injuries to her face.',
    );
    expect(austin.drafts.find((d) => d.kind === 'complaint')?.html).toContain(
      'I declare under penalty of perjury that the foregoing is true and correct (28 U.S.C. § 1746',
    );
    expect(austin.drafts.find((d) => d.kind === 'bail_objection')?.html).toContain(
      'Tom Hardy not be released pending trial',
    );
  });

  it('cites only what the corpus search returns, with the matching passage and a stance for the side', async () => {
    const corpus: JudgementHit[] = [
      {
        judgementId: 'j-presumption',
        title: 'A v. B',
        citation: '(2019) 1 XYZ 1',
        court: 'Supreme Court of India',
        year: 2019,
        passage:
          'The cheque was dishonoured for insufficient funds; the statutory presumption under Section 139 applied and the conviction was upheld.',
        score: 0,
      },
      {
        judgementId: 'j-acquittal',
        title: 'C v. D',
        citation: '(2020) 2 XYZ 2',
        court: 'High Court',
        year: 2020,
        passage:
          'The accused showed the cheque was issued as security; the presumption was rebutted and the accused was acquitted.',
        score: 0,
      },
      {
        judgementId: 'j-unrelated',
        title: 'E v. F',
        citation: '(2021) 3 XYZ 3',
        court: 'High Court',
        year: 2021,
        passage: 'Tenancy and eviction of a lessee.',
        score: 0,
      },
    ];
    const victim = await generateCasePackage(
      { ...base, factsSummary: INDIAN_CHEQUE },
      corpusSearch(corpus),
      record,
    );
    const ids = victim.judgements.map((j) => j.judgement_id);
    expect(ids).toContain('j-presumption');
    expect(ids).toContain('j-acquittal');
    expect(ids).not.toContain('j-unrelated');
    const stance = (pkg: typeof victim, id: string) =>
      pkg.judgements.find((j) => j.judgement_id === id)?.stance;
    expect(stance(victim, 'j-presumption')).toBe('helps');
    expect(stance(victim, 'j-acquittal')).toBe('hurts');
    expect(victim.judgements[0]?.relevance).toMatch(/shares these terms with the case: .*cheque/);
    const accused = await generateCasePackage(
      { ...base, representing: 'accused', factsSummary: INDIAN_CHEQUE },
      corpusSearch(corpus),
      record,
    );
    expect(stance(accused, 'j-presumption')).toBe('hurts');
    expect(stance(accused, 'j-acquittal')).toBe('helps');
  });

  it('tells the facts as edited in the wizard, once, under a court heading of its own', async () => {
    // The file as the PDF reader gives it: the caption's heading run into the court's line.
    const fileText = `IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, PUNE Statement of facts\n\n${INDIAN_CHEQUE}`;
    const edited = INDIAN_CHEQUE.replace('Kothrud', 'Baner');
    const pkg = await generateCasePackage(
      {
        ...base,
        // The allegation repeats a fact of the file with a few words more: not an edit of it.
        allegations:
          'Dishonour of cheque: The cheque was returned unpaid on 20/08/2022 for insufficient funds.',
        factsSummary: edited,
        files: [{ name: 'complaint.pdf', text: fileText, pages: 1 }],
      },
      noCorpus,
      record,
    );
    const texts = pkg.facts.map((f) => f.text);
    expect(texts.filter((t) => t.includes('hardware shop'))).toEqual([
      'The complainant Ravi Kumar runs a hardware shop at Baner in Pune.',
    ]);
    // The facts the edit left alone keep the file as their source.
    expect(pkg.facts.find((f) => f.text.includes('cheque No. 004512'))?.source_file).toBe('complaint.pdf');
    expect(pkg.facts.find((f) => f.text.startsWith('The cheque was returned'))?.source_file).toBe(
      'complaint.pdf',
    );
    expect(texts.join(' ')).not.toContain('Kothrud');
    // The five facts of the case, each once: the allegation tells one of them again, so it is not a sixth.
    expect(pkg.facts.length).toBe(5);
    expect(texts.filter((t) => t.includes('returned unpaid'))).toHaveLength(1);
    for (const draft of pkg.drafts) {
      expect(draft.html, draft.title).toContain('Baner');
      expect(draft.html, draft.title).not.toContain('Kothrud');
      expect(draft.html, draft.title).toContain('<p>Place: Pune</p>');
      expect(draft.html, draft.title).not.toMatch(/PUNE Statement/);
    }
    // The complaint is headed by the court (the demand notice, a letter, by none).
    expect(pkg.drafts.find((d) => d.kind === 'complaint')?.html).toContain(
      '<h2>In the COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, PUNE</h2>',
    );
  });

  it('gives each draft the case’s facts once; an allegation no fact tells goes after them', async () => {
    const allegations = [
      // Two facts of the summary told again, one after a label, one with its date written otherwise.
      'The cheque was returned unpaid on 20/08/2022 for insufficient funds.',
      'Dishonour of cheque: the accused Suresh Patil issued cheque No. 004512 for Rs. 2,50,000 on 12.08.2022.',
      // Said by no fact.
      'Cheating (Section 318 BNS)',
      'Criminal intimidation of the complainant over the telephone after the notice.',
    ].join('\n');
    const listIn = (html: string, heading: string) => {
      const list = html.match(new RegExp(`<h3>${heading}</h3><[ou]l>(.*?)</[ou]l>`))?.[1] ?? '';
      return [...list.matchAll(/<li><p>(.*?)<\/p><\/li>/g)].map((m) => m[1]);
    };
    const victim = await generateCasePackage(
      { ...base, factsSummary: INDIAN_CHEQUE, allegations },
      noCorpus,
      record,
    );
    expect(victim.facts.map((f) => f.text)).toHaveLength(5);
    // A cheque case alleging cheating and intimidation too: the cheque's drafts and the police's.
    expect(victim.drafts.map((d) => d.kind)).toEqual(['legal_notice', 'complaint', 'complaint', 'complaint']);
    const pleadings = victim.drafts.filter((d) => d.html.includes('<h3>Facts</h3>'));
    expect(pleadings).toHaveLength(2);
    for (const draft of pleadings)
      expect(listIn(draft.html, 'Facts'), draft.title).toEqual(victim.facts.map((f) => f.text));
    // The allegations of the other offences go to the police's drafts, not to the cheque's.
    const [demand, chequeComplaint, ...police] = victim.drafts;
    for (const draft of [demand, chequeComplaint])
      expect(draft?.html, draft?.title).not.toContain('Criminal intimidation of the complainant');
    for (const draft of police)
      expect(listIn(draft.html, 'Allegations'), draft.title).toEqual([
        'Cheating (Section 318 BNS)',
        'Criminal intimidation of the complainant over the telephone after the notice.',
      ]);
    const accused = await generateCasePackage(
      { ...base, representing: 'accused', factsSummary: INDIAN_CHEQUE, allegations },
      noCorpus,
      record,
    );
    // The drawer's bail application tells the complaint's facts as its allegations, each once.
    const bail = accused.drafts.find((d) => d.kind === 'bail_application')?.html ?? '';
    expect(listIn(bail, 'The complainant’s case \\(not admitted\\)')).toEqual(
      accused.facts.map((f) => f.text),
    );
    const civil = await generateCasePackage(
      { ...base, caseType: 'Civil', factsSummary: INDIAN_CHEQUE, allegations },
      noCorpus,
      record,
    );
    // A notice has no headings: the further allegations go on numbered after the facts.
    const notice = civil.drafts.find((d) => d.kind === 'legal_notice')?.html ?? '';
    expect(notice).toContain(
      '<li><p>Despite a legal notice dated 1 September 2022 the accused did not pay the amount within fifteen days.</p></li><li><p>Cheating (Section 318 BNS)</p></li>',
    );
    expect(notice).not.toContain('Allegations');
    // Allegations the facts tell entirely: no allegations section at all.
    const told = await generateCasePackage(
      { ...base, factsSummary: INDIAN_CHEQUE, allegations: allegations.split('\n').slice(0, 2).join('\n') },
      noCorpus,
      record,
    );
    for (const draft of told.drafts) expect(draft.html, draft.title).not.toContain('Allegations');
  });

  it('prays for cognizance of the offence, not of the sections on how a cheque case is tried', async () => {
    const pkg = await generateCasePackage(
      {
        ...base,
        factsSummary: `${INDIAN_CHEQUE}\nThis complaint is filed under Section 142 of the Negotiable Instruments Act, 1881.`,
      },
      noCorpus,
      record,
    );
    const complaint = pkg.drafts.find((d) => d.kind === 'complaint')?.html ?? '';
    const prayer = /It is prayed that the Court take cognizance of the offences under ([^,]*),/.exec(
      complaint,
    );
    expect(prayer?.[1]).toBe('Section 138 Negotiable Instruments Act 1881');
    expect(pkg.strategy.issues.join(' ')).not.toContain('offence under Section 142');
    // Cited, it stays among the provisions the strategy lists.
    expect(pkg.strategy.provisions.map((p) => p.provision)).toContain(
      'Section 142 Negotiable Instruments Act 1881',
    );
  });

  it('keeps the provisions the wizard writes after an allegation with it, never alone', async () => {
    const listIn = (html: string) => {
      const list = html.match(/<h3>Allegations<\/h3><[ou]l>(.*?)<\/[ou]l>/)?.[1] ?? '';
      return [...list.matchAll(/<li><p>(.*?)<\/p><\/li>/g)].map((m) => m[1]);
    };
    const allegations = [
      // As the wizard writes them: the first tells a fact again, the second no fact tells.
      'Dishonour of cheque: The cheque was returned unpaid on 20/08/2022 for insufficient funds. (Section 138 Negotiable Instruments Act 1881)',
      'Criminal intimidation of the complainant over the telephone after the notice. (Section 351 BNS)',
      // The wizard's list of what the facts cite: no allegation.
      'Provisions cited in the facts (Section 142 Negotiable Instruments Act 1881)',
    ].join('\n');
    const pkg = await generateCasePackage(
      { ...base, factsSummary: INDIAN_CHEQUE, allegations },
      noCorpus,
      record,
    );
    // Intimidation, non-cognizable, goes to the Magistrate by a complaint beside the cheque's.
    const [notice, chequeComplaint, complaint] = pkg.drafts;
    expect(complaint?.title).toBe(
      'Complaint under Section 223 of the Bharatiya Nagarik Suraksha Sanhita, 2023',
    );
    expect(listIn(complaint?.html ?? '')).toEqual([
      'Criminal intimidation of the complainant over the telephone after the notice. (Section 351 BNS)',
    ]);
    for (const draft of [notice, chequeComplaint]) {
      expect(listIn(draft?.html ?? ''), draft?.title).toEqual([]);
      expect(draft?.html, draft?.title).not.toContain('(Section 351 BNS)');
    }
  });

  it('lists an offence once though the wizard names it in both codes', async () => {
    const pkg = await generateCasePackage(WIZARD_CHEATING, noCorpus, record);
    const provisions = pkg.strategy.provisions.map((p) => p.provision);
    expect(provisions.filter((p) => /\b420 IPC|318\(4\) BNS/.test(p))).toEqual([
      'Section 420 IPC (now Section 318(4) BNS)',
    ]);
    // The procedure the facts cite is listed once too, as cited.
    expect(provisions.filter((p) => /154 CrPC|173 BNSS/.test(p))).toEqual([
      'Section 154 CrPC (now Section 173 BNSS)',
    ]);
  });

  it('says the cheque’s month of limitation only in a cheque case', async () => {
    const cheating = await generateCasePackage(WIZARD_CHEATING, noCorpus, record);
    expect(cheating.strategy.limitation.note).not.toMatch(/cheque/i);
    expect(cheating.strategy.limitation.note).toContain('Section 515 BNSS');
    const accused = await generateCasePackage(
      { ...WIZARD_CHEATING, representing: 'accused' },
      noCorpus,
      record,
    );
    expect(accused.strategy.limitation.note).not.toMatch(/cheque/i);
  });

  it('makes each offence the facts cite an issue, though no allegation rule names it', async () => {
    const pkg = await generateCasePackage(WIZARD_CHEATING, noCorpus, record);
    expect(pkg.strategy.issues).toEqual([
      'Whether Ravi Kumar committed the offence under Section 420 IPC (now Section 318(4) BNS).',
      'Whether Ravi Kumar should be on bail pending trial, and on what conditions.',
    ]);
  });

  it('prays for cognizance of the offences, not of the procedure that moves the Court', async () => {
    const pkg = await generateCasePackage(WIZARD_CHEATING, noCorpus, record);
    const complaint = pkg.drafts.find((d) => d.kind === 'complaint')?.html ?? '';
    expect(complaint).toContain(
      'take cognizance of the offences under Section 420 IPC (now Section 318(4) BNS), summon Ravi Kumar',
    );
    const petition = pkg.drafts.find((d) => d.kind === 'protest_petition')?.html ?? '';
    expect(petition).toContain(
      'take cognizance of the offences under Section 420 IPC (now Section 318(4) BNS) or direct',
    );
  });

  it('does not tell the title of the wizard’s summary as a fact', async () => {
    const pkg = await generateCasePackage(WIZARD_CHEATING, noCorpus, record);
    const facts = pkg.facts.map((f) => f.text);
    expect(facts).toHaveLength(3);
    expect(facts[0]).toMatch(/^On 12 March 2021 the accused Ravi Kumar took/);
    for (const draft of pkg.drafts)
      expect(draft.html, draft.title).not.toContain('Sunita Devi against Ravi Kumar');
    // A fact that says who acted against whom stays a fact.
    const told = await generateCasePackage(
      {
        ...WIZARD_CHEATING,
        factsSummary: WIZARD_CHEATING.factsSummary.replace(
          'Sunita Devi against Ravi Kumar.',
          'She complained against Ravi Kumar.',
        ),
      },
      noCorpus,
      record,
    );
    expect(told.facts.map((f) => f.text)).toContain('She complained against Ravi Kumar.');
  });

  it('signs the drafts at the place as edited in the wizard, not the file’s original', async () => {
    const file = `The complainant Ravi Kumar runs a hardware shop at Kothrud.
On 12/08/2022 the accused Suresh Patil issued cheque No. 004512 for Rs. 2,50,000 which was returned unpaid.`;
    const pkg = await generateCasePackage(
      {
        ...base,
        factsSummary: file.replace('Kothrud', 'Baner'),
        files: [{ name: 'complaint.pdf', text: file, pages: 1 }],
      },
      noCorpus,
      record,
    );
    for (const draft of pkg.drafts) {
      expect(draft.html, draft.title).toContain('<p>Place: Baner</p>');
      expect(draft.html, draft.title).not.toContain('Kothrud');
    }
  });

  it('puts the court at the FIR’s police station, not at the first place the facts name', async () => {
    const pkg = await generateCasePackage(
      {
        ...base,
        representing: 'accused',
        complainant: 'Suresh Patil',
        victim: 'Suresh Patil',
        accused: 'Ravi Verma',
        allegations: '',
        factsSummary:
          'On 4 January 2025 the accused Ravi Verma travelled from Pune to Delhi. He had met the complainant Suresh Patil in Pune and taken Rs. 2,00,000 from him in Pune. On 6 January 2025 an FIR was registered at Connaught Place Police Station, New Delhi under Section 420 IPC.',
      },
      noCorpus,
      record,
    );
    expect(pkg.drafts.map((d) => d.kind)).toEqual(['bail_application', 'anticipatory_bail_application']);
    for (const draft of pkg.drafts) {
      const heading = /<h2>(.*?)<\/h2>/.exec(draft.html)?.[1];
      expect(heading, draft.title).toBe('In the Court of the Sessions Judge, New Delhi');
      expect(draft.html, draft.title).toContain('<p>Police Station: Connaught Place</p>');
      expect(draft.html, draft.title).toContain('<p>Place: New Delhi</p>');
    }
  });

  it('leaves the court’s seat blank to fill when the case names no court and no police station', async () => {
    const pkg = await generateCasePackage(
      {
        ...base,
        factsSummary:
          'The accused Suresh Patil travelled from Mumbai to Pune. On 12/08/2022 he issued cheque No. 004512 for Rs. 2,50,000 to the complainant Ravi Kumar in Mumbai, which was returned unpaid for insufficient funds.',
      },
      noCorpus,
      record,
    );
    // The demand notice is a letter: the complaint is the draft a court heads.
    const headed = pkg.drafts.filter((d) => d.kind !== 'legal_notice');
    expect(headed.length).toBeGreaterThan(0);
    for (const draft of headed) {
      const heading = /<h2>(.*?)<\/h2>/.exec(draft.html)?.[1] ?? '';
      expect(heading, draft.title).toMatch(/, \[place[^\]]*\]$/);
      expect(heading, draft.title).not.toMatch(/Mumbai|Pune/);
    }
  });

  it('keeps the court of the filing’s caption over the police station and the facts’ places', async () => {
    const fileText = `IN THE COURT OF THE CHIEF JUDICIAL MAGISTRATE, NAGPUR\n\nThe accused Suresh Patil travelled from Pune to Nagpur. On 12/08/2022 in Pune he issued cheque No. 004512 for Rs. 2,50,000 to the complainant Ravi Kumar. An FIR was registered at Kothrud Police Station, Pune.`;
    const pkg = await generateCasePackage(
      { ...base, files: [{ name: 'complaint.pdf', text: fileText, pages: 1 }] },
      noCorpus,
      record,
    );
    const headed = pkg.drafts.filter((d) => d.kind !== 'legal_notice');
    expect(headed.length).toBeGreaterThan(0);
    for (const draft of headed) {
      expect(draft.html, draft.title).toContain(
        '<h2>In the COURT OF THE CHIEF JUDICIAL MAGISTRATE, NAGPUR</h2>',
      );
    }
  });

  it('tells a caption run into the court’s heading as its parties, not as the heading', async () => {
    const fileText =
      'IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS AT PUNE Ravi Kumar, aged 45, Kothrud, Pune ... Complainant Versus Suresh Patil, aged 50, Hadapsar, Pune ... Accused\n\nOn 12/08/2022 the accused issued cheque No. 004512 for Rs. 2,50,000 to the complainant.';
    const pkg = await generateCasePackage(
      { ...base, files: [{ name: 'complaint.pdf', text: fileText, pages: 1 }] },
      noCorpus,
      record,
    );
    const facts = pkg.facts.map((f) => f.text);
    expect(facts.slice(0, 2)).toEqual([
      'Ravi Kumar, aged 45, Kothrud, Pune ... Complainant',
      'Suresh Patil, aged 50, Hadapsar, Pune ... Accused',
    ]);
    expect(facts.join(' ')).not.toMatch(/IN THE COURT/);
  });

  it('stops when a step is refused (cancellation between steps)', async () => {
    const refused = async (step: string) => {
      if (step === 'generating_judgement') throw new Error('cancelled');
    };
    await expect(
      generateCasePackage({ ...base, factsSummary: INDIAN_CHEQUE }, noCorpus, refused),
    ).rejects.toThrow('cancelled');
  });
});
