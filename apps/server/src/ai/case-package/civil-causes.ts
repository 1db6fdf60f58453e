import type { Jurisdiction } from '../litigation/allegation-rules.ts';

/** What a civil cause's strategy is written from: the case's names and what its claim is about. */
export type CauseContext = {
  claimant: string;
  defendant: string;
  /** "the cartons", or "the goods" when the facts name none. */
  goods: string;
  /** "the food-grade quality", or "the quality and description" when the facts name none. */
  quality: string;
  /** The sum claimed as written ("INR 4,80,000"), or "[amount]". */
  sum: string;
  jurisdiction: Jurisdiction;
};

type Text = (c: CauseContext) => string;

/**
 * A civil cause of action as a lawyer works it: the elements to prove (each read from the facts by
 * its words), the issues it raises, the relief it gives, the law in a sentence, the other side's
 * usual answers with replies, and (India) the Limitation Act's article. Keyed by the allegation
 * rule's name; causes without an entry keep the general civil strategy.
 */
export type CivilCause = {
  elements: ReadonlyArray<{ element: string; pattern: RegExp }>;
  issues: Partial<Record<Jurisdiction, Text[]>>;
  /** What the claimant demands, as the object of "to …": "refund INR 4,80,000 with interest". */
  demand: Text;
  /** The cause's law as the claimant states it (India; other places use the provisions alone). */
  basis?: Text;
  /** Points for the defendant beyond putting the claimant to proof. */
  defences: Text[];
  /** The defendant's usual answers, and the claimant's replies. */
  counters: ReadonlyArray<{ argument: Text; answer: Text }>;
  limitation?: { article: string; from: string };
};

const CONTRACT = {
  element: 'the contract',
  pattern: /\b(?:order(?:ed)?|agree(?:d|ment)|contract(?:ed)?|purchas\w*|bought|sold|sale|supply)\b/i,
};
const PAYMENT = { element: 'the payment', pattern: /\b(?:paid|payment|advance|deposit\w*|transferred)\b/i };
const DELIVERY = {
  element: 'the delivery',
  pattern: /\b(?:deliver(?:ed|y)|supplied|dispatched|received)\b/i,
};
const DEMAND = {
  element: 'the demand and its refusal',
  pattern: /\b(?:demand\w*|notice|reminder|letter|refus\w*|unanswered|ignored|reject\w*)\b/i,
};
const WITH_INTEREST = (c: CauseContext) => `${c.sum} with interest`;

export const CIVIL_CAUSES: Readonly<Record<string, CivilCause>> = {
  'Goods not of the contracted quality': {
    elements: [
      CONTRACT,
      PAYMENT,
      DELIVERY,
      {
        element: 'the defect',
        pattern:
          /\b(?:fail\w*|defective|sub-?standard|inferior|unfit|damaged|broken|adulterated|spurious|not\s+(?:of|fit))\b/i,
      },
      DEMAND,
    ],
    issues: {
      IN: [
        (c) =>
          `Whether ${c.goods} delivered conformed to ${c.quality} contracted (Section 16 Sale of Goods Act 1930).`,
        (c) =>
          `Whether ${c.claimant} rejected ${c.goods} in time, or accepted them so that the breach of condition can be claimed only as a breach of warranty (Sections 13(2), 41 and 42 Sale of Goods Act 1930).`,
      ],
      US: [
        (c) =>
          `Whether ${c.goods} tendered conformed to the contract and the implied warranty of merchantability (UCC §§ 2-313, 2-314), and whether ${c.claimant} rightly rejected them (UCC § 2-601).`,
      ],
      UK: [
        (c) =>
          `Whether ${c.goods} delivered were of satisfactory quality and matched their description (Sale of Goods Act 1979, ss. 13 and 14).`,
      ],
    },
    demand: (c) =>
      `refund ${WITH_INTEREST(c)} from the date of payment until payment, or replace ${c.goods} with goods of ${c.quality} contracted, and compensate my client for the loss the breach caused`,
    basis: (c) =>
      `${c.goods.replace(/^the/, 'The')} were bought by description from a seller who deals in them: Sections 15 and 16 of the Sale of Goods Act 1930 imply conditions that they match the description and are of merchantable quality. Goods that fall short of ${c.quality} contracted break those conditions, so ${c.claimant} may reject them and recover the price paid as money paid for a consideration that failed (Section 61), or claim damages (Section 59 of that Act and Section 73 of the Indian Contract Act 1872).`,
    defences: [
      (c) =>
        `Acceptance: if ${c.claimant} kept ${c.goods} beyond a reasonable time without rejecting them, they were accepted (Section 42 Sale of Goods Act 1930), and the breach of condition is then a claim in damages only (Section 13(2)).`,
      (c) =>
        `The test: who took the sample of ${c.goods}, from which lot, by what standard, and whether the contract named that test at all.`,
    ],
    counters: [
      {
        argument: () =>
          'The buyer accepted the goods on delivery and can claim no more than damages (Sections 13(2) and 42 Sale of Goods Act 1930).',
        answer: (c) =>
          `A buyer is not taken to accept goods before a reasonable opportunity to examine them (Section 41); ${c.goods} were tested soon after delivery and the demands rejected them in writing.`,
      },
      {
        argument: () => 'Caveat emptor: the buyer chose the goods and bears the risk of their quality.',
        answer: () =>
          'The goods were bought by description from a seller dealing in them: Section 16(2) implies merchantable quality, an exception to caveat emptor written into the section itself.',
      },
    ],
    limitation: {
      article: 'Article 55 (compensation for breach of contract: 3 years from when the contract is broken)',
      from: 'the delivery of the non-conforming goods',
    },
  },
  'Non-delivery of goods': {
    elements: [
      CONTRACT,
      PAYMENT,
      { element: 'the failure to deliver', pattern: /\bdeliver|supply|dispatch/i },
      DEMAND,
    ],
    issues: {
      IN: [
        (c) =>
          `Whether ${c.defendant} wrongfully neglected or refused to deliver ${c.goods} contracted for (Section 57 Sale of Goods Act 1930).`,
        () =>
          'What damages flow from the non-delivery: the difference between the contract price and the market price on the day delivery was due (Section 73 Indian Contract Act 1872).',
      ],
    },
    demand: (c) =>
      `deliver ${c.goods} contracted for, or refund ${WITH_INTEREST(c)}, and compensate my client for the non-delivery`,
    basis: (c) =>
      `${c.defendant} wrongfully neglected to deliver ${c.goods}: ${c.claimant} may sue for damages for non-delivery (Section 57 Sale of Goods Act 1930), measured by the loss that naturally arose (Section 73 Indian Contract Act 1872), and recover any price paid for goods never delivered (Section 61 Sale of Goods Act 1930).`,
    defences: [
      () =>
        'Whether time of delivery was of the essence, and whether the buyer was ready and willing to pay and take delivery.',
    ],
    counters: [
      {
        argument: () => 'Time of delivery was not of the essence, or the buyer extended it.',
        answer: () => 'The contract fixed the date of delivery and the demands held the seller to it.',
      },
    ],
    limitation: {
      article: 'Article 55 (compensation for breach of contract: 3 years from when the contract is broken)',
      from: 'the day delivery was due',
    },
  },
  'Price of goods sold and delivered unpaid': {
    elements: [
      CONTRACT,
      DELIVERY,
      {
        element: 'the unpaid price',
        pattern: /\bunpaid|outstanding|not\s+paid|did\s+not\s+pay|fail\w*\s+to\s+pay|due\b/i,
      },
      DEMAND,
    ],
    issues: {
      IN: [
        (c) =>
          `Whether ${c.goods} were delivered to and accepted by ${c.defendant}, so that the price of ${c.sum} is due (Section 55 Sale of Goods Act 1930).`,
        (c) =>
          `Whether interest is due on ${c.sum} from the day it fell due (Section 61(2) Sale of Goods Act 1930; Section 34 CPC).`,
      ],
    },
    demand: (c) =>
      `pay ${c.sum}, the price of ${c.goods} sold and delivered, with interest from the day it fell due`,
    basis: (c) =>
      `${c.goods.replace(/^the/, 'The')} were delivered and the property in them passed: the seller may sue for the price (Section 55 Sale of Goods Act 1930), with interest (Section 61).`,
    defences: [
      () =>
        'Whether the goods were rejected as defective, or the price set off against a claim for their quality.',
    ],
    counters: [
      {
        argument: () => 'The goods were defective, so the price is not due.',
        answer: (c) =>
          `${c.defendant} kept the goods and raised no complaint within a reasonable time: they were accepted (Section 42 Sale of Goods Act 1930).`,
      },
    ],
    limitation: {
      article:
        'Article 14 (price of goods sold and delivered, no fixed period of credit: 3 years from delivery); Article 15 where a fixed period of credit was agreed (3 years from its end)',
      from: 'the delivery of the goods',
    },
  },
  'Refund of money paid for a consideration that failed': {
    elements: [
      PAYMENT,
      {
        element: 'the failure of what was paid for',
        pattern: /\bfail\w*|not\s+deliver\w*|never|defective|reject\w*/i,
      },
      DEMAND,
    ],
    issues: {
      IN: [
        (c) =>
          `Whether the consideration for the ${c.sum} paid failed, so that ${c.defendant} must return it with interest (Section 65 Indian Contract Act 1872; Section 61 Sale of Goods Act 1930).`,
      ],
    },
    demand: (c) => `refund ${WITH_INTEREST(c)} from the date of payment until payment`,
    defences: [
      () => 'Whether the consideration failed wholly, or was partly received and must be accounted for.',
    ],
    counters: [],
    limitation: {
      article:
        'Article 47 (money paid upon an existing consideration which afterwards fails: 3 years from the failure)',
      from: 'the failure of the consideration',
    },
  },
  'Repayment of a loan': {
    elements: [
      { element: 'the loan', pattern: /\blent|loan|borrowed|advanced/i },
      { element: 'the failure to repay', pattern: /\brepa\w*|return\w*|not\s+paid|unpaid|outstanding/i },
      DEMAND,
    ],
    issues: {
      IN: [
        (c) => `Whether ${c.claimant} lent ${c.sum} to ${c.defendant}, and whether it remains unpaid.`,
        () =>
          'Whether the suit lies as a summary suit under Order XXXVII CPC (a written contract or a negotiable instrument).',
      ],
    },
    demand: (c) => `repay ${c.sum} lent, with interest`,
    defences: [
      () => 'Whether the money was a loan at all, or a gift, investment or payment for something else.',
    ],
    counters: [
      {
        argument: () => 'The money was not a loan.',
        answer: () =>
          'The transfer and any acknowledgment in writing show a loan; a written acknowledgment also starts limitation afresh (Section 18 Limitation Act 1963).',
      },
    ],
    limitation: { article: 'Article 19 (money lent: 3 years from when the loan is made)', from: 'the loan' },
  },
  'Breach of contract': {
    elements: [
      CONTRACT,
      { element: 'the breach', pattern: /\bbreach|fail\w*|refus\w*|did\s+not|never/i },
      DEMAND,
    ],
    issues: {
      IN: [
        (c) =>
          `Whether ${c.defendant} broke the contract, and what loss naturally arose from the breach (Section 73 Indian Contract Act 1872).`,
        (c) =>
          `Whether ${c.claimant} took the reasonable means available to reduce the loss (Explanation to Section 73).`,
      ],
    },
    demand: (c) => `pay ${WITH_INTEREST(c)} as compensation for the breach of contract`,
    basis: (c) =>
      `${c.defendant} broke the contract: ${c.claimant} is entitled to compensation for the loss that naturally arose from the breach (Section 73 Indian Contract Act 1872).`,
    defences: [
      () =>
        'Whether the loss claimed is too remote, or could have been avoided by reasonable steps (Section 73).',
    ],
    counters: [],
    limitation: {
      article: 'Article 55 (compensation for breach of contract: 3 years from when the contract is broken)',
      from: 'the breach',
    },
  },
  'Recovery of money': {
    elements: [{ element: 'the sum due', pattern: /\b(?:due|outstanding|unpaid|balance)\b/i }, DEMAND],
    issues: {
      IN: [
        (c) =>
          `Whether ${c.sum} is due from ${c.defendant} to ${c.claimant}, with interest (Section 34 CPC).`,
      ],
    },
    demand: (c) => `pay ${WITH_INTEREST(c)}`,
    defences: [],
    counters: [],
  },
  'Specific performance': {
    elements: [CONTRACT, PAYMENT, DEMAND],
    issues: {
      IN: [
        (c) =>
          `Whether ${c.claimant} was always ready and willing to perform the contract, and whether it should be specifically enforced (Sections 10 and 16(c) Specific Relief Act 1963).`,
      ],
    },
    demand: () => 'perform the agreement and execute the sale deed',
    defences: [],
    counters: [],
    limitation: {
      article:
        'Article 54 (specific performance: 3 years from the date fixed for performance, or from notice that performance is refused)',
      from: 'the refusal',
    },
  },
};
