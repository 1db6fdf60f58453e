import { describe, expect, it } from 'vitest';
import type { CaseInput } from './case-input.ts';
import { build as generate } from './case-package-test-kit.ts';
import { CHEQUE } from './cheque-test-kit.ts';
import type { GeneratedPackage } from './generate-package.ts';

/** The payee Ravi Kumar's case: the cheque for goods bought on credit, and cheating alleged too. */
const CHEATING_TOO: CaseInput = {
  ...CHEQUE,
  allegations: [
    'Dishonour of cheque: the cheque was returned unpaid for insufficient funds. (Section 138 Negotiable Instruments Act 1881)',
    'Cheating: the accused induced the complainant to deliver goods by a false promise to pay, never meaning to pay. (Section 420 IPC)',
  ].join('\n'),
  factsSummary: CHEQUE.factsSummary.replace('on credit.', 'on credit, promising to pay within a month.'),
};

const titles = (pkg: GeneratedPackage) => pkg.drafts.map((d) => [d.kind, d.title]);
const html = (pkg: GeneratedPackage, title: RegExp) =>
  pkg.drafts.find((d) => title.test(d.title))?.html ?? '';

describe('a cheque case that alleges another offence too (Section 138 NI Act with cheating)', () => {
  it('gives the payee both routes: the demand notice and complaint, and the FIR with its fall-back', async () => {
    const pkg = await generate(CHEATING_TOO);
    expect(titles(pkg)).toEqual([
      ['legal_notice', 'Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881'],
      ['complaint', 'Complaint under Sections 138 and 142 of the Negotiable Instruments Act, 1881'],
      ['complaint', 'Information of a Cognizable Offence for Registration of an FIR under Section 173 BNSS'],
      [
        'complaint',
        'Application under Section 175(3) BNSS (formerly Section 156(3) CrPC) for a Direction to Register the FIR and Investigate',
      ],
    ]);
    // The cheque's complaint is for Section 138 alone, and says where the cheating goes.
    const complaint = html(pkg, /^Complaint under Sections 138 and 142/);
    expect(complaint).toContain(
      'take cognizance of the offences under Section 138 Negotiable Instruments Act 1881, summon Suresh Patil',
    );
    expect(complaint).toContain(
      'is the subject of a separate proceeding; this complaint is for the offence under Section 138 only',
    );
    expect(complaint).not.toContain('induced the complainant to deliver goods');
    expect(complaint).toContain('[place of the complainant’s bank branch]');
    // The information to the police is for the cheating, and says the cheque goes separately.
    const fir = html(pkg, /^Information of a Cognizable Offence/);
    expect(fir).toContain('To: The Station House Officer');
    expect(fir).toContain('These facts disclose cheating (Section 420 IPC (now Section 318(4) BNS)).');
    expect(fir).toContain(
      'Cheating: the accused induced the complainant to deliver goods by a false promise to pay',
    );
    expect(fir).toContain('separate complaint under Sections 138 and 142');
    expect(fir).not.toContain('take cognizance');
    const application = html(pkg, /^Application under Section 175\(3\)/);
    expect(application).toContain('Superintendent of Police under Section 173(4) BNSS');
    expect(application).toContain('supported by the complainant’s affidavit');
    expect(application).toContain('In the Court of the Judicial Magistrate First Class');
    expect(application).not.toMatch(/Grounds.*Negotiable Instruments Act 1881:/);
  });

  it('lists both routes in the payee’s strategy, each with its limitation', async () => {
    const { strategy } = await generate(CHEATING_TOO);
    const provisions = strategy.provisions.map((p) => p.provision);
    for (const provision of [
      'Section 142 Negotiable Instruments Act 1881',
      'Section 173 BNSS (formerly Section 154 CrPC)',
      'Section 175(3) BNSS (formerly Section 156(3) CrPC)',
      'Section 420 IPC (now Section 318(4) BNS)',
    ])
      expect(provisions).toContain(provision);
    // The cheque's month is the nearer deadline; the cheating's period is said beside it.
    expect(strategy.limitation.deadline).toBe('2022-10-20');
    expect(strategy.limitation.rule).toContain('Section 142(1)(b)');
    expect(strategy.limitation.note).toContain('for cheating, no period');
    const steps = strategy.next_steps;
    const at = (words: RegExp) => steps.findIndex((s) => words.test(s));
    expect(at(/demand notice/)).toBe(0);
    expect(at(/FIR \(Section 173 BNSS\)/)).toBeGreaterThan(0);
    expect(at(/Section 175\(3\) BNSS/)).toBeGreaterThan(at(/FIR \(Section 173 BNSS\)/));
    expect(at(/File the complaint under Sections 138 and 142/)).toBeGreaterThan(0);
    const counters = strategy.counter_arguments.map((c) => `${c.argument} ${c.answer}`).join(' ');
    expect(counters).toContain('criminal colour');
    expect(counters).toContain('double jeopardy');
    expect(counters).toContain('courts let both proceed');
  });

  it('gives the drawer the reply, bail in the bailable offence and anticipatory bail in the other', async () => {
    const pkg = await generate({ ...CHEATING_TOO, representing: 'accused' });
    expect(titles(pkg)).toEqual([
      [
        'reply_notice',
        'Reply to the Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881',
      ],
      [
        'bail_application',
        'Application for Bail under Section 478 BNSS (formerly Section 436 CrPC): the Offence under Section 138 of the Negotiable Instruments Act, 1881 is Bailable',
      ],
      [
        'anticipatory_bail_application',
        'Application for Anticipatory Bail under Section 482 BNSS (formerly Section 438 CrPC)',
      ],
    ]);
    const bail = html(pkg, /^Application for Bail/);
    expect(bail).toContain('Magistrate');
    expect(bail).not.toContain('Sessions Judge');
    const anticipatory = html(pkg, /^Application for Anticipatory Bail/);
    expect(anticipatory).toContain('In the Court of the Sessions Judge');
    expect(anticipatory).toContain('The dispute is civil, given a criminal colour');
    expect(anticipatory).toContain('a dishonest or fraudulent intention when the promise was made');
    expect(anticipatory).toContain('Section 35(3) BNSS');
    expect(anticipatory).toContain(
      'in the event of arrest for cheating (Section 420 IPC (now Section 318(4) BNS)) Suresh Patil',
    );
    const { strategy } = pkg;
    const provisions = strategy.provisions.map((p) => p.provision);
    expect(provisions).toContain('Section 478 BNSS (formerly Section 436 CrPC)');
    expect(provisions).toContain('Section 482 BNSS (formerly Section 438 CrPC)');
    expect(strategy.arguments.join(' ')).toContain('no dishonest intention at the inception');
    expect(strategy.arguments.join(' ')).toContain('courts let both proceed');
    expect(strategy.issues.join(' ')).toContain('anticipatory bail in the non-bailable offence of cheating');
    expect(strategy.next_steps[0]).toMatch(/^Reply to the demand notice/);
    expect(strategy.next_steps.join(' ')).toContain('anticipatory bail under Section 482 BNSS');
  });

  it('takes a non-cognizable, bailable offence to the Magistrate, with no FIR and no anticipatory bail', async () => {
    const intimidation = {
      ...CHEATING_TOO,
      allegations: [
        'Dishonour of cheque: the cheque was returned unpaid for insufficient funds. (Section 138 Negotiable Instruments Act 1881)',
        'Criminal intimidation: the accused threatened the complainant with dire consequences over the telephone after the notice. (Section 506 IPC)',
      ].join('\n'),
    };
    const victim = await generate(intimidation);
    expect(victim.drafts.map((d) => d.title)).toEqual([
      'Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881',
      'Complaint under Sections 138 and 142 of the Negotiable Instruments Act, 1881',
      'Complaint under Section 223 of the Bharatiya Nagarik Suraksha Sanhita, 2023',
    ]);
    const complaint = victim.drafts[2]?.html ?? '';
    expect(complaint).toContain('non-cognizable');
    expect(complaint).toContain(
      'take cognizance of the offence of criminal intimidation (Section 506 IPC (now Section 351(2) BNS))',
    );
    expect(victim.strategy.next_steps.join(' ')).not.toContain('FIR');
    const accused = await generate({ ...intimidation, representing: 'accused' });
    expect(accused.drafts.map((d) => d.kind)).toEqual(['reply_notice', 'bail_application']);
    expect(accused.strategy.next_steps.join(' ')).toContain('bailable: on appearance, bail is a right');
  });

  it('is found from the provisions the case invokes, not from a word: a cheque paid for a flat is cheating only', async () => {
    const pkg = await generate({
      ...CHEATING_TOO,
      allegations: 'Cheating: the accused cheated the complainant by a false promise of a flat.',
      factsSummary:
        'On 12/08/2022 the complainant paid the accused Suresh Patil Rs. 5,00,000 by cheque for a flat he never delivered.',
    });
    expect(pkg.drafts.map((d) => d.kind)).toEqual(['complaint', 'protest_petition', 'bail_objection']);
  });
});
