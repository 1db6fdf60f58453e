import type { Jurisdiction } from '../litigation/allegation-rules.ts';

/** What a civil cause's strategy is written from: the case's names and what its claim is about. */
export type CauseContext = {
  claimant: string;
  defendant: string;
  /** "the cartons", or "the goods" when the facts name none. */
  goods: string;
  /** "the food-grade quality", or "the quality and description" when the facts name none. */
  quality: string;
  /** The sum claimed as written ("INR 4,80,000", "$48,000"), or "[amount]". */
  sum: string;
  /** "the plot No. 45", "the flat", or "the property" when the facts name no immovable property. */
  property: string;
  /** The facts say the claimant was dispossessed (a suit for possession, not only an injunction). */
  dispossessed: boolean;
  jurisdiction: Jurisdiction;
  /** The facts say the goods were bought for personal use: a consumer's rights apply (UK, US). */
  consumer: boolean;
};

export type Text = (c: CauseContext) => string;

/**
 * A cause's law in one jurisdiction: the issues it raises, the law in a paragraph as the claimant
 * states it, the defendant's points, the other side's usual answers with replies, and the
 * limitation period (`rule` as the statute words it, `cite` for an issue, `years` to count).
 */
export type CauseLaw = {
  issues: Text[];
  basis?: Text;
  defences: Text[];
  counters: ReadonlyArray<{ argument: Text; answer: Text }>;
  limitation?: {
    rule: string;
    cite: string;
    years: number | null;
    from: string;
    /** The fact time runs from (a refusal, a notice), where it is not the one that shows the cause. */
    accrues?: RegExp;
  };
  /**
   * The reliefs a pleading prays for, each a clause ("a decree of perpetual injunction …"), where
   * the cause asks for more than an order to pay or do what the demand says (property causes).
   */
  reliefs?: (c: CauseContext) => string[];
  /** The demand in this jurisdiction's words, where its conveyancing differs ("the sale deed"). */
  demand?: Text;
};

/** "The cartons" at the head of a sentence. */
export const Goods = (c: CauseContext) => c.goods.replace(/^the/, 'The');

/** The point on a failed test that every jurisdiction's defendant makes. */
export const TEST_DEFENCE: Text = (c) =>
  `The test: who took the sample of ${c.goods}, from which lot, by what standard, and whether the contract named that test at all.`;

/** "The plot No. 45" at the head of a sentence. */
export const Property = (c: CauseContext) => c.property.replace(/^the/, 'The');

/**
 * The events of the property causes, as facts word them: elements to show, and the facts their
 * limitation runs from (the refusal to convey, the interference, the end of the tenancy).
 */
export const PROPERTY_EVENTS = {
  refusal:
    /\b(?:refus\w*|declin\w*|avoid\w*|neglect\w*|fail\w*|did\s+not|never)\b[^.]{0,60}\b(?:execut\w*|regist\w*|complet\w*|sale\s+deed|convey\w*|clos(?:e|ing))\b/i,
  interference:
    /\b(?:trespass\w*|encroach\w*|dispossess\w*|interfer\w*|forcibl[ey]|demolish\w*|boundary\s+wall)\b/i,
  tenancyEnd: /\bnotice\b|\b(?:expired|terminated|determined)\b/i,
} as const;
