import { describe, expect, it } from 'vitest';
import type { CaseInput } from './case-input.ts';
import { trackFor } from './civil-forum-uk.ts';
import {
  build,
  citesNone,
  defending,
  draft,
  ENGLISH_LAW,
  INDIAN_LAW,
  US_LAW,
} from './civil-package-test-kit.ts';

/** A Texas buyer's food-grade cartons that failed their test, paid for and not refunded. */
const TEXAS: CaseInput = {
  workspaceName: 'Acme Foods v. Lone Star Packaging',
  clientName: 'Acme Foods Inc.',
  opponentName: 'Lone Star Packaging LLC',
  areaOfLaw: 'Contract',
  caseType: 'Civil',
  representing: 'victim',
  complainant: 'Acme Foods Inc.',
  accused: 'Lone Star Packaging LLC',
  victim: 'Acme Foods Inc.',
  allegations: '',
  factsSummary:
    'On 2 March 2024 Acme Foods Inc. of Austin, Texas ordered 10,000 food-grade cartons from Lone Star Packaging LLC for $48,000 and paid in full. The cartons delivered on 20 March 2024 failed the food-grade laboratory test of 25 March 2024. Acme Foods rejected the cartons by a letter of 27 March 2024, which went unanswered.',
  files: [],
};

/** The same dispute between two English companies, in pounds. */
const LEEDS: CaseInput = {
  ...TEXAS,
  workspaceName: 'Hartley Foods v. Pennine Packaging',
  clientName: 'Hartley Foods Ltd',
  opponentName: 'Pennine Packaging Ltd',
  complainant: 'Hartley Foods Ltd',
  accused: 'Pennine Packaging Ltd',
  victim: 'Hartley Foods Ltd',
  factsSummary:
    'On 2 March 2024 Hartley Foods Ltd of Leeds, England ordered 10,000 food-grade cartons from Pennine Packaging Ltd for £18,500 and paid in full. The cartons delivered on 20 March 2024 failed the food-grade laboratory test of 25 March 2024. Hartley Foods rejected the cartons by a letter of 27 March 2024, which went unanswered.',
};

const withSum = (input: CaseInput, from: string, to: string) => ({
  ...input,
  factsSummary: input.factsSummary.replace(from, to),
});

describe('the civil case package in the United States', () => {
  it('frames a quality dispute under UCC Article 2, with notice and four years from tender', async () => {
    const pkg = await build(TEXAS);
    const issues = pkg.strategy.issues.join('\n');
    expect(issues).toMatch(/express warranty and merchantability \(UCC §§ 2-313, 2-314\)/);
    expect(issues).toMatch(/fitness for a particular purpose .*\(UCC § 2-315\)/);
    expect(issues).toMatch(
      /rightfully rejected the cartons .*\(UCC §§ 2-601, 2-602\).*\(UCC § 2-607\(3\)\(a\)\)/,
    );
    expect(pkg.strategy.issues).toContain('Whether the action is within limitation (UCC § 2-725).');
    expect(pkg.strategy.limitation.rule).toMatch(/^UCC § 2-725 \(.*4 years/);
    expect(pkg.strategy.limitation.deadline).toBe('2028-03-20');
    expect(pkg.strategy.limitation.note).toMatch(/^Counted from 20 March 2024, the tender of delivery/);
    expect(pkg.strategy.arguments.join('\n')).toMatch(
      /recover so much of the price as has been paid \(§ 2-711\)/,
    );
    const why = pkg.strategy.provisions.find(
      (p) => p.provision === 'UCC § 2-607(3)(a) (notice of breach)',
    )?.why;
    expect(why).toMatch(/barred from any remedy/);
  });

  it('sends a claim under USD 75,000 to the state court, and over it names diversity jurisdiction', async () => {
    const small = (await build(TEXAS)).strategy;
    expect(small.next_steps.join(' ')).toMatch(
      /At \$48,000 the claim does not exceed the USD 75,000 .*28 U\.S\.C\. § 1332\(a\).*state court.*small-claims limit, which differs from state to state/,
    );
    expect(small.provisions.map((p) => p.provision)).not.toContain('28 U.S.C. § 1332(a)');
    const large = (await build(withSum(TEXAS, '$48,000', '$120,000'))).strategy;
    expect(large.provisions.map((p) => p.provision)).toContain('28 U.S.C. § 1332(a)');
    expect(large.next_steps.join(' ')).toMatch(
      /At \$120,000 the claim exceeds USD 75,000: a federal district court/,
    );
    const defence = (await build(defending(withSum(TEXAS, '$48,000', '$120,000')))).strategy;
    expect(defence.issues.join(' ')).toMatch(/diversity jurisdiction/);
    expect(defence.next_steps.join(' ')).toMatch(/remove it to federal court within 30 days of service/);
  });

  it('writes the demand letter and the complaint that state the claim', async () => {
    const pkg = await build(TEXAS);
    const letter = draft(pkg, 'legal_notice');
    expect(letter).toContain('<h1>Demand Letter</h1>');
    expect(letter).toContain('This letter is notice of the breach under UCC § 2-607(3)(a)');
    expect(letter).toContain(
      'My client demands that you, within 14 days of receiving this letter, refund $48,000 with interest',
    );
    expect(letter).toContain('<strong>Attorney for Acme Foods Inc.</strong>');
    const complaint = draft(pkg, 'plaint');
    expect(complaint).toContain('<h2>In the [name of the court], [county] County, Texas</h2>');
    expect(complaint).toContain('<h3>Jurisdiction and venue</h3>');
    expect(complaint).toMatch(/<h3>Count I: Goods not of the contracted quality \(UCC § 2-314/);
    expect(complaint).toMatch(
      /WHEREFORE, the plaintiff Acme Foods Inc\. demands judgment against the defendant Lone Star Packaging LLC: \(a\) that Lone Star Packaging LLC be ordered to refund \$48,000/,
    );
    expect(complaint).toContain('incidental and consequential damages (UCC § 2-715)');
    expect(complaint).not.toContain('Verification');
    expect(pkg.strategy.evidence.join('\n')).toMatch(/^The delivery receipt, bill of lading/m);
  });

  it('answers with a response letter and an answer with affirmative defences', async () => {
    const pkg = await build(defending(TEXAS));
    expect(pkg.drafts.map((d) => d.kind)).toEqual(['reply_notice', 'written_statement']);
    const response = draft(pkg, 'reply_notice');
    expect(response).toContain('Your letter demands that my client Lone Star Packaging LLC refund $48,000');
    expect(response).toMatch(/Notice: a buyer who has accepted goods must notify the seller/);
    const answer = draft(pkg, 'written_statement');
    expect(answer).toContain('<h3>Affirmative defenses (Fed. R. Civ. P. 8(c), or the state’s rule)</h3>');
    expect(answer).toContain(
      'fails to state a claim upon which relief can be granted (Fed. R. Civ. P. 12(b)(6))',
    );
    expect(answer).toMatch(/barred to the extent they were not brought in time \(UCC § 2-725/);
    expect(answer).toMatch(/Disclaimer: .*UCC § 2-316\(2\)/);
  });

  it('leaves a loan to the state’s statute of limitations, without a made-up deadline', async () => {
    const pkg = await build({
      ...TEXAS,
      factsSummary:
        'On 1 March 2023 in Dallas, Texas Ravi Patel lent $20,000 to Sam Ortiz, who promised to repay it in six months but did not repay.',
    });
    expect(pkg.strategy.issues.join(' ')).toMatch(/lent \$20,000/);
    expect(pkg.strategy.limitation.rule).toMatch(/^The state’s statute of limitations for contracts/);
    expect(pkg.strategy.limitation.deadline).toBeNull();
  });

  it('cites no Indian or English law', () => citesNone(TEXAS, [INDIAN_LAW, ENGLISH_LAW]));
});

describe('the civil case package in England and Wales', () => {
  it('frames a business sale under the Sale of Goods Act 1979, with six years under s. 5', async () => {
    const pkg = await build(LEEDS);
    const issues = pkg.strategy.issues.join('\n');
    expect(issues).toMatch(
      /corresponded with their description and were of satisfactory quality \(Sale of Goods Act 1979, ss\. 13 and 14\(2\)\)/,
    );
    expect(issues).toMatch(
      /rejected the cartons in time or accepted them \(Sale of Goods Act 1979, ss\. 34 and 35\)/,
    );
    expect(pkg.strategy.issues).toContain(
      'Whether the claim is within limitation (Limitation Act 1980, s. 5).',
    );
    expect(pkg.strategy.limitation.rule).toMatch(/^Limitation Act 1980: Section 5 \(.*6 years/);
    expect(pkg.strategy.limitation.deadline).toBe('2030-03-20');
    expect(pkg.strategy.arguments.join('\n')).toMatch(/prima facie the difference .* \(s\. 53\(3\)\)/);
  });

  it('gives a consumer the Consumer Rights Act 2015 and its 30 days', async () => {
    const pkg = await build({
      ...LEEDS,
      factsSummary: `${LEEDS.factsSummary} Hartley bought them for his own personal use.`,
    });
    expect(pkg.strategy.issues.join(' ')).toMatch(/Consumer Rights Act 2015, ss\. 9–11/);
    expect(pkg.strategy.issues.join(' ')).toMatch(/within the 30 days of the short-term right to reject/);
    expect(pkg.strategy.provisions.map((p) => p.provision)).toContain('Consumer Rights Act 2015, ss. 19–24');
    expect(draft(pkg, 'legal_notice')).toMatch(
      /reject them within 30 days and be refunded \(ss\. 20 and 22\)/,
    );
  });

  it('names the track by the claim’s value and the pre-action letter’s 14 days', async () => {
    expect(trackFor(10_000)).toBe('small claims track');
    expect(trackFor(10_001)).toBe('fast track');
    expect(trackFor(25_000)).toBe('fast track');
    expect(trackFor(100_000)).toBe('intermediate track');
    expect(trackFor(100_001)).toBe('multi-track');
    const steps = (await build(LEEDS)).strategy.next_steps.join('\n');
    expect(steps).toMatch(/At £18,500 the claim normally goes to the fast track/);
    expect(steps).toMatch(/Practice Direction – Pre-Action Conduct, para\. 6.*14 days to reply/);
    const small = (await build(withSum(LEEDS, '£18,500', '£8,000'))).strategy.next_steps.join('\n');
    expect(small).toMatch(/At £8,000 the claim normally goes to the small claims track/);
  });

  it('claims Late Payment Act interest on an unpaid price between businesses', async () => {
    const pkg = await build({
      ...LEEDS,
      factsSummary:
        'On 2 February 2024 Hartley Foods Ltd of Leeds, England supplied 800 crates of apples to Pennine Packaging Ltd. The invoices of £64,000 remain unpaid despite a reminder.',
    });
    expect(pkg.strategy.issues.join(' ')).toMatch(
      /so that the price of £64,000 is due \(Sale of Goods Act 1979, s\. 49\)/,
    );
    expect(pkg.strategy.provisions.map((p) => p.provision)).toContain(
      'Late Payment of Commercial Debts (Interest) Act 1998',
    );
    expect(pkg.strategy.next_steps.join(' ')).toMatch(/intermediate track/);
    expect(pkg.strategy.next_steps.join(' ')).toMatch(/Pre-Action Protocol for Debt Claims/);
    expect(draft(pkg, 'plaint')).toMatch(
      /The claimant claims statutory interest under the Late Payment of Commercial Debts/,
    );
  });

  it('pleads a loan as a debt due, time running from a written demand where no date was set', async () => {
    const pkg = await build({
      ...LEEDS,
      factsSummary:
        'On 1 March 2023 in Manchester, England Ravi Patel lent £20,000 to Sam Ortiz, who promised to repay it in six months but did not repay. A written demand of 1 June 2024 was ignored.',
    });
    expect(pkg.strategy.issues.join(' ')).toMatch(
      /time runs only from a written demand \(Limitation Act 1980, s\. 6\)/,
    );
    expect(pkg.strategy.limitation.rule).toMatch(/^Limitation Act 1980: Sections 5 and 6/);
    const particulars = draft(pkg, 'plaint');
    expect(particulars).toContain('<h3>The sum due</h3><p>The sum of £20,000 is due and unpaid.</p>');
    expect(particulars).toContain(
      '(1) that Pennine Packaging Ltd be ordered to repay £20,000 lent; (2) interest',
    );
    expect(particulars).not.toContain('Loss and damage');
  });

  it('writes the letter before claim and the particulars of claim with a statement of truth', async () => {
    const pkg = await build(LEEDS);
    const letter = draft(pkg, 'legal_notice');
    expect(letter).toContain('<h1>Letter before Claim</h1>');
    expect(letter).toContain(
      'My client Hartley Foods Ltd requires you, within 14 days of the date of this letter, to refund £18,500 with interest',
    );
    expect(letter).toMatch(/alternative dispute resolution/);
    const particulars = draft(pkg, 'plaint');
    expect(particulars).toContain('<p>Hartley Foods Ltd … Claimant</p>');
    expect(particulars).toContain('<p>Claim No. [ ]</p>');
    expect(particulars).toContain('The claimant expects to recover £18,500 (CPR 16.3).');
    expect(particulars).toMatch(
      /AND THE CLAIMANT CLAIMS against Pennine Packaging Ltd: \(1\) that Pennine Packaging Ltd be ordered to refund £18,500/,
    );
    expect(particulars).toMatch(
      /<h3>Statement of truth<\/h3><p>The claimant believes that the facts stated in these particulars of claim are true\./,
    );
  });

  it('answers with a response and a defence that admits, does not admit and denies', async () => {
    const pkg = await build(defending(LEEDS));
    const response = draft(pkg, 'reply_notice');
    expect(response).toContain('Your letter requires my client Pennine Packaging Ltd to refund £18,500');
    expect(response).toMatch(/Acceptance: .*\(Sale of Goods Act 1979, s\. 35\)/);
    const defence = draft(pkg, 'written_statement');
    expect(defence).toContain('<h3>Response to the particulars of claim (CPR 16.5)</h3>');
    expect(defence).toMatch(/A slight breach: .*\(Sale of Goods Act 1979, s\. 15A\)/);
    expect(defence).toMatch(/The defendant believes that the facts stated in this defence are true/);
  });

  it('cites no Indian or US law', () => citesNone(LEEDS, [INDIAN_LAW, US_LAW]));
});

describe('the civil case package in India', () => {
  it('cites no US or English law', async () => {
    const pune: CaseInput = {
      ...TEXAS,
      factsSummary:
        'On 3 November 2025 Anil Sharma of Pune ordered 20,000 food-grade cartons for INR 4,80,000 and paid in full. The cartons delivered on 1 December 2025 failed the laboratory test of 9 December 2025. Two written demands for a refund went unanswered.',
    };
    await citesNone(pune, [US_LAW, ENGLISH_LAW]);
    expect(JSON.stringify(await build(pune))).toMatch(/Sale of Goods Act 1930/);
  });
});
