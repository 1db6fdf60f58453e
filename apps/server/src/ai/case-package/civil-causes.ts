import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { type CauseContext, type CauseLaw, PROPERTY_EVENTS, type Text } from './civil-cause-text.ts';
import { CIVIL_LAW_IN } from './civil-law-in.ts';
import { PROPERTY_LAW_IN } from './civil-law-property-in.ts';
import { PROPERTY_LAW_UK } from './civil-law-property-uk.ts';
import { PROPERTY_LAW_US } from './civil-law-property-us.ts';
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
    elements: [
      {
        element: 'the agreement to sell',
        pattern: /\b(?:agree(?:d|ment)|contract(?:ed)?)\b[^.]{0,80}\b(?:sell|sale|purchase|buy)\b/i,
      },
      {
        element: 'the advance paid',
        pattern: /\b(?:paid|advance|earnest|token\s+(?:money|amount)|deposit\w*|part\s+payment)\b/i,
      },
      {
        element: 'the readiness and willingness to pay the balance',
        pattern:
          /\bready\s+(?:and\s+willing|to\s+(?:close|complete|pay))\b|\bmortgage\s+(?:commitment|offer)\b|\b(?:offered|tendered|arranged)\s+(?:to\s+pay\s+)?(?:the\s+)?balance\b|\bbank\s+loan\b|\bsanction\w*\b/i,
      },
      { element: 'the refusal to complete the sale', pattern: PROPERTY_EVENTS.refusal },
    ],
    demand: (c) =>
      `execute and register the sale deed of ${c.property} in favour of my client on receiving the balance of the price, and deliver vacant possession of it`,
  },
  'Injunction over property': {
    elements: [
      {
        element: 'the possession',
        pattern: /\b(?:possession|owner\w*|occup\w*|own(?:s|ed)?|purchased|bought|title)\b/i,
      },
      { element: 'the interference', pattern: PROPERTY_EVENTS.interference },
    ],
    demand: (c) =>
      c.dispossessed
        ? `restore to my client the possession of ${c.property} you took, and stop interfering with it`
        : `stop interfering with my client’s peaceful possession of ${c.property}, remove whatever you have raised on it, and not enter it again`,
  },
  'Eviction of a tenant': {
    elements: [
      {
        element: 'the tenancy',
        pattern: /\b(?:tenan\w*|lease[ds]?|let\s+out|rented|lessee|rent\s+of)\b/i,
      },
      { element: 'the notice ending it', pattern: PROPERTY_EVENTS.tenancyEnd },
      {
        element: 'the failure to vacate or pay rent',
        pattern:
          /\b(?:arrears|unpaid|not\s+paid|stopped\s+paying|(?:refus|fail)\w*\s+to\s+(?:vacate|pay|quit)|did\s+not\s+(?:vacate|pay)|continu\w*\s+(?:to\s+)?(?:occupy|in\s+possession))\b/i,
      },
    ],
    demand: (c) =>
      `quit and deliver vacant possession of ${c.property} to my client, pay the arrears of rent${c.sum === '[amount]' ? '' : ` of ${c.sum}`}, and pay damages for use and occupation until possession is delivered`,
  },
};

const LAW: Record<Jurisdiction, Readonly<Record<string, CauseLaw>>> = {
  IN: { ...CIVIL_LAW_IN, ...PROPERTY_LAW_IN },
  US: { ...CIVIL_LAW_US, ...PROPERTY_LAW_US },
  UK: { ...CIVIL_LAW_UK, ...PROPERTY_LAW_UK },
};

/** The cause an allegation rule names, with its law where the case is; null if it has none there. */
export function civilCause(name: string, jurisdiction: Jurisdiction): CivilCause | null {
  const facts = CAUSE_FACTS[name];
  const law = LAW[jurisdiction][name];
  return facts && law ? { ...facts, ...law } : null;
}
