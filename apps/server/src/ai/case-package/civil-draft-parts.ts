import { isProcedureProvision } from '../litigation/cited-provisions.ts';
import {
  asClause,
  basisOf,
  type CivilDraftWriter,
  type ClaimDraftInput,
  deadlineText,
  defencesOf,
  demandOf,
  lettered,
  owed,
  reliefsOf,
  sumDenied,
} from './civil-draft-writer.ts';
import { indianVerification } from './draft-declarations.ts';
import { h, p, ul } from './draft-html.ts';

/**
 * India's civil drafts: the legal notice and the plaint that state the claim (the sum, what is
 * demanded, the legal basis, the Commercial Courts Act's mediation, valuation and limitation), and
 * the reply notice and the written statement that answer it (Orders VII and VIII CPC).
 */

/** The legal notice's statement of the claim and its demand (the prayer of the notice). */
function noticeClaim({ claim, forum }: ClaimDraftInput): string[] | null {
  const demand = demandOf(claim, 'my client');
  if (!demand) return null;
  const action = forum.mediationFirst
    ? 'apply for pre-institution mediation under Section 12A of the Commercial Courts Act 2015 and then institute a commercial suit against you for the same, with interest and costs'
    : reliefsOf(claim)
      ? 'institute a suit against you for that relief, with costs'
      : 'institute legal proceedings against you for the same, with interest and costs';
  return [
    ...basisOf(claim, (x) => !isProcedureProvision(x)).map(p),
    p(
      `I therefore call upon you, within 15 days of receiving this notice, to ${demand}, and to pay the cost of this notice, failing which my client ${claim.context.claimant} will ${action}, at your risk as to costs and consequences.`,
    ),
  ];
}

/** The reply notice's answer to the claim. */
function replyClaim({ claim }: ClaimDraftInput): string[] | null {
  const demand = demandOf(claim, 'your client');
  if (!demand) return null;
  return [
    p(
      `Your notice calls upon my client ${claim.context.defendant} to ${demand}. My client denies any obligation to do so, or to pay ${owed(claim, ' or ')}any interest, compensation or costs.`,
    ),
    ...defencesOf(claim).map(p),
  ];
}

/** The plaint's cause of action, mediation, valuation, limitation, and its prayer for a decree. */
function plaintClaim({
  claim,
  strategy,
  forum,
}: ClaimDraftInput): { parts: string[]; prayer: string } | null {
  const demand = demandOf(claim, 'the plaintiff');
  if (!demand) return null;
  const { claimant, defendant } = claim.context;
  // The cause of action arises on the event its limitation runs from (a refusal, a notice), if told.
  const first = claim.causes[0];
  const accrues = first?.cause.limitation?.accrues;
  const cause =
    (accrues && claim.sentences.find((f) => accrues.test(f.text))?.text) ?? first?.found.sentence ?? '';
  const parts = [
    h(3, 'Cause of action'),
    p(
      `The cause of action arose when ${asClause(cause)}, and again each time ${defendant} failed to meet the demands of ${claimant}.`,
    ),
    ...(forum.mediationFirst
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
  // A property cause prays for its own decrees (specific performance, injunction, ejectment);
  // interest under Section 34 CPC is for a decree for money.
  const reliefs = reliefsOf(claim) ?? [
    `directing ${defendant} to ${demand}`,
    'awarding interest pendente lite and future interest under Section 34 of the Code of Civil Procedure 1908',
  ];
  const prayer = `It is prayed that this Court pass a decree in favour of ${claimant} and against ${defendant}: ${lettered([...reliefs, 'awarding the costs of the suit', 'granting such further relief as the Court deems fit'])}.`;
  return { parts, prayer };
}

/** The written statement's preliminary objections and its answer on the merits. */
function writtenStatementClaim({ claim, strategy, forum }: ClaimDraftInput) {
  const demand = demandOf(claim, 'the plaintiff');
  if (!demand) return null;
  const { claimant, defendant } = claim.context;
  const objections = [
    ...(forum.mediationFirst
      ? [
          'Unless the plaintiff shows that pre-institution mediation under Section 12A of the Commercial Courts Act 2015 was exhausted, the suit, a commercial dispute of specified value seeking no urgent interim relief, is barred and the plaint must be rejected under Order VII Rule 11 CPC (Patil Automation v. Rakheja Engineers, (2022) 10 SCC 1).',
        ]
      : []),
    `The plaintiff must show that the suit is within limitation (${strategy.limitation.rule}).${deadlineText(strategy.limitation)}`,
  ];
  const parts = [
    h(3, 'Preliminary objections'),
    ul(objections),
    h(3, 'Reply on merits'),
    p(
      `${defendant} denies any obligation to ${demand}${sumDenied(claim) ? `, or to pay ${sumDenied(claim)} to ${claimant}` : ''}. Each allegation of the plaint not admitted here is denied (Order VIII Rule 5 CPC).`,
    ),
    ul(defencesOf(claim)),
  ];
  return { parts, prayer: null };
}

export const IN_CIVIL_DRAFTS: CivilDraftWriter = {
  notice: noticeClaim,
  reply: replyClaim,
  pleading: plaintClaim,
  defence: writtenStatementClaim,
  grounds: true,
  caption: [],
  opening: 'MOST RESPECTFULLY SHOWETH:',
  closing: (_kind, ours) => indianVerification(ours),
  signature: (ours) => `Advocate for ${ours}`,
};
