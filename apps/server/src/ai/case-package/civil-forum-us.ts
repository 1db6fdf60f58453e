import { notedProvision } from '../litigation/civil-provision-notes.ts';
import { Goods } from './civil-cause-text.ts';
import { type CivilClaim, hasCause } from './civil-claim.ts';
import type { Forum } from './civil-forum.ts';

/** The amount in controversy federal diversity jurisdiction must exceed (28 U.S.C. § 1332(a)). */
export const DIVERSITY_USD = 75_000;

const usd = (value: number) => `USD ${value.toLocaleString('en-US')}`;

/** The claim's value in dollars, or null when the facts give none (or give it in another currency). */
const dollars = (claim: CivilClaim) => (claim.sum?.currency === 'USD' ? claim.sum.value : null);

/**
 * Where a US civil claim goes: the state's courts (small claims within the state's own limit, which
 * differs from state to state), or a federal district court on diversity of citizenship above
 * USD 75,000 (28 U.S.C. § 1332(a)), which a defendant may also reach by removal (§§ 1441, 1446).
 * A buyer's demand letter doubles as the notice of breach the UCC requires (§ 2-607(3)(a)); a
 * consumer has the Magnuson-Moss Warranty Act besides.
 */
export function usForum(claim: CivilClaim, side: 'victim' | 'accused'): Forum {
  const forum: Forum = { provisions: [], procedure: [], issues: [], steps: [], mediationFirst: false };
  const { claimant, defendant, sum } = claim.context;
  const value = dollars(claim);
  if (side === 'victim' && hasCause(claim, 'Goods not of the contracted quality')) {
    forum.steps.push(
      `Make the demand letter the notice of breach as well: a buyer who has accepted goods must notify the seller within a reasonable time after discovering the breach or be barred from any remedy (UCC § 2-607(3)(a)).`,
    );
  }
  if (value === null) {
    forum.steps.push(
      `State the amount claimed in dollars: it decides the court (small claims within the state's limit, the state's trial court, or a federal court on diversity above ${usd(DIVERSITY_USD)}, 28 U.S.C. § 1332(a)).`,
    );
  } else if (value > DIVERSITY_USD) {
    forum.procedure.push(notedProvision('28 U.S.C. § 1332(a)'));
    if (side === 'victim') {
      forum.steps.push(
        `At ${sum} the claim exceeds ${usd(DIVERSITY_USD)}: a federal district court has diversity jurisdiction if no plaintiff is a citizen of the same state as any defendant (28 U.S.C. § 1332(a)); otherwise sue in the state's court of general jurisdiction where ${defendant} resides or the contract was made or performed.`,
      );
    } else {
      forum.issues.push(
        `Whether the federal court has diversity jurisdiction: complete diversity of citizenship and more than ${usd(DIVERSITY_USD)} in controversy (28 U.S.C. § 1332(a)).`,
      );
      forum.steps.push(
        `If the action was filed in a state court, ${defendant} may remove it to federal court within 30 days of service (28 U.S.C. §§ 1441, 1446(b)) when the parties are citizens of different states, unless a defendant is a citizen of the state where it was filed (§ 1441(b)(2)).`,
      );
    }
  } else {
    forum.steps.push(
      `At ${sum} the claim does not exceed the ${usd(DIVERSITY_USD)} federal diversity jurisdiction requires (28 U.S.C. § 1332(a)): it belongs in a state court. Small claims court is open only if ${sum} is within that state's small-claims limit, which differs from state to state: check the court's current limit.`,
    );
  }
  if (claim.purpose === 'personal' && side === 'victim') {
    forum.provisions.push(notedProvision('Magnuson-Moss Warranty Act, 15 U.S.C. § 2310(d)'));
    forum.steps.push(
      `${Goods(claim.context)} were bought for personal use: for a consumer product, the Magnuson-Moss Warranty Act lets ${claimant} sue for breach of a written or implied warranty and recover attorney's fees (15 U.S.C. § 2310(d)). Some state consumer statutes require a written demand before suit (Massachusetts G.L. c. 93A, § 9(3): 30 days); check the state's.`,
    );
  }
  return forum;
}
