import type { PackageFact, PackageStrategy } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { isProcedureProvision, provisionKey } from '../litigation/cited-provisions.ts';
import { CIVIL_PROVISION_NOTES } from '../litigation/civil-provision-notes.ts';
import type { FoundAllegation } from './case-allegations.ts';
import { caseEvidence } from './case-evidence.ts';
import { type CaseInput, sidesOf } from './case-input.ts';
import { type ChequeCase, complaintDeadline } from './cheque-case.ts';
import { chequeOthersArguments, chequeOthersCounters, chequeOthersIssues } from './cheque-other-strategy.ts';
import type { CivilClaim } from './civil-claim.ts';
import type { Forum } from './civil-forum.ts';
import { civilArguments, civilCounters, civilIssues, civilLimitation } from './civil-strategy.ts';
import { latestFactDate, yearsAfter } from './facts-chronology.ts';
import { IN_CHEQUE_LIMITATION_NOTE, type Nature, procedureOf } from './procedure-law.ts';
import { IN_CHEQUE_PROCEDURE } from './procedure-law-cheque.ts';
import { chequeWithOthersProcedure } from './procedure-law-cheque-other.ts';

/** What a cheque case turns on instead of bail: a bailable offence whose conditions are its dates. */
const CHEQUE_ISSUES = [
  'Whether the cheque was drawn for a legally enforceable debt or liability, as Section 139 presumes unless the accused rebuts it.',
  'Whether the cheque was presented within its validity, the demand notice given within 30 days of the return memo and the amount left unpaid 15 days after its receipt (Section 138(a) to (c)).',
  'Whether the complaint was filed within one month of the cause of action (Section 142(1)(b)), or the delay is to be condoned.',
];

function issuesOf(
  allegations: readonly FoundAllegation[],
  provisions: readonly string[],
  nature: Nature,
  defendant: string,
  cheque: boolean,
): string[] {
  const issues = allegations.map((a) =>
    nature === 'criminal'
      ? `Whether ${defendant} committed ${a.rule.name.toLowerCase()}${a.provisions.length ? ` (${a.provisions.join('; ')})` : ''}.`
      : `Whether ${defendant} is liable for ${a.rule.name.toLowerCase()}${a.provisions.length ? ` (${a.provisions.join('; ')})` : ''}.`,
  );
  // An offence or claim the facts cite that no allegation rule named is an issue all the same.
  const named = new Set(allegations.flatMap((a) => a.provisions).map(provisionKey));
  for (const provision of provisions) {
    if (isProcedureProvision(provision) || named.has(provisionKey(provision))) continue;
    issues.push(
      nature === 'criminal'
        ? `Whether ${defendant} committed the offence under ${provision}.`
        : `Whether ${defendant} is liable under ${provision}.`,
    );
  }
  if (nature === 'civil')
    issues.push('Whether the suit is within limitation.', 'To what relief the plaintiff is entitled.');
  else if (cheque) issues.push(...CHEQUE_ISSUES);
  else issues.push(`Whether ${defendant} should be on bail pending trial, and on what conditions.`);
  return issues;
}

/** An allegation's sentence as quoted: without the citation the wizard wrote after the one before. */
const quotedSentence = (sentence: string) => sentence.replace(/^\([^()]*\)\s*/, '').replace(/[.;:,\s]+$/, '');

function argumentsOf(allegations: readonly FoundAllegation[], input: CaseInput, ours: string): string[] {
  if (allegations.length === 0) {
    return [
      `The facts as stated by ${ours} are the case: set them out in order and prove each by a document or a witness.`,
    ];
  }
  // Each argument is also a ground of the side's filings, so it is worded as one: no advice to the
  // lawyer ("prove it", "test it in cross-examination") that a court would read.
  return allegations.map((a) => {
    const quoted = quotedSentence(a.sentence);
    return input.representing === 'victim'
      ? `${a.rule.name}: the facts set out above disclose every ingredient of it — “${quoted}”.`
      : `${a.rule.name}: the other side must prove every ingredient of it; its case rests on “${quoted}”, which is not admitted.`;
  });
}

function countersOf(
  allegations: readonly FoundAllegation[],
  input: CaseInput,
  nature: Nature,
  chequeCase: boolean,
) {
  const counters: PackageStrategy['counter_arguments'] = [];
  const cheque = allegations.some((a) => /cheque/i.test(a.rule.name));
  if (input.representing === 'victim') {
    // Section 138 asks for no dishonest intention: the "civil colour" answer is the police case's.
    if (nature === 'criminal' && !chequeCase) {
      counters.push({
        argument: 'The dispute is civil and has been given a criminal colour.',
        answer:
          'The facts show the dishonest intention at the start of the transaction, which a civil claim alone does not answer.',
      });
    }
    if (cheque) {
      counters.push({
        argument: 'The cheque was given as security, not for a debt.',
        answer:
          'Section 139 Negotiable Instruments Act presumes a debt; the accused must rebut it with evidence.',
      });
    }
    counters.push({
      argument: 'The claim or complaint is late.',
      answer: 'The limitation below is counted from the dates of the facts; file within it.',
    });
  } else {
    // A bailable cheque offence: what the accused faces first is interim compensation, not custody.
    if (chequeCase) {
      counters.push({
        argument: 'The accused must pay interim compensation of 20 % of the cheque’s amount (Section 143A).',
        answer:
          'The Court “may” order up to 20 %; it is not automatic, and a probable defence on the debt weighs against it.',
      });
    } else {
      counters.push({
        argument:
          nature === 'criminal'
            ? 'The offence is grave and the accused may abscond or tamper with evidence.'
            : 'The defendant admitted the liability.',
        answer:
          nature === 'criminal'
            ? 'The accused has roots in the community, will attend every date and accepts conditions; the evidence is documentary and already seized.'
            : 'No admission appears in the documents; every allegation is denied specifically.',
      });
    }
    if (cheque) {
      counters.push({
        argument: 'The presumption of a legally enforceable debt applies.',
        answer:
          'It is rebuttable on a preponderance of probabilities: show the cheque was security and no debt was due.',
      });
    }
  }
  return counters;
}

/**
 * The legal strategy for the side represented: the issues the allegations raise, the provisions
 * (the offence's or claim's own and the procedure of the side's moves), arguments from the facts,
 * the other side's arguments with answers, the evidence to collect, limitation and next steps.
 */
export function caseStrategy(options: {
  input: CaseInput;
  text: string;
  jurisdiction: Jurisdiction;
  allegations: readonly FoundAllegation[];
  provisions: readonly string[];
  facts: readonly PackageFact[];
  /** The civil claim (a civil case), whose causes give the issues, arguments and limitation. */
  claim: CivilClaim | null;
  forum: Forum;
  /** A cheque-dishonour case (Section 138 NI Act): its own procedure, not the police case's. */
  cheque: ChequeCase | null;
}): PackageStrategy {
  const { input, text, jurisdiction, allegations, provisions, facts, claim, forum, cheque } = options;
  const nature: Nature = input.caseType === 'Criminal' ? 'criminal' : 'civil';
  const { ours, defendant } = sidesOf(input);
  // A cheque case with another offence has both routes: the payee's complaint and the police's.
  const others = cheque?.others ?? [];
  const procedure = cheque
    ? others.length
      ? chequeWithOthersProcedure(input.representing, others)
      : IN_CHEQUE_PROCEDURE[input.representing]
    : procedureOf(jurisdiction, nature, input.representing);
  const latest = latestFactDate(facts);
  const years = procedure.limitation.years;
  const cited = new Set(provisions.map(provisionKey));
  // The cheque's own month applies to a cheque case only, not to every Indian prosecution.
  const chequeComplaint =
    jurisdiction === 'IN' && nature === 'criminal' && allegations.some((a) => /cheque/i.test(a.rule.name));
  // A cheque complaint's month runs from the 15 days after the notice's receipt, when the facts date it.
  const chequeDeadline = cheque && complaintDeadline(cheque);
  const generalLimitation = {
    rule: procedure.limitation.rule,
    deadline: chequeDeadline ? chequeDeadline : years !== null && latest ? yearsAfter(latest, years) : null,
    // A cheque case's procedure says its own month (and its other offences' periods).
    note: !cheque && chequeComplaint ? IN_CHEQUE_LIMITATION_NOTE : procedure.limitation.note,
  };
  // A civil claim with causes of its own is argued from them; other cases keep the general rules.
  const civil = claim && claim.causes.length > 0 ? claim : null;
  return {
    issues: civil
      ? civilIssues(civil, forum)
      : [
          ...issuesOf(allegations, provisions, nature, defendant, cheque !== null),
          ...(others.length ? chequeOthersIssues(others, input.representing, defendant) : []),
        ],
    provisions: [
      ...provisions.map((p) => ({
        provision: p,
        why:
          CIVIL_PROVISION_NOTES[p] ??
          allegations.find((a) => a.provisions.includes(p))?.rule.name ??
          'Cited in the facts.',
      })),
      ...[...forum.provisions, ...forum.procedure].filter((p) => !cited.has(provisionKey(p.provision))),
      // A procedure the facts cite already (in either code) is listed once, as cited.
      ...procedure.provisions.filter((p) => !cited.has(provisionKey(p.provision))),
    ],
    arguments: civil
      ? civilArguments(civil, input.representing)
      : [
          ...argumentsOf(allegations, input, ours),
          ...(others.length ? chequeOthersArguments(others, input.representing) : []),
        ],
    counter_arguments: [
      ...(civil ? civilCounters(civil, input.representing) : []),
      ...(others.length ? chequeOthersCounters(others, input.representing) : []),
      ...countersOf(allegations, input, nature, cheque !== null),
    ],
    evidence: caseEvidence(input, facts, text, jurisdiction),
    limitation: (civil ? civilLimitation(civil, facts, latest, forum) : null) ?? generalLimitation,
    // The forum's steps after the notice (the claimant's first step), or after the defence's own.
    next_steps:
      input.representing === 'victim'
        ? [...procedure.nextSteps.slice(0, 1), ...forum.steps, ...procedure.nextSteps.slice(1)]
        : [...procedure.nextSteps, ...forum.steps],
  };
}
