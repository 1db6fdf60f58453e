import { describe, expect, it } from 'vitest';
import type { CaseInput, SearchJudgements } from './case-input.ts';
import { generateCasePackage } from './generate-package.ts';

/** The demo's civil case: food-grade cartons that failed their test, paid for and not refunded. */
const CARTONS: CaseInput = {
  workspaceName: 'Sharma v. Deccan Packaging',
  clientName: 'Anil Sharma',
  opponentName: 'Deccan Packaging Private Limited',
  areaOfLaw: 'Contract',
  caseType: 'Civil',
  representing: 'victim',
  complainant: 'Anil Sharma',
  accused: 'Deccan Packaging Private Limited',
  victim: 'Anil Sharma',
  allegations:
    'Deccan Packaging delivered 20,000 cartons that failed the food-grade test and refused to replace them or refund the price of INR 4,80,000.',
  factsSummary:
    'Anil Sharma ordered 20,000 food-grade cartons on 3 November 2025 and paid in full. The cartons delivered on 1 December 2025 failed the laboratory test of 9 December 2025. Two written demands for replacement or refund went unanswered.',
  files: [],
};

const noCorpus: SearchJudgements = async () => [];
const quiet = async () => {};
const build = (input: CaseInput) => generateCasePackage(input, noCorpus, quiet);
const draft = (pkg: Awaited<ReturnType<typeof build>>, kind: string) =>
  pkg.drafts.find((d) => d.kind === kind)?.html ?? '';

describe('the civil case package (India)', () => {
  it('frames the issues of a sale of goods that failed their contracted quality', async () => {
    const pkg = await build(CARTONS);
    expect(pkg.strategy.issues).toContain(
      'Whether the cartons delivered conformed to the food-grade quality contracted (Section 16 Sale of Goods Act 1930).',
    );
    expect(pkg.strategy.issues.join(' ')).toMatch(/Sections 13\(2\), 41 and 42 Sale of Goods Act/);
    expect(pkg.strategy.issues).toContain(
      'Whether the suit is within limitation (Articles 55 and 47 Limitation Act 1963).',
    );
    expect(pkg.strategy.issues).toContain('To what relief Anil Sharma is entitled (INR 4,80,000 claimed).');
  });

  it('names the Sale of Goods Act and the Commercial Courts Act, each with why', async () => {
    const pkg = await build(CARTONS);
    const why = (provision: string) => pkg.strategy.provisions.find((p) => p.provision === provision)?.why;
    expect(why('Section 16 Sale of Goods Act 1930')).toMatch(/merchantable quality/);
    expect(why('Section 61 Sale of Goods Act 1930')).toMatch(/consideration for it has failed/);
    expect(why('Section 12A Commercial Courts Act 2015')).toMatch(/pre-institution mediation/);
    expect(pkg.strategy.next_steps.join(' ')).toMatch(/Section 12A of the Commercial Courts Act 2015/);
    // Whether a consumer complaint lies depends on why the cartons were bought: said as a condition.
    expect(pkg.strategy.next_steps.join(' ')).toMatch(
      /consumer complaint .* only if Anil Sharma bought the cartons/,
    );
  });

  it('argues each element from the facts’ own sentences and reads the evidence they name', async () => {
    const pkg = await build(CARTONS);
    const quality = pkg.strategy.arguments[0] ?? '';
    expect(quality).toContain(
      'the contract and the payment: “Anil Sharma ordered 20,000 food-grade cartons on 3 November 2025 and paid in full”',
    );
    expect(quality).toContain(
      'the demand and its refusal: “Two written demands for replacement or refund went unanswered”',
    );
    const evidence = pkg.strategy.evidence.join('\n');
    expect(evidence).toMatch(/^The test or inspection report.*laboratory test of 9 December 2025/m);
    expect(evidence).toMatch(/^Copies of the demands.*Two written demands/m);
    expect(evidence).toMatch(/^Proof of payment/m);
    expect(evidence).toMatch(/^The delivery challan/m);
    expect(evidence).not.toMatch(/cheque|FIR/);
  });

  it('counts limitation from the delivery of the goods that failed, under Article 55', async () => {
    const { limitation } = (await build(CARTONS)).strategy;
    expect(limitation.rule).toMatch(/^Limitation Act 1963: Article 55 .*; Article 47 /);
    expect(limitation.deadline).toBe('2028-12-01');
    expect(limitation.note).toMatch(
      /^Counted from 1 December 2025, the delivery of the non-conforming goods/,
    );
  });

  it('states the claim in the notice and the plaint: the sum, the demand, the law', async () => {
    const pkg = await build(CARTONS);
    const notice = draft(pkg, 'legal_notice');
    expect(notice).toContain(
      'to refund INR 4,80,000 with interest at [rate] % a year from 3 November 2025 until payment, or replace the cartons with goods of the food-grade quality contracted',
    );
    expect(notice).toMatch(/Sections 15 and 16 of the Sale of Goods Act 1930 imply conditions/);
    expect(notice).toContain('apply for pre-institution mediation under Section 12A');
    expect(notice).not.toMatch(/Allegations|comply with my client/);
    const plaint = draft(pkg, 'plaint');
    expect(plaint).toContain('<h3>Valuation and court fee</h3><p>The suit is valued at INR 4,80,000');
    expect(plaint).toContain('<h3>Pre-institution mediation</h3>');
    expect(plaint).toContain('The period ends on 1 December 2028.');
    expect(plaint).toMatch(/directing Deccan Packaging Private Limited to refund INR 4,80,000 with interest/);
  });

  it('answers the claim in the reply notice and the written statement', async () => {
    const pkg = await build({
      ...CARTONS,
      representing: 'accused',
      clientName: 'Deccan Packaging Private Limited',
    });
    const reply = draft(pkg, 'reply_notice');
    expect(reply).toContain(
      'Your notice calls upon my client Deccan Packaging Private Limited to refund INR 4,80,000',
    );
    expect(reply).toContain('My client denies any obligation to do so');
    expect(reply).toMatch(/Acceptance: if Anil Sharma kept the cartons/);
    expect(reply).not.toMatch(/<strong>Allegations/);
    const statement = draft(pkg, 'written_statement');
    expect(statement).toMatch(
      /<h3>Preliminary objections<\/h3><ul><li><p>Unless the plaintiff shows that pre-institution mediation/,
    );
    expect(statement).toContain('denies any obligation to refund INR 4,80,000');
    expect(pkg.strategy.issues).toContain(
      'Whether the suit is barred for want of pre-institution mediation (Section 12A Commercial Courts Act 2015).',
    );
  });

  it('leaves out the Commercial Court below the specified value, and a consumer complaint for business goods', async () => {
    const small = await build({
      ...CARTONS,
      allegations: CARTONS.allegations.replace('INR 4,80,000', 'INR 2,40,000'),
      factsSummary: `${CARTONS.factsSummary} He bought them for his business.`,
    });
    const steps = small.strategy.next_steps.join(' ');
    expect(steps).toMatch(/below the specified value of INR 3,00,000/);
    expect(steps).toMatch(/No consumer complaint/);
    expect(small.strategy.provisions.map((p) => p.provision)).not.toContain(
      'Section 12A Commercial Courts Act 2015',
    );
    expect(draft(small, 'plaint')).not.toContain('Pre-institution mediation');
  });

  it('reads the other common causes: non-delivery, the unpaid price, a loan', async () => {
    const names = async (factsSummary: string) =>
      (await build({ ...CARTONS, allegations: '', factsSummary })).strategy.issues.join('\n');
    expect(
      await names(
        'On 5 January 2024 Mehta Traders paid an advance of Rs. 3,00,000 for 500 steel drums. The seller never delivered the drums despite reminders.',
      ),
    ).toMatch(/refused to deliver the drums contracted for \(Section 57 Sale of Goods Act 1930\)/);
    expect(
      await names(
        'On 2 February 2024 Asha Textiles supplied 800 bales of cotton to the buyer. The invoices of Rs. 6,40,000 remain unpaid.',
      ),
    ).toMatch(/so that the price of Rs\. 6,40,000 is due \(Section 55 Sale of Goods Act 1930\)/);
    expect(
      await names(
        'On 1 March 2023 Ravi lent Rs. 2,00,000 to Suresh, who promised to repay it in six months but did not repay.',
      ),
    ).toMatch(/Whether Anil Sharma lent Rs\. 2,00,000 to Deccan Packaging Private Limited/);
  });
});

describe('the civil case package elsewhere', () => {
  it('frames a US quality dispute under the UCC and keeps the UCC’s limitation', async () => {
    const pkg = await build({
      ...CARTONS,
      allegations: '',
      factsSummary:
        'On 03/02/2024 Acme Foods of Austin, Texas ordered 10,000 food-grade cartons for $48,000 and paid in full. The cartons delivered on 03/20/2024 failed the food-grade test.',
    });
    expect(pkg.strategy.issues[0]).toMatch(/UCC §§ 2-313, 2-314/);
    expect(pkg.strategy.limitation.rule).toMatch(/UCC § 2-725/);
    expect(pkg.strategy.next_steps.join(' ')).not.toMatch(/Commercial Courts/);
  });
});
