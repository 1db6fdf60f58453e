import type { CauseLaw } from './civil-cause-text.ts';
import { Goods, TEST_DEFENCE } from './civil-cause-text.ts';

/**
 * India's law of each civil cause: the Sale of Goods Act 1930, the Indian Contract Act 1872, the
 * CPC and the Limitation Act 1963's articles (all three years).
 */
export const CIVIL_LAW_IN: Readonly<Record<string, CauseLaw>> = {
  'Goods not of the contracted quality': {
    issues: [
      (c) =>
        `Whether ${c.goods} delivered conformed to ${c.quality} contracted (Section 16 Sale of Goods Act 1930).`,
      (c) =>
        `Whether ${c.claimant} rejected ${c.goods} in time, or accepted them so that the breach of condition can be claimed only as a breach of warranty (Sections 13(2), 41 and 42 Sale of Goods Act 1930).`,
    ],
    basis: (c) =>
      `${Goods(c)} were bought by description from a seller who deals in them: Sections 15 and 16 of the Sale of Goods Act 1930 imply conditions that they match the description and are of merchantable quality. Goods that fall short of ${c.quality} contracted break those conditions, so ${c.claimant} may reject them and recover the price paid as money paid for a consideration that failed (Section 61), or claim damages (Section 59 of that Act and Section 73 of the Indian Contract Act 1872).`,
    defences: [
      (c) =>
        `Acceptance: if ${c.claimant} kept ${c.goods} beyond a reasonable time without rejecting them, they were accepted (Section 42 Sale of Goods Act 1930), and the breach of condition is then a claim in damages only (Section 13(2)).`,
      TEST_DEFENCE,
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
      rule: 'Article 55 (compensation for breach of contract: 3 years from when the contract is broken)',
      cite: 'Article 55',
      years: 3,
      from: 'the delivery of the non-conforming goods',
    },
  },
  'Non-delivery of goods': {
    issues: [
      (c) =>
        `Whether ${c.defendant} wrongfully neglected or refused to deliver ${c.goods} contracted for (Section 57 Sale of Goods Act 1930).`,
      () =>
        'What damages flow from the non-delivery: the difference between the contract price and the market price on the day delivery was due (Section 73 Indian Contract Act 1872).',
    ],
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
      rule: 'Article 55 (compensation for breach of contract: 3 years from when the contract is broken)',
      cite: 'Article 55',
      years: 3,
      from: 'the day delivery was due',
    },
  },
  'Price of goods sold and delivered unpaid': {
    issues: [
      (c) =>
        `Whether ${c.goods} were delivered to and accepted by ${c.defendant}, so that the price of ${c.sum} is due (Section 55 Sale of Goods Act 1930).`,
      (c) =>
        `Whether interest is due on ${c.sum} from the day it fell due (Section 61(2) Sale of Goods Act 1930; Section 34 CPC).`,
    ],
    basis: (c) =>
      `${Goods(c)} were delivered and the property in them passed: the seller may sue for the price (Section 55 Sale of Goods Act 1930), with interest (Section 61).`,
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
      rule: 'Article 14 (price of goods sold and delivered, no fixed period of credit: 3 years from delivery); Article 15 where a fixed period of credit was agreed (3 years from its end)',
      cite: 'Article 14',
      years: 3,
      from: 'the delivery of the goods',
    },
  },
  'Refund of money paid for a consideration that failed': {
    issues: [
      (c) =>
        `Whether the consideration for the ${c.sum} paid failed, so that ${c.defendant} must return it with interest (Section 65 Indian Contract Act 1872; Section 61 Sale of Goods Act 1930).`,
    ],
    defences: [
      () => 'Whether the consideration failed wholly, or was partly received and must be accounted for.',
    ],
    counters: [],
    limitation: {
      rule: 'Article 47 (money paid upon an existing consideration which afterwards fails: 3 years from the failure)',
      cite: 'Article 47',
      years: 3,
      from: 'the failure of the consideration',
    },
  },
  'Repayment of a loan': {
    issues: [
      (c) => `Whether ${c.claimant} lent ${c.sum} to ${c.defendant}, and whether it remains unpaid.`,
      () =>
        'Whether the suit lies as a summary suit under Order XXXVII CPC (a written contract or a negotiable instrument).',
    ],
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
    limitation: {
      rule: 'Article 19 (money lent: 3 years from when the loan is made)',
      cite: 'Article 19',
      years: 3,
      from: 'the loan',
    },
  },
  'Breach of contract': {
    issues: [
      (c) =>
        `Whether ${c.defendant} broke the contract, and what loss naturally arose from the breach (Section 73 Indian Contract Act 1872).`,
      (c) =>
        `Whether ${c.claimant} took the reasonable means available to reduce the loss (Explanation to Section 73).`,
    ],
    basis: (c) =>
      `${c.defendant} broke the contract: ${c.claimant} is entitled to compensation for the loss that naturally arose from the breach (Section 73 Indian Contract Act 1872).`,
    defences: [
      () =>
        'Whether the loss claimed is too remote, or could have been avoided by reasonable steps (Section 73).',
    ],
    counters: [],
    limitation: {
      rule: 'Article 55 (compensation for breach of contract: 3 years from when the contract is broken)',
      cite: 'Article 55',
      years: 3,
      from: 'the breach',
    },
  },
  'Recovery of money': {
    issues: [
      (c) => `Whether ${c.sum} is due from ${c.defendant} to ${c.claimant}, with interest (Section 34 CPC).`,
    ],
    defences: [],
    counters: [],
  },
};
