import { notedProvision } from '../litigation/civil-provision-notes.ts';
import { Goods } from './civil-cause-text.ts';
import { type CivilClaim, DEBT_CAUSES } from './civil-claim.ts';
import type { Forum } from './civil-forum.ts';

/** The tracks of CPR Part 26 by the claim's value in pounds: the upper limit of each. */
export const TRACKS_GBP: ReadonlyArray<{ track: string; upTo: number }> = [
  { track: 'small claims track', upTo: 10_000 },
  { track: 'fast track', upTo: 25_000 },
  { track: 'intermediate track', upTo: 100_000 },
  { track: 'multi-track', upTo: Number.POSITIVE_INFINITY },
];

const TRACKS_TEXT =
  'small claims up to GBP 10,000, fast track up to GBP 25,000, intermediate track up to GBP 100,000, multi-track above';

/** The track a claim of this value normally goes to. */
export const trackFor = (value: number) => TRACKS_GBP.find((t) => value <= t.upTo)?.track ?? 'multi-track';

/**
 * Where an English civil claim goes and what comes first: the letter before claim of the Practice
 * Direction – Pre-Action Conduct (14 days to reply in a simple case), or the Pre-Action Protocol
 * for Debt Claims against an individual; the County Court, on the track its value normally takes
 * (CPR Part 26); the Consumer Rights Act 2015 for a consumer; statutory interest between businesses
 * (Late Payment of Commercial Debts (Interest) Act 1998).
 */
export function ukForum(claim: CivilClaim, side: 'victim' | 'accused'): Forum {
  const forum: Forum = {
    provisions: [],
    procedure: [notedProvision('Civil Procedure Rules, Part 26')],
    issues: [],
    steps: [],
    mediationFirst: false,
  };
  const { claimant, defendant, sum, goods } = claim.context;
  const debt = claim.causes.some((c) => DEBT_CAUSES.has(c.found.rule.name));
  if (side === 'victim') {
    forum.steps.push(
      `The letter before claim (Practice Direction – Pre-Action Conduct, para. 6): the claim and its basis, what ${claimant} wants, the key documents, an offer to consider ADR such as mediation, and 14 days to reply (a reasonable period in a simple case; up to 3 months in a complex one). Ignoring the Practice Direction can be punished in costs.`,
    );
    if (debt) {
      forum.steps.push(
        `If ${defendant} is an individual (a sole trader included) and ${claimant} a business claiming a debt, the Pre-Action Protocol for Debt Claims applies instead: the letter with its information sheet and reply form, and 30 days to reply.`,
      );
    }
  } else {
    forum.steps.push(
      `Reply to the letter before claim within the time it gives: whether the claim is accepted, and if not why, with any counterclaim and the key documents (Practice Direction – Pre-Action Conduct, para. 6).`,
    );
  }
  const value = claim.sum?.currency === 'GBP' ? claim.sum.value : null;
  forum.steps.push(
    value === null
      ? `State the value of the claim in pounds: it decides the track (CPR Part 26: ${TRACKS_TEXT}).`
      : `At ${sum} the claim normally goes to the ${trackFor(value)} (CPR Part 26: ${TRACKS_TEXT}), issued in the County Court${value <= 10_000 ? ', where each side mostly bears its own costs' : ''}.`,
  );
  if (claim.purpose === 'personal') {
    forum.provisions.push(
      notedProvision('Consumer Rights Act 2015, ss. 9–11'),
      notedProvision('Consumer Rights Act 2015, ss. 19–24'),
    );
    forum.steps.push(
      `${Goods(claim.context)} were bought for personal use: ${claimant} has a consumer's rights against a trader under the Consumer Rights Act 2015, among them the short-term right to reject within 30 days of delivery (ss. 20 and 22).`,
    );
  } else if (claim.purpose === null && claim.commercial) {
    forum.steps.push(
      `The Consumer Rights Act 2015 governs if ${claimant} bought ${goods} as a consumer, for purposes wholly or mainly outside a trade or business (s. 2(3)); between businesses, the Sale of Goods Act 1979.`,
    );
  }
  if (
    claim.purpose !== 'personal' &&
    claim.causes.some((c) => c.found.rule.name === 'Price of goods sold and delivered unpaid')
  ) {
    forum.provisions.push(notedProvision('Late Payment of Commercial Debts (Interest) Act 1998'));
    forum.steps.push(
      'Between businesses, claim statutory interest on the price at 8 % a year over the Bank of England base rate, and the fixed sum for recovering the debt: GBP 40, 70 or 100 by its size (Late Payment of Commercial Debts (Interest) Act 1998, s. 5A).',
    );
  }
  return forum;
}
