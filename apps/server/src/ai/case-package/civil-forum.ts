import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { notedProvision as noted } from '../litigation/civil-provision-notes.ts';
import type { CivilClaim } from './civil-claim.ts';
import { propertySteps } from './civil-forum-property.ts';
import { ukForum } from './civil-forum-uk.ts';
import { usForum } from './civil-forum-us.ts';

/** The specified value from which a commercial dispute goes to the Commercial Court (Section 2(1)(i)). */
export const SPECIFIED_VALUE_INR = 300_000;

export type Forum = {
  /** The law of the forum's conditions, searched for in the corpus with the case's own. */
  provisions: Array<{ provision: string; why: string }>;
  /** The procedure of the forum (a court's jurisdiction, the tracks): listed, not searched for. */
  procedure: Array<{ provision: string; why: string }>;
  issues: string[];
  steps: string[];
  /** A commercial suit of specified value: pre-institution mediation comes first (Section 12A). */
  mediationFirst: boolean;
};

const inr = (value: number) => `INR ${value.toLocaleString('en-IN')}`;

/** No forum conditions: a criminal case, or a claim without a cause. */
export const NO_FORUM: Forum = {
  provisions: [],
  procedure: [],
  issues: [],
  steps: [],
  mediationFirst: false,
};

/**
 * Where an Indian civil claim goes: a commercial dispute (a sale or supply of goods) of a specified
 * value of INR 3,00,000 or more to the Commercial Court, after pre-institution mediation under
 * Section 12A of the Commercial Courts Act 2015 unless urgent interim relief is sought; a consumer
 * complaint only for goods bought for other than a commercial purpose (Consumer Protection Act 2019).
 */
export function indianForum(claim: CivilClaim, side: 'victim' | 'accused'): Forum {
  const forum: Forum = { provisions: [], procedure: [], issues: [], steps: [], mediationFirst: false };
  const { claimant, goods } = claim.context;
  if (claim.commercial) {
    const value = claim.sum?.value ?? null;
    if (value === null) {
      forum.steps.push(
        `State the value of the claim: a commercial dispute of ${inr(SPECIFIED_VALUE_INR)} or more goes to the Commercial Court, after pre-institution mediation under Section 12A of the Commercial Courts Act 2015.`,
      );
    } else if (value >= SPECIFIED_VALUE_INR) {
      forum.mediationFirst = true;
      forum.provisions.push(
        noted('Section 2(1)(c) Commercial Courts Act 2015'),
        noted('Section 12A Commercial Courts Act 2015'),
      );
      if (side === 'victim') {
        forum.steps.push(
          `The claim (${claim.context.sum}) is a commercial dispute of specified value (${inr(SPECIFIED_VALUE_INR)} or more): apply for pre-institution mediation under Section 12A of the Commercial Courts Act 2015 to the Legal Services Authority before suing, unless urgent interim relief is sought; then file the commercial suit with the mediator's report. The time spent in mediation does not count for limitation.`,
        );
      } else {
        forum.issues.push(
          'Whether the suit is barred for want of pre-institution mediation (Section 12A Commercial Courts Act 2015).',
        );
        forum.steps.push(
          'If the commercial suit was filed without pre-institution mediation and seeks no urgent interim relief, apply to reject the plaint under Order VII Rule 11 CPC (Section 12A Commercial Courts Act 2015; Patil Automation v. Rakheja Engineers).',
        );
      }
    } else {
      forum.steps.push(
        `At ${claim.context.sum} the claim is below the specified value of ${inr(SPECIFIED_VALUE_INR)}: an ordinary civil suit, without the Commercial Court or mandatory pre-institution mediation.`,
      );
    }
    if (claim.purpose === 'personal') {
      forum.provisions.push(noted('Section 35 Consumer Protection Act 2019'));
      forum.steps.push(
        `${goods.replace(/^the/, 'The')} were bought for personal use: a consumer complaint under Section 35 of the Consumer Protection Act 2019 is open besides the suit.`,
      );
    } else if (claim.purpose === 'commercial') {
      forum.steps.push(
        `No consumer complaint: ${goods} were bought for a commercial purpose, which Section 2(7) of the Consumer Protection Act 2019 leaves out.`,
      );
    } else {
      forum.steps.push(
        `A consumer complaint (Section 35 Consumer Protection Act 2019) lies only if ${claimant} bought ${goods} for other than a commercial purpose (Section 2(7)); goods for a business go to the civil or commercial court.`,
      );
    }
  }
  return forum;
}

/** The forum of a civil claim with causes, where the case is. */
export function forumOf(claim: CivilClaim, jurisdiction: Jurisdiction, side: 'victim' | 'accused'): Forum {
  const forum =
    jurisdiction === 'US'
      ? usForum(claim, side)
      : jurisdiction === 'UK'
        ? ukForum(claim, side)
        : indianForum(claim, side);
  // A claim about land: where it is sued, what protects it pending the suit, what comes first.
  forum.steps.push(...propertySteps(claim, side));
  return forum;
}
