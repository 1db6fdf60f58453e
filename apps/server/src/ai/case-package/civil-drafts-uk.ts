import { isProcedureProvision } from '../litigation/cited-provisions.ts';
import { DEBT_CAUSES, hasCause } from './civil-claim.ts';
import type { CivilDraftWriter, ClaimDraftInput } from './civil-draft-writer.ts';
import { basisOf, defencesOf, demandOf, owed, reliefsOf, withoutInterest } from './civil-draft-writer.ts';
import { h, ol, p } from './draft-html.ts';

/**
 * The civil drafts of England and Wales: the letter before claim and the response of the Practice
 * Direction – Pre-Action Conduct (para. 6), the particulars of claim (CPR Part 16, with the
 * interest claimed and a statement of truth, CPR Part 22) and the defence (CPR 16.5: what is
 * admitted, not admitted and denied, with reasons).
 */

const LATE_PAYMENT =
  'statutory interest under the Late Payment of Commercial Debts (Interest) Act 1998 at 8 % a year over the Bank of England base rate, and the fixed sum for the cost of recovering the debt (s. 5A)';
const COURT_INTEREST =
  'interest under s. 69 of the County Courts Act 1984 at such rate and for such period as the court thinks fit';

/** Statutory interest between businesses on an unpaid price, else the court's discretion. */
const interestClaimed = ({ claim }: ClaimDraftInput) =>
  claim.purpose !== 'personal' && hasCause(claim, 'Price of goods sold and delivered unpaid')
    ? LATE_PAYMENT
    : COURT_INTEREST;

function letterBeforeClaim({ claim }: ClaimDraftInput): string[] | null {
  const demand = demandOf(claim, 'my client');
  if (!demand) return null;
  return [
    p('This is a letter before claim under the Practice Direction – Pre-Action Conduct.'),
    ...basisOf(claim, (x) => !isProcedureProvision(x)).map(p),
    p(
      `My client ${claim.context.claimant} requires you, within 14 days of the date of this letter, to ${demand}.`,
    ),
    p(
      'Please reply within 14 days, stating whether you accept the claim and, if you do not, why not, with any counterclaim and copies of the documents you rely on. The key documents my client relies on, copies of which are enclosed, are: [list].',
    ),
    p(
      'My client is willing to consider alternative dispute resolution, such as mediation; please say whether you are. If the claim is not resolved, my client will issue proceedings in the County Court without further notice and will refer the court to this letter on the question of costs.',
    ),
  ];
}

function response({ claim }: ClaimDraftInput): string[] | null {
  const demand = demandOf(claim, 'your client');
  if (!demand) return null;
  return [
    p(
      'This responds to your letter before claim of [date] under the Practice Direction – Pre-Action Conduct (para. 6).',
    ),
    p(
      `Your letter requires my client ${claim.context.defendant} to ${demand}. My client does not accept the claim, or any liability to pay ${owed(claim, ', ')}interest or costs, for these reasons:`,
    ),
    ...defencesOf(claim).map(p),
    p(
      'The documents my client relies on, copies of which are enclosed, are: [list]. My client is willing to consider alternative dispute resolution.',
    ),
  ];
}

function particulars(input: ClaimDraftInput): { parts: string[]; prayer: string } | null {
  const { claim } = input;
  const demand = demandOf(claim, 'the claimant');
  if (!demand) return null;
  const { defendant, sum } = claim.context;
  const debt = claim.causes.every((c) => DEBT_CAUSES.has(c.found.rule.name));
  const parts = [
    h(3, debt || reliefsOf(claim) ? 'The claim' : 'Breach'),
    ol(basisOf(claim, (x) => !isProcedureProvision(x))),
    ...(debt
      ? [h(3, 'The sum due'), p(`The sum of ${claim.sum ? sum : '[amount]'} is due and unpaid.`)]
      : [
          h(3, 'Loss and damage'),
          p(
            `By reason of the matters above, the claimant has suffered loss and damage${claim.sum ? `, of which the sum of ${sum} is claimed` : ''}[, and the further losses particularised in the schedule annexed].`,
          ),
        ]),
    h(3, 'Interest'),
    p(
      `The claimant claims ${interestClaimed(input)}, from [date] to the date of issue, being [amount], and continuing at the daily rate of [amount] until judgment or earlier payment.`,
    ),
    ...(claim.sum
      ? [h(3, 'Statement of value'), p(`The claimant expects to recover ${sum} (CPR 16.3).`)]
      : []),
  ];
  const claimed = [
    ...(reliefsOf(claim) ?? [`that ${defendant} be ordered to ${withoutInterest(demand)}`]),
    'interest as set out above',
    'costs',
  ];
  return {
    parts,
    prayer: `AND THE CLAIMANT CLAIMS against ${defendant}: ${claimed.map((c, i) => `(${i + 1}) ${c}`).join('; ')}.`,
  };
}

function defence({ claim, strategy }: ClaimDraftInput): { parts: string[]; prayer: string } | null {
  const demand = demandOf(claim, 'the claimant');
  if (!demand) return null;
  const { defendant } = claim.context;
  return {
    parts: [
      h(3, 'Response to the particulars of claim (CPR 16.5)'),
      p(
        'Paragraphs [ ] of the particulars of claim are admitted. Paragraphs [ ] are not admitted, the defendant being unable to admit or deny them, and the claimant is required to prove them. Every other allegation is denied, for the reasons and on the version of events set out below.',
      ),
      h(3, 'Defence'),
      ol([
        ...defencesOf(claim),
        `Limitation: the defendant relies on ${strategy.limitation.rule}, against any part of the claim whose cause of action accrued more than that period before the claim form was issued.`,
        `It is denied that ${defendant} must ${demand}, or is liable for any interest or costs.`,
      ]),
    ],
    prayer: 'The claim should be dismissed, with costs.',
  };
}

const statementOfTruth = (
  party: 'claimant' | 'defendant',
  document: 'these particulars of claim' | 'this defence',
) =>
  h(3, 'Statement of truth') +
  p(
    `The ${party} believes that the facts stated in ${document} are true. The ${party} understands that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.`,
  ) +
  p(
    '[I am duly authorised by the claimant to sign this statement.] Signed: [ ] Full name: [ ] Position: [ ]'.replace(
      'claimant',
      party,
    ),
  );

export const UK_CIVIL_DRAFTS: CivilDraftWriter = {
  notice: letterBeforeClaim,
  reply: response,
  pleading: particulars,
  defence,
  grounds: false,
  caption: ['Claim No. [ ]'],
  opening: null,
  closing: (kind) =>
    kind === 'plaint'
      ? statementOfTruth('claimant', 'these particulars of claim')
      : statementOfTruth('defendant', 'this defence'),
  signature: (ours) => `Solicitors for ${ours}`,
};
