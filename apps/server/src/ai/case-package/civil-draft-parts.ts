import type { PackageStrategy } from '@lexi/shared/api/case-package';
import { isProcedureProvision } from '../litigation/cited-provisions.ts';
import { writeDate } from '../litigation/fact-dates.ts';
import type { CivilClaim } from './civil-claim.ts';
import { h, p, ul } from './draft-html.ts';

/**
 * The parts of a civil draft that state the claim (the notice and the plaint) or answer it (the
 * reply and the written statement): the sum, what is demanded, the legal basis, the forum's
 * condition and limitation, read from the claim's causes. Without a cause: nothing, and the draft
 * keeps its general wording.
 */

/** What the claimant demands, in the words of the side writing ("my client", "the plaintiff"). */
export function demandOf(claim: CivilClaim, client: string): string | null {
  const first = claim.causes.find((c) => c.cause.demand);
  if (!first) return null;
  let demand = first.cause.demand(claim.context);
  demand = demand.replace(/ with interest/, ' with interest at [rate] % a year');
  if (claim.paidOn) demand = demand.replace('from the date of payment', `from ${claim.paidOn}`);
  return demand.replace(/\bmy client\b/g, client);
}

/** The law the claim rests on: each cause's own statement (India), or its provisions. */
function basisOf(claim: CivilClaim): string[] {
  if (claim.context.jurisdiction === 'IN') {
    const stated = claim.causes.flatMap((c) => (c.cause.basis ? [c.cause.basis(claim.context)] : []));
    if (stated.length) return [...new Set(stated)];
  }
  const provisions = [...new Set(claim.causes.flatMap((c) => c.found.provisions))].filter(
    (x) => !isProcedureProvision(x),
  );
  return provisions.length
    ? [`${claim.context.defendant} is liable to ${claim.context.claimant} under ${provisions.join('; ')}.`]
    : [];
}

/** The legal notice's statement of the claim and its demand (the prayer of the notice). */
export function noticeClaim(claim: CivilClaim, mediationFirst: boolean): string[] | null {
  const demand = demandOf(claim, 'my client');
  if (!demand) return null;
  const action = mediationFirst
    ? 'apply for pre-institution mediation under Section 12A of the Commercial Courts Act 2015 and then institute a commercial suit against you for the same, with interest and costs'
    : 'institute legal proceedings against you for the same, with interest and costs';
  return [
    ...basisOf(claim).map(p),
    p(
      `I therefore call upon you, within 15 days of receiving this notice, to ${demand}, and to pay the cost of this notice, failing which my client ${claim.context.claimant} will ${action}, at your risk as to costs and consequences.`,
    ),
  ];
}

/** The reply notice's answer to the claim. */
export function replyClaim(claim: CivilClaim): string[] | null {
  const demand = demandOf(claim, 'your client');
  if (!demand) return null;
  const defences = claim.causes.flatMap((c) => c.cause.defences.map((d) => d(claim.context)));
  return [
    p(
      `Your notice calls upon my client ${claim.context.defendant} to ${demand}. My client denies any obligation to do so, or to pay ${claim.sum?.text ?? 'any sum'} or any interest, compensation or costs.`,
    ),
    ...[...new Set(defences)].map(p),
  ];
}

const deadlineText = (limitation: PackageStrategy['limitation']) =>
  limitation.deadline
    ? ` The period ends on ${writeDate(new Date(`${limitation.deadline}T00:00:00Z`))}.`
    : '';

/** The plaint's cause of action, mediation, valuation, limitation, and its prayer for a decree. */
export function plaintClaim(
  claim: CivilClaim,
  strategy: PackageStrategy,
  mediationFirst: boolean,
): { parts: string[]; prayer: string } | null {
  const demand = demandOf(claim, 'the plaintiff');
  if (!demand) return null;
  const { claimant, defendant } = claim.context;
  const cause = claim.causes[0]?.found.sentence ?? '';
  const parts = [
    h(3, 'Cause of action'),
    p(
      `The cause of action arose when ${cause.replace(/[.;:,\s]+$/, '')}, and again each time ${defendant} failed to meet the demands of ${claimant}.`,
    ),
    ...(mediationFirst
      ? [
          h(3, 'Pre-institution mediation'),
          p(
            'The suit is a commercial dispute of specified value that seeks no urgent interim relief. The plaintiff applied for pre-institution mediation under Section 12A of the Commercial Courts Act 2015; it ended without a settlement, as the mediator’s report dated [date], annexed, shows.',
          ),
        ]
      : []),
    ...(claim.sum
      ? [
          h(3, 'Valuation and court fee'),
          p(
            `The suit is valued at ${claim.sum.text} for the purposes of jurisdiction and court fee, and the court fee on that value is paid.`,
          ),
        ]
      : []),
    h(3, 'Limitation'),
    p(`The suit is within limitation: ${strategy.limitation.rule}.${deadlineText(strategy.limitation)}`),
  ];
  const prayer = `It is prayed that this Court pass a decree in favour of ${claimant} and against ${defendant}: (a) directing ${defendant} to ${demand}; (b) awarding interest pendente lite and future interest under Section 34 of the Code of Civil Procedure 1908; (c) awarding the costs of the suit; and (d) granting such further relief as the Court deems fit.`;
  return { parts, prayer };
}

/** The written statement's preliminary objections and its answer on the merits. */
export function writtenStatementClaim(
  claim: CivilClaim,
  strategy: PackageStrategy,
  mediationFirst: boolean,
): string[] | null {
  const demand = demandOf(claim, 'the plaintiff');
  if (!demand) return null;
  const { claimant, defendant } = claim.context;
  const objections = [
    ...(mediationFirst
      ? [
          'Unless the plaintiff shows that pre-institution mediation under Section 12A of the Commercial Courts Act 2015 was exhausted, the suit, a commercial dispute of specified value seeking no urgent interim relief, is barred and the plaint must be rejected under Order VII Rule 11 CPC (Patil Automation v. Rakheja Engineers, (2022) 10 SCC 1).',
        ]
      : []),
    `The plaintiff must show that the suit is within limitation (${strategy.limitation.rule}).${deadlineText(strategy.limitation)}`,
  ];
  const defences = claim.causes.flatMap((c) => c.cause.defences.map((d) => d(claim.context)));
  return [
    h(3, 'Preliminary objections'),
    ul(objections),
    h(3, 'Reply on merits'),
    p(
      `${defendant} denies any obligation to ${demand}, or to pay ${claim.sum?.text ?? 'any sum'} to ${claimant}. Each allegation of the plaint not admitted here is denied (Order VIII Rule 5 CPC).`,
    ),
    ul([...new Set(defences)]),
  ];
}
