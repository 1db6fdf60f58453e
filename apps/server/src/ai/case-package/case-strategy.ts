import type { PackageFact, PackageStrategy } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { isProcedureProvision, provisionKey } from '../litigation/cited-provisions.ts';
import { CIVIL_PROVISION_NOTES } from '../litigation/civil-provision-notes.ts';
import type { FoundAllegation } from './case-allegations.ts';
import { caseEvidence } from './case-evidence.ts';
import { type CaseInput, sidesOf } from './case-input.ts';
import type { CivilClaim } from './civil-claim.ts';
import type { Forum } from './civil-forum.ts';
import { civilArguments, civilCounters, civilIssues, civilLimitation } from './civil-strategy.ts';
import { latestFactDate, yearsAfter } from './facts-chronology.ts';
import { IN_CHEQUE_LIMITATION_NOTE, type Nature, procedureOf } from './procedure-law.ts';

function issuesOf(
  allegations: readonly FoundAllegation[],
  provisions: readonly string[],
  nature: Nature,
  defendant: string,
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
  else issues.push(`Whether ${defendant} should be on bail pending trial, and on what conditions.`);
  return issues;
}

function argumentsOf(allegations: readonly FoundAllegation[], input: CaseInput, ours: string): string[] {
  if (allegations.length === 0) {
    return [
      `The facts as stated by ${ours} are the case: set them out in order and prove each by a document or a witness.`,
    ];
  }
  return allegations.map((a) => {
    const quoted = a.sentence.replace(/[.;:,\s]+$/, '');
    return input.representing === 'victim'
      ? `${a.rule.name}: the facts show it — “${quoted}”. Prove each ingredient with the evidence listed.`
      : `${a.rule.name}: the other side must prove every ingredient; the facts rest on “${quoted}”. Test it in cross-examination and against the documents.`;
  });
}

function countersOf(allegations: readonly FoundAllegation[], input: CaseInput, nature: Nature) {
  const counters: PackageStrategy['counter_arguments'] = [];
  const cheque = allegations.some((a) => /cheque/i.test(a.rule.name));
  if (input.representing === 'victim') {
    if (nature === 'criminal') {
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
}): PackageStrategy {
  const { input, text, jurisdiction, allegations, provisions, facts, claim, forum } = options;
  const nature: Nature = input.caseType === 'Criminal' ? 'criminal' : 'civil';
  const { ours, defendant } = sidesOf(input);
  const procedure = procedureOf(jurisdiction, nature, input.representing);
  const latest = latestFactDate(facts);
  const years = procedure.limitation.years;
  const cited = new Set(provisions.map(provisionKey));
  // The cheque's own month applies to a cheque case only, not to every Indian prosecution.
  const chequeComplaint =
    jurisdiction === 'IN' && nature === 'criminal' && allegations.some((a) => /cheque/i.test(a.rule.name));
  const generalLimitation = {
    rule: procedure.limitation.rule,
    deadline: years !== null && latest ? yearsAfter(latest, years) : null,
    note: chequeComplaint ? IN_CHEQUE_LIMITATION_NOTE : procedure.limitation.note,
  };
  // A civil claim with causes of its own is argued from them; other cases keep the general rules.
  const civil = claim && claim.causes.length > 0 ? claim : null;
  return {
    issues: civil ? civilIssues(civil, forum) : issuesOf(allegations, provisions, nature, defendant),
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
    arguments: civil ? civilArguments(civil, input.representing) : argumentsOf(allegations, input, ours),
    counter_arguments: [
      ...(civil ? civilCounters(civil, input.representing) : []),
      ...countersOf(allegations, input, nature),
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
