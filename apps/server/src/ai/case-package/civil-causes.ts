import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import type { CauseContext, CauseLaw, Text } from './civil-cause-text.ts';
import { CIVIL_LAW_IN } from './civil-law-in.ts';
import { CIVIL_LAW_UK } from './civil-law-uk.ts';
import { CIVIL_LAW_US } from './civil-law-us.ts';

export type { CauseContext };

/** What a cause is in fact, wherever it is sued on: the elements to prove and what is demanded. */
type CauseFacts = {
  elements: ReadonlyArray<{ element: string; pattern: RegExp }>;
  /** What the claimant demands, as the object of "to …": "refund INR 4,80,000 with interest". */
  demand: Text;
};

/**
 * A civil cause of action as a lawyer works it: its elements (each read from the facts by its
 * words) and demand, with its law in the case's jurisdiction. Keyed by the allegation rule's name;
 * causes without an entry keep the general civil strategy.
 */
export type CivilCause = CauseFacts & CauseLaw;

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

const CAUSE_FACTS: Readonly<Record<string, CauseFacts>> = {
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
    demand: (c) =>
      `refund ${WITH_INTEREST(c)} from the date of payment until payment, or replace ${c.goods} with goods of ${c.quality} contracted, and compensate my client for the loss the breach caused`,
  },
  'Non-delivery of goods': {
    elements: [
      CONTRACT,
      PAYMENT,
      { element: 'the failure to deliver', pattern: /\bdeliver|supply|dispatch/i },
      DEMAND,
    ],
    demand: (c) =>
      `deliver ${c.goods} contracted for, or refund ${WITH_INTEREST(c)}, and compensate my client for the non-delivery`,
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
    demand: (c) =>
      `pay ${c.sum}, the price of ${c.goods} sold and delivered, with interest from the day it fell due`,
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
    demand: (c) => `refund ${WITH_INTEREST(c)} from the date of payment until payment`,
  },
  'Repayment of a loan': {
    elements: [
      { element: 'the loan', pattern: /\blent|loan|borrowed|advanced/i },
      { element: 'the failure to repay', pattern: /\brepa\w*|return\w*|not\s+paid|unpaid|outstanding/i },
      DEMAND,
    ],
    demand: (c) => `repay ${c.sum} lent, with interest`,
  },
  'Breach of contract': {
    elements: [
      CONTRACT,
      { element: 'the breach', pattern: /\bbreach|fail\w*|refus\w*|did\s+not|never/i },
      DEMAND,
    ],
    demand: (c) => `pay ${WITH_INTEREST(c)} as compensation for the breach of contract`,
  },
  'Recovery of money': {
    elements: [{ element: 'the sum due', pattern: /\b(?:due|outstanding|unpaid|balance)\b/i }, DEMAND],
    demand: (c) => `pay ${WITH_INTEREST(c)}`,
  },
  'Specific performance': {
    elements: [CONTRACT, PAYMENT, DEMAND],
    demand: () => 'perform the agreement and execute the sale deed',
  },
};

const LAW: Record<Jurisdiction, Readonly<Record<string, CauseLaw>>> = {
  IN: CIVIL_LAW_IN,
  US: CIVIL_LAW_US,
  UK: CIVIL_LAW_UK,
};

/** The cause an allegation rule names, with its law where the case is; null if it has none there. */
export function civilCause(name: string, jurisdiction: Jurisdiction): CivilCause | null {
  const facts = CAUSE_FACTS[name];
  const law = LAW[jurisdiction][name];
  return facts && law ? { ...facts, ...law } : null;
}
