import { isProcedureProvision } from '../litigation/cited-provisions.ts';
import { GOODS_CAUSES, hasCause } from './civil-claim.ts';
import {
  basisOf,
  type CivilDraftWriter,
  type ClaimDraftInput,
  defencesOf,
  demandOf,
  lettered,
  owed,
  reliefsOf,
  withoutInterest,
} from './civil-draft-writer.ts';
import { DIVERSITY_USD } from './civil-forum-us.ts';
import { h, ol, p } from './draft-html.ts';

/**
 * The US civil drafts: the demand letter (for a buyer of goods also the notice of breach of UCC
 * § 2-607(3)(a)) and the response to it; the complaint (parties, jurisdiction and venue, a count
 * for each cause, the demand for judgment) and the answer (general denial and affirmative
 * defences), under Federal Rules of Civil Procedure 8, 11 and 12 or the state's equivalent rules.
 */

const QUALITY = 'Goods not of the contracted quality';
const TRESPASS = 'Injunction over property';

function demandLetter({ claim }: ClaimDraftInput): string[] | null {
  const demand = demandOf(claim, 'my client');
  if (!demand) return null;
  const { claimant, goods } = claim.context;
  return [
    ...basisOf(claim, (x) => !isProcedureProvision(x)).map(p),
    ...(hasCause(claim, QUALITY)
      ? [
          p(
            `This letter is notice of the breach under UCC § 2-607(3)(a), and confirms that my client rejects ${goods} (UCC § 2-602), which are held at your disposal.`,
          ),
        ]
      : []),
    p(
      `My client demands that you, within 14 days of receiving this letter, ${demand}. If you do not, my client ${claimant} will file suit against you without further notice, for ${reliefsOf(claim) ? 'that relief, damages' : 'that sum, interest'}, costs and any further relief the court allows.`,
    ),
    p(
      'Please preserve every document and electronic record of this transaction. Nothing in this letter waives any of my client’s rights or remedies, all of which are reserved.',
    ),
  ];
}

function response({ claim, strategy }: ClaimDraftInput): string[] | null {
  const demand = demandOf(claim, 'your client');
  if (!demand) return null;
  return [
    p(
      `Your letter demands that my client ${claim.context.defendant} ${demand}. My client denies liability, and any obligation to pay ${owed(claim, ' or ')}any interest, damages or costs, for these reasons:`,
    ),
    ...defencesOf(claim).map(p),
    p(
      `My client reserves all its rights and defenses, including the statute of limitations (${strategy.limitation.rule}). Please direct any further communication on this matter to me.`,
    ),
  ];
}

/** "Count I", "Count II" … */
const COUNT = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

function complaint({ claim }: ClaimDraftInput): { parts: string[]; prayer: string } | null {
  const demand = demandOf(claim, 'the plaintiff');
  if (!demand) return null;
  const { claimant, defendant, sum } = claim.context;
  const value = claim.sum?.currency === 'USD' ? claim.sum.value : null;
  const federal =
    value !== null && value > DIVERSITY_USD
      ? ` If the action is brought in federal court: the parties are citizens of different states and the amount in controversy exceeds USD 75,000, exclusive of interest and costs (28 U.S.C. § 1332(a)); venue lies where the defendant resides or a substantial part of the events occurred (28 U.S.C. § 1391(b)).`
      : '';
  const land = reliefsOf(claim) !== null;
  const counts = claim.causes.flatMap((c, i) => {
    const law = c.found.provisions.length ? ` (${c.found.provisions.join('; ')})` : '';
    const own = c.cause.reliefs !== undefined;
    const notice =
      c.found.rule.name === QUALITY
        ? ' The plaintiff notified the defendant of the breach within a reasonable time after discovering it (UCC § 2-607(3)(a)).'
        : '';
    return [
      h(3, `Count ${COUNT[i] ?? i + 1}: ${c.found.rule.name}${law}`),
      ol([
        'The plaintiff repeats the allegations above.',
        ...(c.cause.basis ? [c.cause.basis(claim.context)] : []),
        ...(c.found.rule.name === TRESPASS
          ? []
          : [
              `The plaintiff performed its obligations under the ${c.found.rule.name === 'Eviction of a tenant' ? 'lease' : 'contract'}.${notice}`,
            ]),
        own
          ? `The plaintiff has no adequate remedy at law: ${claim.context.property} is unique, and the harm continues until the Court grants the relief below.`
          : `As a direct result, the plaintiff has been damaged in an amount to be proved at trial, not less than ${sum}.`,
      ]),
    ];
  });
  const parts = [
    h(3, 'Parties'),
    ol([
      `The plaintiff ${claimant} is [a citizen of / a corporation organised under the laws of and with its principal place of business in] [State].`,
      `The defendant ${defendant} is [a citizen of / a corporation organised under the laws of and with its principal place of business in] [State].`,
    ]),
    h(3, 'Jurisdiction and venue'),
    p(
      `This Court has jurisdiction over this action for ${sum}, and venue lies in this county because [${land ? 'the property lies here' : 'the defendant resides here / the contract was made or performed here'}].${federal}`,
    ),
    ...counts,
  ];
  const goods = claim.causes.some((c) => GOODS_CAUSES.has(c.found.rule.name));
  const items = [
    ...(reliefsOf(claim) ?? [`that ${defendant} be ordered to ${withoutInterest(demand)}`]),
    ...(goods ? ['incidental and consequential damages (UCC § 2-715)'] : []),
    'pre-judgment and post-judgment interest as the law allows',
    'the costs of this action',
    'such further relief as the Court deems just',
  ];
  return {
    parts,
    prayer: `WHEREFORE, the plaintiff ${claimant} demands judgment against the defendant ${defendant}: ${lettered(items)}. [The plaintiff demands a trial by jury on all issues so triable (Fed. R. Civ. P. 38, or the state’s rule).]`,
  };
}

function answer({ claim, strategy }: ClaimDraftInput): { parts: string[]; prayer: string } | null {
  const demand = demandOf(claim, 'the plaintiff');
  if (!demand) return null;
  const { defendant } = claim.context;
  const defenses = [
    'The complaint fails to state a claim upon which relief can be granted (Fed. R. Civ. P. 12(b)(6)).',
    `The claims are barred to the extent they were not brought in time (${strategy.limitation.rule}).`,
    ...defencesOf(claim),
    'The plaintiff failed to mitigate its damages.',
  ];
  return {
    parts: [
      h(3, 'Responses to the allegations'),
      p(
        `${defendant} answers the complaint as follows. Paragraphs [ ] are admitted. As to paragraphs [ ], ${defendant} lacks knowledge or information sufficient to form a belief about their truth, which has the effect of a denial (Fed. R. Civ. P. 8(b)(5)). Every other allegation, including that ${defendant} must ${demand}, is denied (Fed. R. Civ. P. 8(b)(3), or the state’s rule).`,
      ),
      h(3, 'Affirmative defenses (Fed. R. Civ. P. 8(c), or the state’s rule)'),
      ol(defenses),
    ],
    prayer: `WHEREFORE, the defendant ${defendant} asks that the complaint be dismissed with prejudice, that the plaintiff take nothing, and that the defendant be awarded its costs and such further relief as the Court deems just.`,
  };
}

export const US_CIVIL_DRAFTS: CivilDraftWriter = {
  notice: demandLetter,
  reply: response,
  pleading: complaint,
  defence: answer,
  grounds: false,
  caption: ['Case No. [ ]'],
  opening: null,
  closing: (kind, ours) =>
    p('Respectfully submitted,') +
    p('[Attorney’s name, bar number, address, telephone and e-mail]') +
    p(
      `Attorney for the ${kind === 'plaint' ? 'plaintiff' : 'defendant'} ${ours}, signing under Fed. R. Civ. P. 11 or the state’s equivalent rule.`,
    ),
  signature: (ours) => `Attorney for ${ours}`,
};
