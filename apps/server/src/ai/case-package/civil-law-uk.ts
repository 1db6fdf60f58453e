import type { CauseLaw, Text } from './civil-cause-text.ts';
import { Goods, TEST_DEFENCE } from './civil-cause-text.ts';

/**
 * England and Wales: the law of each civil cause. Goods sold between businesses fall under the
 * Sale of Goods Act 1979; goods a trader sells to a consumer under the Consumer Rights Act 2015
 * (ss. 9–11, and the remedies of ss. 19–24). Limitation: the Limitation Act 1980, six years for a
 * simple contract (s. 5), for a loan without a date for repayment from a written demand (s. 6).
 */

const SIX_YEARS =
  'Section 5 (an action founded on simple contract: 6 years from the day the cause of action accrued)';
const s5 = (from: string) => ({ rule: SIX_YEARS, cite: 's. 5', years: 6, from });

const INTEREST: Text = () =>
  'Interest on the sum from when it fell due: under s. 69 of the County Courts Act 1984 (s. 35A of the Senior Courts Act 1981 in the High Court), or, on a debt between businesses for goods or services, statutory interest under the Late Payment of Commercial Debts (Interest) Act 1998.';

export const CIVIL_LAW_UK: Readonly<Record<string, CauseLaw>> = {
  'Goods not of the contracted quality': {
    issues: [
      (c) =>
        c.consumer
          ? `Whether ${c.goods} were of satisfactory quality, fit for any purpose made known and as described (Consumer Rights Act 2015, ss. 9–11).`
          : `Whether ${c.goods} delivered corresponded with their description and were of satisfactory quality (Sale of Goods Act 1979, ss. 13 and 14(2)), and fit for any purpose made known to ${c.defendant} (s. 14(3)).`,
      (c) =>
        c.consumer
          ? `Whether ${c.claimant} rejected ${c.goods} within the 30 days of the short-term right to reject (Consumer Rights Act 2015, ss. 20 and 22), or is left to repair or replacement, a price reduction or the final right to reject (ss. 23 and 24).`
          : `Whether ${c.claimant} rejected ${c.goods} in time or accepted them (Sale of Goods Act 1979, ss. 34 and 35), so that the claim lies in damages only (ss. 11(4) and 53).`,
    ],
    basis: (c) =>
      c.consumer
        ? `${Goods(c)} were sold by a trader to ${c.claimant} as a consumer: the contract is treated as including terms that they are of satisfactory quality, fit for a purpose made known and as described (Consumer Rights Act 2015, ss. 9–11). Goods that fall short of ${c.quality} contracted break those terms: ${c.claimant} may reject them within 30 days and be refunded (ss. 20 and 22), or require repair or replacement, then a price reduction or the final right to reject (ss. 23 and 24), and may claim damages besides (s. 19).`
        : `${Goods(c)} were sold in the course of a business and by description: the Sale of Goods Act 1979 implies terms that they correspond with the description (s. 13) and are of satisfactory quality (s. 14(2)). Goods that fall short of ${c.quality} contracted break those conditions: ${c.claimant} may reject them and recover the price as money paid for a consideration that has failed (s. 54), or claim damages, prima facie the difference between their value on delivery and the value they would have had if they had answered to the contract (s. 53(3)).`,
    defences: [
      (c) =>
        c.consumer
          ? `The 30 days: the short-term right to reject ends 30 days after ${c.goods} were delivered (Consumer Rights Act 2015, s. 22); after it, the trader may first repair or replace them (s. 23).`
          : `Acceptance: ${c.claimant} accepted ${c.goods} by intimating acceptance, by an act inconsistent with the seller's ownership, or by keeping them beyond a reasonable time without rejecting them (Sale of Goods Act 1979, s. 35); the claim is then in damages only (s. 11(4)).`,
      (c) =>
        c.consumer
          ? 'Whether the fault was drawn to the consumer’s attention before the contract, or an examination made then ought to have revealed it (Consumer Rights Act 2015, s. 9(4)).'
          : 'A slight breach: a buyer who does not deal as a consumer may not reject goods for a breach so slight that rejection would be unreasonable (Sale of Goods Act 1979, s. 15A).',
      TEST_DEFENCE,
    ],
    counters: [
      {
        argument: (c) =>
          c.consumer
            ? 'The 30 days of the short-term right to reject have passed.'
            : 'The buyer accepted the goods and can claim no more than damages (Sale of Goods Act 1979, ss. 11(4) and 35).',
        answer: (c) =>
          c.consumer
            ? 'The rights to repair or replacement and then the final right to reject remain (Consumer Rights Act 2015, ss. 23 and 24), and a fault that appears within six months of delivery is taken to have been there on delivery (s. 19(14)).'
            : `A buyer is not deemed to accept goods before a reasonable opportunity to examine them (Sale of Goods Act 1979, s. 35(2)); ${c.goods} were tested soon after delivery and the demands rejected them in writing.`,
      },
      {
        argument: () => 'Caveat emptor: the buyer chose the goods and bears the risk of their quality.',
        answer: () =>
          'Satisfactory quality is implied wherever the seller sells in the course of a business (Sale of Goods Act 1979, s. 14(2)), save for defects drawn to the buyer’s attention or that an examination the buyer made ought to have revealed (s. 14(2C)).',
      },
    ],
    limitation: s5('the delivery of the non-conforming goods'),
  },
  'Non-delivery of goods': {
    issues: [
      (c) =>
        `Whether ${c.defendant} wrongfully neglected or refused to deliver ${c.goods} contracted for (Sale of Goods Act 1979, s. 51).`,
      () =>
        'What damages flow from the non-delivery: prima facie the difference between the contract price and the market price when the goods ought to have been delivered (Sale of Goods Act 1979, s. 51(3)).',
    ],
    basis: (c) =>
      `${c.defendant} wrongfully neglected or refused to deliver ${c.goods}: ${c.claimant} may sue for damages for non-delivery (Sale of Goods Act 1979, s. 51), and recover any price paid for goods never delivered as money paid for a consideration that has failed (s. 54).`,
    defences: [
      () =>
        'Whether time of delivery was of the essence, and whether the buyer was ready and willing to pay: delivery and payment are concurrent conditions unless otherwise agreed (Sale of Goods Act 1979, s. 28).',
    ],
    counters: [
      {
        argument: () => 'Time of delivery was not of the essence, or the buyer extended it.',
        answer: () =>
          'The contract fixed the date of delivery and the demands held the seller to it; where no time was fixed, the seller had to deliver within a reasonable time (Sale of Goods Act 1979, s. 29(3)), long past.',
      },
    ],
    limitation: s5('the day delivery was due'),
  },
  'Price of goods sold and delivered unpaid': {
    issues: [
      (c) =>
        `Whether the property in ${c.goods} passed to ${c.defendant}, or the price was payable on a day certain, so that the price of ${c.sum} is due (Sale of Goods Act 1979, s. 49).`,
      INTEREST,
    ],
    basis: (c) =>
      `${Goods(c)} were delivered and the property in them passed: the seller may sue for the price (Sale of Goods Act 1979, s. 49). Between businesses, statutory interest runs on the late price at 8 % a year over the Bank of England base rate, with a fixed sum for the cost of recovering it (Late Payment of Commercial Debts (Interest) Act 1998, ss. 1, 4 and 5A).`,
    defences: [
      () =>
        'Whether the goods were rightly rejected, or the price is to be reduced by a breach of warranty set up against it (Sale of Goods Act 1979, s. 53(1)(a)).',
    ],
    counters: [
      {
        argument: () => 'The goods were defective, so the price is not due.',
        answer: (c) =>
          `${c.defendant} kept ${c.goods} without rejecting them within a reasonable time: they were accepted (Sale of Goods Act 1979, s. 35), and a complaint of quality can at most reduce the price by the loss it proves (s. 53(1)(a)).`,
      },
    ],
    limitation: s5('the delivery of the goods'),
  },
  'Refund of money paid for a consideration that failed': {
    issues: [
      (c) =>
        `Whether the consideration for the ${c.sum} paid failed totally, so that ${c.defendant} must repay it (restitution; for goods, Sale of Goods Act 1979, s. 54).`,
    ],
    basis: (c) =>
      `${c.claimant} paid ${c.sum} for what never came: money paid for a consideration that has totally failed is recoverable in restitution, a right the Sale of Goods Act 1979 keeps for a buyer of goods (s. 54).`,
    defences: [
      () => 'Whether the consideration failed wholly, or was partly received and must be accounted for.',
    ],
    counters: [],
    limitation: s5('the failure of the consideration'),
  },
  'Repayment of a loan': {
    issues: [
      (c) => `Whether ${c.claimant} lent ${c.sum} to ${c.defendant}, and whether it remains unpaid.`,
      () =>
        'When repayment fell due: for a loan with no date for repayment and no condition of demand, time runs only from a written demand (Limitation Act 1980, s. 6).',
    ],
    basis: (c) =>
      `${c.claimant} lent ${c.sum} to ${c.defendant}, who has not repaid it: the sum is recoverable as a debt for money lent, with interest (s. 69 County Courts Act 1984).`,
    defences: [
      () => 'Whether the money was a loan at all, or a gift, investment or payment for something else.',
    ],
    counters: [
      {
        argument: () => 'The money was not a loan.',
        answer: () =>
          'The transfer and any acknowledgment in writing show a loan; a written and signed acknowledgment or a part payment also starts time afresh (Limitation Act 1980, ss. 29 and 30).',
      },
    ],
    limitation: {
      rule: 'Sections 5 and 6 (money lent: 6 years; for a loan without a date for repayment, from a written demand)',
      cite: 'ss. 5 and 6',
      years: 6,
      from: 'the loan',
    },
  },
  'Breach of contract': {
    issues: [
      (c) =>
        `Whether ${c.defendant} broke the contract, and what loss arose naturally from the breach or was in the parties' contemplation when they contracted (Hadley v Baxendale (1854) 9 Exch 341).`,
      (c) => `Whether ${c.claimant} took reasonable steps to mitigate the loss.`,
    ],
    basis: (c) =>
      `${c.defendant} broke the contract: ${c.claimant} is entitled to damages that put it where it would have been had the contract been performed, for the loss that arose naturally from the breach or was in the parties' contemplation when they contracted (Hadley v Baxendale (1854) 9 Exch 341).`,
    defences: [
      () =>
        'Whether the loss claimed is too remote, or could have been avoided by reasonable steps (mitigation).',
    ],
    counters: [],
    limitation: s5('the breach'),
  },
  'Recovery of money': {
    issues: [(c) => `Whether ${c.sum} is due from ${c.defendant} to ${c.claimant} as a debt.`, INTEREST],
    defences: [],
    counters: [],
    limitation: s5('the day the sum fell due'),
  },
};
