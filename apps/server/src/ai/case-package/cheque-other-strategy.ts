import type { PackageStrategy } from '@lexi/shared/api/case-package';
import { nonBailable, type OtherOffence, offencesNamed } from './cheque-other-offences.ts';
import type { SideKey } from './procedure-law.ts';

/**
 * What a cheque case with another offence (issue 15) adds to the strategy: the other offence's own
 * ingredients, the two prosecutions on one transaction, and bail where the other is non-bailable.
 */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function chequeOthersIssues(
  others: readonly OtherOffence[],
  side: SideKey,
  defendant: string,
): string[] {
  const grave = nonBailable(others);
  return [
    ...others
      .filter((o) => o.ingredients)
      .map(
        (o) => `Whether the facts show ${o.name.toLowerCase()} beyond the unpaid cheque: ${o.ingredients}.`,
      ),
    `Whether the prosecution under Section 138 and for ${offencesNamed(others)} on one transaction prosecutes the same offence twice (Article 20(2) of the Constitution; Section 26 General Clauses Act 1897), or different offences that may run together.`,
    ...(grave.length && side === 'accused'
      ? [
          `Whether ${defendant} should have anticipatory bail in the non-bailable offence of ${offencesNamed(grave)}.`,
        ]
      : []),
  ];
}

export function chequeOthersArguments(others: readonly OtherOffence[], side: SideKey): string[] {
  const named = offencesNamed(others);
  if (side === 'victim')
    return [
      `Both routes lie: the dishonour by the complaint under Sections 138 and 142 NI Act, and ${named} by the police; they are different offences and run together.`,
      ...others.filter((o) => o.ingredients).map((o) => `${o.name}: show from the facts ${o.ingredients}.`),
    ];
  return [
    'The dispute is civil, given a criminal colour: an unpaid price or loan and a dishonoured cheque are answered by a suit and by the complaint under Section 138, not by a police case.',
    ...others
      .filter((o) => o.ingredients)
      .map(
        (o) =>
          `${o.name}: the prosecution must show ${o.ingredients}${/cheat/i.test(o.name) ? '; the facts show no dishonest intention at the inception' : ''}.`,
      ),
    `Two prosecutions on one cheque: plead that the case for ${named} repeats the complaint under Section 138 (Article 20(2); Section 26 General Clauses Act 1897); courts let both proceed where the ingredients differ, so the civil-colour and intention points carry more weight.`,
  ];
}

export function chequeOthersCounters(
  others: readonly OtherOffence[],
  side: SideKey,
): PackageStrategy['counter_arguments'] {
  const named = offencesNamed(others);
  if (side === 'victim')
    return [
      {
        argument: 'The dispute is civil and has been given a criminal colour.',
        answer:
          'The facts show the dishonest intention at the start of the transaction, which a civil claim or the cheque’s complaint alone does not answer.',
      },
      {
        argument: 'The accused is prosecuted twice for one cheque (double jeopardy).',
        answer: `Article 20(2) and Section 26 of the General Clauses Act 1897 bar a second prosecution or punishment for the same offence; the offence under Section 138 and ${named} have different ingredients, and courts let both proceed.`,
      },
    ];
  const grave = nonBailable(others);
  return grave.length
    ? [
        {
          argument: `${capitalised(offencesNamed(grave))} is non-bailable: the accused should be arrested.`,
          answer:
            'Arrest is not automatic: for an offence punishable with up to 7 years a notice of appearance comes first (Section 35(3) BNSS); the evidence is documentary, and anticipatory bail lies under Section 482 BNSS.',
        },
      ]
    : [];
}
