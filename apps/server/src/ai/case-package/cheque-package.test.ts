import { getCasePackageResponse } from '@lexi/shared/api/case-package';
import { describe, expect, it } from 'vitest';
import { build as generate } from './case-package-test-kit.ts';
import { CHEQUE } from './cheque-test-kit.ts';
import type { GeneratedPackage } from './generate-package.ts';

/** Everything the package says: its strategy and its drafts' titles and texts. */
const everything = (pkg: GeneratedPackage) =>
  JSON.stringify({ strategy: pkg.strategy, drafts: pkg.drafts }).replace(/<[^>]+>/g, ' ');

/** The police case's procedure, which a cheque case does not have. */
const POLICE = [
  /\bFIR\b/,
  /175\(3\)/,
  /156\(3\)/,
  /protest petition/i,
  /anticipatory bail/i,
  /Section 173 BNSS/,
  /closure report/i,
];

describe('the package of a cheque-dishonour case (Section 138 NI Act)', () => {
  it('gives the payee a demand notice and a complaint under Sections 138 and 142', async () => {
    const pkg = await generate(CHEQUE);
    expect(pkg.drafts.map((d) => [d.kind, d.title])).toEqual([
      ['legal_notice', 'Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881'],
      ['complaint', 'Complaint under Sections 138 and 142 of the Negotiable Instruments Act, 1881'],
    ]);
    const text = everything(pkg);
    for (const police of POLICE) expect(text).not.toMatch(police);
    const notice = pkg.drafts[0]?.html ?? '';
    // The notice tells what came before it, not its own sending and receipt.
    expect(notice).toContain('The cheque was returned unpaid on 20 August 2022 for insufficient funds.');
    expect(notice).not.toContain('sent a legal notice');
    expect(notice).not.toContain('received the notice');
    // It speaks to the drawer, before any case: no "accused", no "complainant".
    expect(notice).toContain(
      '<li><p>On 3 June 2022 you bought goods worth Rs. 2,50,000 from my client Ravi Kumar on credit.</p></li>',
    );
    expect(notice).not.toMatch(/\baccused\b|\bcomplainant\b/);
    expect(notice).toContain(
      'You are called upon to pay my client Ravi Kumar Rs. 2,50,000, the amount of the cheque, within 15 days of receiving this notice',
    );
    expect(() =>
      getCasePackageResponse.parse({
        success: true,
        version: 1,
        versions: [],
        generated_at: '2026-01-01T00:00:00.000Z',
        facts: pkg.facts,
        judgements: pkg.judgements,
        strategy: pkg.strategy,
        drafts: pkg.drafts.map((d, i) => ({ ...d, id: String(i), updated_at: '2026-01-01T00:00:00.000Z' })),
      }),
    ).not.toThrow();
  });

  it('pleads the conditions of Section 138 in the complaint with the dates of the facts', async () => {
    const pkg = await generate(CHEQUE);
    const complaint = pkg.drafts.find((d) => d.kind === 'complaint')?.html ?? '';
    expect(complaint).toContain(
      '<h2>In the Court of the Judicial Magistrate First Class / Metropolitan Magistrate, [place of the complainant’s bank branch]</h2>',
    );
    const conditions = [
      ...(complaint.match(/<h3>The conditions of Section 138[^<]*<\/h3><ol>(.*?)<\/ol>/)?.[1] ?? '').matchAll(
        /<li><p>(.*?)<\/p><\/li>/g,
      ),
    ].map((m) => m[1] ?? '');
    expect(conditions).toHaveLength(7);
    expect(conditions[0]).toContain(
      'Suresh Patil drew cheque No. 004512 dated 12 August 2022 for Rs. 2,50,000',
    );
    expect(conditions[1]).toContain('returned unpaid by the bank on 20 August 2022');
    expect(conditions[2]).toContain('demand notice dated 1 September 2022 within 30 days');
    expect(conditions[2]).not.toContain('not met');
    // Received on 5 September: the 15 days end on the 20th, the cause of action arises on the 21st.
    expect(conditions[3]).toContain('received the notice on 5 September 2022');
    expect(conditions[3]).toContain('the cause of action arose on 21 September 2022');
    expect(conditions[4]).toContain('within one month of the cause of action, by 20 October 2022');
    expect(conditions[5]).toContain('Section 142(2)(a)');
    expect(conditions[6]).toContain('affidavit under Section 145');
    expect(complaint).toContain(
      'take cognizance of the offences under Section 138 Negotiable Instruments Act 1881, summon Suresh Patil, try the case summarily (Section 143)',
    );
    expect(complaint).toContain('(Section 143A)');
    expect(pkg.strategy.limitation.deadline).toBe('2022-10-20');
    expect(pkg.strategy.limitation.rule).toContain('Section 142(1)(b)');
  });

  it('lists the Act’s provisions, its issues and the steps in their order for the payee', async () => {
    const { strategy } = await generate(CHEQUE);
    const provisions = strategy.provisions.map((p) => p.provision);
    for (const section of ['138', '139', '141', '142', '143', '143A', '145', '146', '147', '148'])
      expect(provisions).toContain(`Section ${section} Negotiable Instruments Act 1881`);
    expect(strategy.issues.join(' ')).not.toMatch(/bail/i);
    expect(strategy.issues.join(' ')).toContain('Section 142(1)(b)');
    const steps = strategy.next_steps;
    const at = (words: RegExp) => steps.findIndex((s) => words.test(s));
    const order = [/demand notice/, /Wait 15 days/, /File the complaint/, /Section 143A/, /Section 147/];
    const found = order.map(at);
    expect(found.every((i) => i >= 0)).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    expect(strategy.counter_arguments.map((c) => c.argument).join(' ')).not.toContain('criminal colour');
  });

  it('gives the drawer a reply to the notice and bail on appearance in a bailable offence', async () => {
    const pkg = await generate({ ...CHEQUE, representing: 'accused' });
    expect(pkg.drafts.map((d) => [d.kind, d.title])).toEqual([
      [
        'reply_notice',
        'Reply to the Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881',
      ],
      [
        'bail_application',
        'Application for Bail under Section 478 BNSS (formerly Section 436 CrPC): the Offence under Section 138 of the Negotiable Instruments Act, 1881 is Bailable',
      ],
    ]);
    const text = everything(pkg);
    for (const police of POLICE) expect(text).not.toMatch(police);
    const [reply, bail] = pkg.drafts.map((d) => d.html);
    expect(reply).toContain('The presumption under Section 139');
    expect(reply).not.toContain('beyond the 30 days');
    // Before the Magistrate who tries the complaint, not the Court of Session.
    expect(bail).toContain('Magistrate');
    expect(bail).not.toContain('Sessions Judge');
    expect(bail).toContain('is bailable');
    // Its grounds argue bail: the complainant's remedies are not listed among them.
    expect(bail).not.toMatch(/Section 143A Negotiable Instruments Act 1881: The Court may order/);
    expect(bail).not.toMatch(/Section 142 Negotiable Instruments Act 1881: Cognizance/);
    const provisions = pkg.strategy.provisions.map((p) => p.provision);
    expect(provisions).toContain('Section 478 BNSS (formerly Section 436 CrPC)');
    expect(provisions).not.toContain('Section 482 BNSS (formerly Section 438 CrPC)');
    expect(pkg.strategy.next_steps[0]).toMatch(/^Reply to the demand notice/);
    expect(pkg.strategy.counter_arguments.map((c) => c.argument).join(' ')).toContain('Section 143A');
  });

  it('says when the dates show the notice came more than 30 days after the return', async () => {
    const late = {
      ...CHEQUE,
      factsSummary: CHEQUE.factsSummary
        .replace('dated 01/09/2022', 'dated 04/10/2022')
        .replace('on 05/09/2022', 'on 07/10/2022'),
    };
    const victim = await generate(late);
    const complaint = victim.drafts.find((d) => d.kind === 'complaint')?.html ?? '';
    expect(complaint).toContain('the notice is 45 days after the return');
    expect(complaint).not.toContain('more than three months');
    const accused = await generate({ ...late, representing: 'accused' });
    expect(accused.drafts[0]?.html).toContain('Your notice was given 45 days after the cheque’s return');
  });

  it('says when the cheque came back more than three months after its date', async () => {
    const stale = await generate({
      ...CHEQUE,
      factsSummary: CHEQUE.factsSummary.replace(
        'returned unpaid on 20/08/2022',
        'returned unpaid on 14/11/2022',
      ),
    });
    const complaint = stale.drafts.find((d) => d.kind === 'complaint')?.html ?? '';
    expect(complaint).toContain('returned unpaid by the bank on 14 November 2022');
    expect(complaint).toContain('the return is more than three months after the cheque’s date');
  });

  it('is a cheque case by the Section 138 the case cites, though no fact says “dishonoured”', async () => {
    const pkg = await generate({
      ...CHEQUE,
      allegations: '',
      factsSummary:
        'On 12/08/2022 the accused Suresh Patil gave cheque No. 004512 for Rs. 1,00,000, which the bank sent back. This complaint is filed under Section 138 of the N.I. Act.',
    });
    expect(pkg.drafts.map((d) => d.kind)).toEqual(['legal_notice', 'complaint']);
    // The dates the facts do not give are blanks to fill, never guessed.
    const complaint = pkg.drafts[1]?.html ?? '';
    expect(complaint).toContain('cheque No. 004512 dated 12 August 2022 for Rs. 1,00,000');
    for (const blank of ['[date of the return memo]', '[date of the notice]', '[date of receipt]'])
      expect(complaint).toContain(blank);
    expect(pkg.strategy.limitation.deadline).toBeNull();
  });

  it('keeps the police procedure where a cheque is only named, and adds it to the cheque’s for another offence', async () => {
    const paidByCheque = await generate({
      ...CHEQUE,
      allegations: 'Cheating: the accused cheated the complainant by a false promise of a flat.',
      factsSummary:
        'On 12/08/2022 the complainant paid the accused Suresh Patil Rs. 5,00,000 by cheque for a flat he never delivered.',
    });
    expect(paidByCheque.drafts.map((d) => d.kind)).toEqual([
      'complaint',
      'protest_petition',
      'bail_objection',
    ]);
    expect(paidByCheque.drafts[0]?.title).toBe(
      'Complaint under Section 223 of the Bharatiya Nagarik Suraksha Sanhita, 2023',
    );
    // With another offence alleged too, both routes (cheque-other-offence.test.ts).
    const alsoCheating = await generate({
      ...CHEQUE,
      allegations: `${CHEQUE.allegations}\nCheating: the accused cheated the complainant by a false promise to pay.`,
    });
    expect(alsoCheating.drafts.map((d) => d.kind)).toEqual([
      'legal_notice',
      'complaint',
      'complaint',
      'complaint',
    ]);
    // A civil suit on the same cheque is a civil case: a legal notice and a plaint of the CPC.
    const civil = await generate({ ...CHEQUE, caseType: 'Civil' });
    expect(civil.drafts.map((d) => d.title)).toEqual([
      'Legal Notice',
      'Plaint under Order VII Rule 1 of the Code of Civil Procedure, 1908',
    ]);
  });
});
