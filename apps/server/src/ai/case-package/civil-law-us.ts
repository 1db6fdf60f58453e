import type { CauseLaw } from './civil-cause-text.ts';
import { Goods, TEST_DEFENCE } from './civil-cause-text.ts';

/**
 * The United States: the law of each civil cause. A sale of goods falls under Article 2 of the
 * Uniform Commercial Code as each state enacted it (warranties §§ 2-313 to 2-315, rejection and
 * notice §§ 2-601 to 2-608, remedies §§ 2-709 to 2-715, four years' limitation § 2-725); a loan
 * or another contract under the state's common law and its own statute of limitations.
 */

const UCC_LIMITATION = (from: string) => ({
  rule: 'UCC § 2-725 (an action for breach of a contract for sale: 4 years from the breach; a breach of warranty occurs on tender of delivery; the contract may shorten the period to no less than 1 year)',
  cite: 'UCC § 2-725',
  years: 4,
  from,
});

const STATE_LIMITATION = (from: string) => ({
  rule: 'the state’s statute of limitations for contracts (the periods for written and oral contracts differ from state to state; UCC § 2-725, 4 years, for a sale of goods)',
  cite: 'the state’s statute of limitations',
  years: null,
  from,
});

export const CIVIL_LAW_US: Readonly<Record<string, CauseLaw>> = {
  'Goods not of the contracted quality': {
    issues: [
      (c) =>
        `Whether ${c.goods} tendered conformed to the contract and its warranties: express warranty and merchantability (UCC §§ 2-313, 2-314), and fitness for a particular purpose made known to ${c.defendant} (UCC § 2-315).`,
      (c) =>
        `Whether ${c.claimant} rightfully rejected ${c.goods} within a reasonable time after delivery (UCC §§ 2-601, 2-602) or accepted them (UCC § 2-606), and notified ${c.defendant} of the breach within a reasonable time after discovering it (UCC § 2-607(3)(a)).`,
    ],
    basis: (c) =>
      `${Goods(c)} were sold by a merchant in goods of that kind: the UCC implies a warranty that they are merchantable (§ 2-314), besides any express warranty made by an affirmation, a description or a sample (§ 2-313). Goods that fall short of ${c.quality} contracted breach those warranties: ${c.claimant} may reject them (§ 2-601) and recover so much of the price as has been paid (§ 2-711), or, having accepted them, recover the difference between their value as accepted and their value as warranted (§ 2-714), with incidental and consequential damages (§ 2-715).`,
    defences: [
      (c) =>
        `Notice: a buyer who has accepted goods must notify the seller of the breach within a reasonable time after discovering it or be barred from any remedy (UCC § 2-607(3)(a)); ask when and how ${c.claimant} complained.`,
      (c) =>
        `Acceptance and cure: whether ${c.claimant} accepted ${c.goods} by keeping them without a rightful rejection (UCC § 2-606), and whether the seller was allowed to cure a non-conforming tender (UCC § 2-508).`,
      () =>
        'Disclaimer: a disclaimer of merchantability that mentions merchantability, and in a writing is conspicuous, excludes that warranty (UCC § 2-316(2)); read the contract, the order and the invoices.',
      TEST_DEFENCE,
    ],
    counters: [
      {
        argument: () =>
          'The buyer accepted the goods and gave no timely notice of the breach (UCC §§ 2-606, 2-607(3)(a)).',
        answer: (c) =>
          `Goods are not accepted before a reasonable opportunity to inspect them (UCC § 2-606(1)); ${c.goods} were tested soon after delivery, and the written demands rejected them and gave notice of the breach. Acceptance may also be revoked where the defect substantially impairs their value (UCC § 2-608).`,
      },
      {
        argument: () => 'The implied warranties were disclaimed.',
        answer: () =>
          'A disclaimer of merchantability must mention merchantability and, in a writing, be conspicuous (UCC § 2-316(2)); words that negate an express warranty are inoperative where they cannot reasonably be read with it (§ 2-316(1)).',
      },
    ],
    limitation: UCC_LIMITATION('the tender of delivery of the non-conforming goods'),
  },
  'Non-delivery of goods': {
    issues: [
      (c) =>
        `Whether ${c.defendant} failed to make delivery of ${c.goods} as the contract required (UCC § 2-711).`,
      (c) =>
        `What damages flow from the non-delivery: the market price when ${c.claimant} learned of the breach less the contract price (UCC § 2-713), or the cost of cover less the contract price (UCC § 2-712), with incidental and consequential damages (UCC § 2-715).`,
    ],
    basis: (c) =>
      `${c.defendant} failed to deliver ${c.goods}: ${c.claimant} may cancel and recover so much of the price as has been paid (UCC § 2-711(1)), with damages for non-delivery measured by the market price less the contract price (UCC § 2-713) or by the cost of cover (UCC § 2-712).`,
    defences: [
      () =>
        'Whether the buyer tendered payment, a condition of the seller’s duty to deliver (UCC § 2-511(1)), and whether delivery was excused by the failure of a presupposed condition (UCC § 2-615).',
    ],
    counters: [
      {
        argument: () => 'No date of delivery was agreed, or the buyer extended it.',
        answer: () =>
          'The contract fixed the date of delivery and the demands held the seller to it; where no time was agreed, delivery was due within a reasonable time (UCC § 2-309(1)), long past.',
      },
    ],
    limitation: UCC_LIMITATION('the day delivery was due'),
  },
  'Price of goods sold and delivered unpaid': {
    issues: [
      (c) =>
        `Whether ${c.defendant} accepted ${c.goods}, so that the price of ${c.sum} is due (UCC §§ 2-607(1), 2-709(1)(a)).`,
      () =>
        'Whether the seller may also recover incidental damages (UCC § 2-710) and prejudgment interest at the rate the contract or the state’s law sets.',
    ],
    basis: (c) =>
      `${Goods(c)} were delivered to and accepted by ${c.defendant}: a buyer must pay at the contract rate for goods accepted (UCC § 2-607(1)), and the seller may recover the price (UCC § 2-709(1)(a)) with incidental damages (UCC § 2-710).`,
    defences: [
      () =>
        'Whether the goods were rightly rejected or acceptance revoked (UCC §§ 2-602, 2-608), and whether damages for a breach may be deducted from the price after notice to the seller (UCC § 2-717).',
    ],
    counters: [
      {
        argument: () => 'The goods were defective, so the price is not due.',
        answer: (c) =>
          `${c.defendant} kept ${c.goods} without rejecting them: they were accepted (UCC § 2-606) and must be paid for at the contract rate (UCC § 2-607(1)); a breach of warranty is for the buyer to prove, after notice given in time (UCC § 2-607(3)(a)).`,
      },
    ],
    limitation: UCC_LIMITATION('the delivery of the goods'),
  },
  'Refund of money paid for a consideration that failed': {
    issues: [
      (c) =>
        `Whether ${c.claimant} paid ${c.sum} for what ${c.defendant} never gave, so that it must be repaid (restitution for money had and received; UCC § 2-711(1) for the price of goods).`,
    ],
    basis: (c) =>
      `${c.claimant} paid ${c.sum} and received nothing for it: the money is recoverable in restitution as money had and received, and a buyer of goods who rightly rejects them or never receives them recovers so much of the price as has been paid (UCC § 2-711(1)).`,
    defences: [
      () => 'Whether the consideration failed wholly, or was partly received and must be accounted for.',
    ],
    counters: [],
    limitation: UCC_LIMITATION('the failure of the consideration'),
  },
  'Repayment of a loan': {
    issues: [
      (c) => `Whether ${c.claimant} lent ${c.sum} to ${c.defendant}, and whether it remains unpaid.`,
      () =>
        'Whether the loan is in writing (a promissory note or loan agreement): the state’s limitation period, and the proof, depend on it.',
    ],
    basis: (c) =>
      `${c.claimant} lent ${c.sum} to ${c.defendant}, who has not repaid it: the sum is recoverable as a debt for money lent, with interest at the agreed rate or the state’s legal rate.`,
    defences: [
      () => 'Whether the money was a loan at all, or a gift, investment or payment for something else.',
    ],
    counters: [
      {
        argument: () => 'The money was not a loan.',
        answer: () =>
          'The transfer and any writing or part payment acknowledging the debt show a loan; in many states such an acknowledgment also restarts the limitation period.',
      },
    ],
    limitation: STATE_LIMITATION('the day repayment fell due'),
  },
  'Breach of contract': {
    issues: [
      (c) =>
        `Whether ${c.defendant} broke the contract, and what damages put ${c.claimant} where performance would have: the loss the breach naturally caused or that was foreseeable when the contract was made.`,
      (c) => `Whether ${c.claimant} took reasonable steps to mitigate the loss.`,
    ],
    basis: (c) =>
      `${c.defendant} broke the contract: ${c.claimant} is entitled to expectation damages, the loss the breach naturally caused or that was foreseeable when the contract was made; for a sale of goods, the remedies of UCC §§ 2-711 to 2-715.`,
    defences: [
      () =>
        'Whether the loss claimed was unforeseeable, or could have been avoided by reasonable steps (mitigation).',
    ],
    counters: [],
    limitation: STATE_LIMITATION('the breach'),
  },
  'Recovery of money': {
    issues: [
      (c) =>
        `Whether ${c.sum} is due from ${c.defendant} to ${c.claimant}, with interest under the state’s law.`,
    ],
    defences: [],
    counters: [],
    limitation: STATE_LIMITATION('the day the sum fell due'),
  },
};
