import { describe, expect, it } from 'vitest';
import { ALLEGATION_RULES } from './allegation-rules.ts';
import { classifyCaseType } from './case-type.ts';
import { goodsIn, moneyIn, principalSum, purchasePurpose, qualityIn } from './claim-facts.ts';

const civilRulesOf = (fact: string) =>
  ALLEGATION_RULES.filter((r) => r.nature === 'civil' && r.pattern.test(fact)).map((r) => r.name);

describe('the civil allegation rules', () => {
  it.each([
    [
      'The cartons delivered on 1 December 2025 failed the laboratory test of 9 December 2025.',
      'Goods not of the contracted quality',
    ],
    [
      'The pipes supplied did not conform to the agreed specifications.',
      'Goods not of the contracted quality',
    ],
    ['The rice was sub-standard and unfit for human consumption.', 'Goods not of the contracted quality'],
    [
      'Deccan Packaging refused to replace them or refund the price of INR 4,80,000.',
      'Refund of money paid for a consideration that failed',
    ],
    [
      'The builder did not return the advance of Rs. 5,00,000.',
      'Refund of money paid for a consideration that failed',
    ],
    [
      'Two written demands for replacement or refund went unanswered.',
      'Refund of money paid for a consideration that failed',
    ],
    ['The seller never delivered the 500 steel drums despite reminders.', 'Non-delivery of goods'],
    ['The machinery was never supplied though the price was paid.', 'Non-delivery of goods'],
    ['The invoices of Rs. 6,40,000 remain unpaid.', 'Price of goods sold and delivered unpaid'],
    ['The buyer failed to pay the price of the cotton bales.', 'Price of goods sold and delivered unpaid'],
    ['On 1 March 2023 Ravi lent Rs. 2,00,000 to Suresh.', 'Repayment of a loan'],
    ['Suresh took a loan of Rs. 2,00,000 and has not repaid it.', 'Repayment of a loan'],
    ['The contractor failed to complete the work and repudiated the contract.', 'Breach of contract'],
  ])('reads “%s” as %s', (fact, rule) => {
    expect(civilRulesOf(fact)).toContain(rule);
  });

  it('does not read the words of other disputes as a sale of goods', () => {
    expect(civilRulesOf('He passed through the green channel with no dutiable goods to declare.')).toEqual(
      [],
    );
    expect(civilRulesOf('All material documents were not considered and the order was rejected.')).toEqual(
      [],
    );
    expect(civilRulesOf('The accused stabbed the victim near the market.')).toEqual([]);
  });

  it('keeps a criminal case criminal though its money was not returned', () => {
    const cheating =
      'On 12 March 2021 the accused took Rs. 5,00,000 from the complainant promising a flat, never delivered it and did not return the money. An FIR was registered under Section 420 IPC.';
    expect(classifyCaseType(cheating).caseType).toBe('Criminal');
    const supply =
      'The cartons delivered on 1 December 2025 failed the laboratory test and the seller refused to refund the price of INR 4,80,000.';
    expect(classifyCaseType(supply).caseType).toBe('Civil');
    expect(classifyCaseType(supply).reason).toMatch(/goods not of the contracted quality/);
  });
});

describe('what a claim is about, from the facts', () => {
  it('reads the sums of money as written, Indian grouping and lakhs included', () => {
    expect(
      moneyIn('the price of INR 4,80,000 and Rs. 25,000/- for transport and ₹2 lakh').map((m) => m.value),
    ).toEqual([480_000, 25_000, 200_000]);
    expect(principalSum('paid Rs. 25,000 and then INR 4,80,000')?.text).toBe('INR 4,80,000');
    expect(principalSum('no money is named')).toBeNull();
  });

  it('knows the currency of a sum, by its sign or its code', () => {
    expect(
      moneyIn('$48,000, US$ 1,200, USD 90,000, £18,500, GBP 2,000 and Rs. 500').map((m) => [
        m.value,
        m.currency,
      ]),
    ).toEqual([
      [48_000, 'USD'],
      [1_200, 'USD'],
      [90_000, 'USD'],
      [18_500, 'GBP'],
      [2_000, 'GBP'],
      [500, 'INR'],
    ]);
  });

  it('reads the goods and the grade contracted, not dates, days or money', () => {
    expect(goodsIn('On 5 January 2024 Mehta Traders ordered 20,000 food-grade cartons within 15 days')).toBe(
      'cartons',
    );
    expect(goodsIn('He paid within 30 days of 2 notices')).toBeNull();
    expect(qualityIn('20,000 food-grade cartons')).toBe('food-grade');
    expect(qualityIn('rice of export quality')).toBe('export quality');
    expect(qualityIn('20,000 cartons')).toBeNull();
  });

  it('says why goods were bought only where the facts say it', () => {
    expect(purchasePurpose('He bought the cartons for his business.')).toBe('commercial');
    expect(purchasePurpose('She bought the refrigerator for her personal use.')).toBe('personal');
    expect(purchasePurpose('Deccan Packaging Private Limited sold the cartons.')).toBeNull();
  });
});
