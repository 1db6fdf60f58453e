import type { DraftContext } from './case-drafts.ts';
import { sidesOf } from './case-input.ts';
import type { OwnDraft } from './cheque-drafts.ts';
import {
  nonBailable,
  type OtherOffence,
  offencesNamed,
  plural,
  policeRoute,
} from './cheque-other-offences.ts';
import { factLines } from './draft-facts.ts';
import { h, ol, p, strongP, ul } from './draft-html.ts';

/**
 * The drafts of the police route of a cheque case's other offences (issue 15): for the payee, the
 * information for an FIR at the police station and the application to the Magistrate under
 * Section 175(3) BNSS should the police not register it, or, for non-cognizable offences only, a
 * complaint to the Magistrate; for the drawer, anticipatory bail in a non-bailable one. Each says
 * that the cheque is the subject of the separate complaint under Section 138.
 */
const SEPARATE_138 =
  'The dishonour of the cheque is the subject of the complainant’s separate complaint under Sections 138 and 142 of the Negotiable Instruments Act, 1881 before the Magistrate; that offence is distinct from what is set out here and is not its subject.';

const seat = (ctx: DraftContext) => ctx.places.district ?? '[place]';
const stationNamed = (ctx: DraftContext) =>
  ctx.places.policeStation
    ? `${ctx.places.policeStation} Police Station${ctx.places.district ? `, ${ctx.places.district}` : ''}`
    : '[name] Police Station, [district]';

const ingredients = (others: readonly OtherOffence[]) =>
  others.filter((o) => o.ingredients).map((o) => `${o.name}: ${o.ingredients}.`);

/** The payee's drafts for the other offences, by their route (an FIR, or the Magistrate). */
export function policeDrafts(
  ctx: DraftContext,
  others: readonly OtherOffence[],
  allegations: readonly string[],
  grounds: string[],
): OwnDraft[] {
  const { claimant, defendant } = sidesOf(ctx.input);
  const named = offencesNamed(others);
  const court = `In the Court of the Judicial Magistrate First Class, ${seat(ctx)}`;
  if (policeRoute(others) === 'magistrate')
    return [
      {
        kind: 'complaint',
        title: 'Complaint under Section 223 of the Bharatiya Nagarik Suraksha Sanhita, 2023',
        court,
        station: false,
        allegations,
        parts: [
          p(
            `${others.length > 1 ? 'The offences are' : 'The offence is'} non-cognizable: the police may not investigate without this Court’s order (Section 174(2) BNSS), and the complainant complains to this Court.`,
          ),
          p(SEPARATE_138),
          h(3, 'Witnesses'),
          ul(['[Names and addresses of the complainant’s witnesses]']),
        ],
        prayer: `It is prayed that the Court take cognizance of the ${plural(others) ? 'offences' : 'offence'} of ${named}, examine the complainant and the witnesses on oath, summon ${defendant} and try and punish the accused according to law.`,
        grounds,
      },
    ];
  return [
    {
      kind: 'complaint',
      title: 'Information of a Cognizable Offence for Registration of an FIR under Section 173 BNSS',
      station: true,
      allegations,
      parts: [],
      prayer: '',
      html: [
        h(1, 'Information of a Cognizable Offence for Registration of an FIR under Section 173 BNSS'),
        p(`To: The Station House Officer, ${stationNamed(ctx)}`),
        p(`From: ${claimant}, [address and telephone]`),
        p(`Subject: ${named.charAt(0).toUpperCase()}${named.slice(1)}, committed by ${defendant}`),
        p(
          `I, ${claimant}, give the following information of the ${plural(others) ? 'offences' : 'offence'} committed against me by ${defendant}:`,
        ),
        ol(factLines(ctx.facts)),
        allegations.length ? h(3, 'Allegations') + ul(allegations) : '',
        p(`These facts disclose ${named}.`),
        p(SEPARATE_138),
        p(
          `I request you to register an FIR under Section 173 BNSS against ${defendant}, to investigate, and to give me a copy of the FIR free of cost (Section 173(2) BNSS). Copies of the documents listed under evidence are enclosed: [list].`,
        ),
        p(`Place: ${ctx.places.district ?? ctx.places.place ?? '[place]'}`),
        p('Date: [date]'),
        strongP(`${claimant} (signature)`),
      ].join(''),
    },
    {
      kind: 'complaint',
      title:
        'Application under Section 175(3) BNSS (formerly Section 156(3) CrPC) for a Direction to Register the FIR and Investigate',
      court,
      station: true,
      allegations,
      parts: [
        h(3, 'The police did not act'),
        ol([
          `On [date] the complainant gave the information of ${plural(others) ? 'these offences' : 'this offence'} at ${stationNamed(ctx)}; the officer in charge did not register an FIR.`,
          'On [date] the complainant sent the substance of the information to the Superintendent of Police under Section 173(4) BNSS, who did not act on it.',
          `The facts disclose ${named}, which the police must register and investigate.`,
          SEPARATE_138,
        ]),
        h(3, plural(others) ? 'What the offences need' : 'What the offence needs'),
        ul(ingredients(others)),
        p('This application is supported by the complainant’s affidavit, as Section 175(3) BNSS requires.'),
      ],
      prayer: `It is prayed that the Court direct the officer in charge of ${stationNamed(ctx)} to register an FIR for ${named} against ${defendant} and investigate (Section 175(3) BNSS).`,
      grounds,
    },
  ];
}

/** The drawer's anticipatory bail in the non-bailable other offence, before the Court of Session. */
export function anticipatoryBail(
  ctx: DraftContext,
  others: readonly OtherOffence[],
  allegations: readonly string[],
  facts: string,
): OwnDraft {
  const { defendant } = sidesOf(ctx.input);
  const grave = nonBailable(others);
  const named = offencesNamed(grave);
  const noticeFirst = grave.every((o) => o.noticeBeforeArrest);
  return {
    kind: 'anticipatory_bail_application',
    title: 'Application for Anticipatory Bail under Section 482 BNSS (formerly Section 438 CrPC)',
    court: `In the Court of the Sessions Judge, ${seat(ctx)}`,
    station: true,
    facts,
    allegations,
    parts: [
      h(3, 'Grounds for anticipatory bail'),
      ul([
        `${defendant} apprehends arrest for ${named}, alleged on the transaction of a cheque that is the subject of the complainant’s own complaint under Section 138 of the Negotiable Instruments Act, 1881, in which ${defendant} will answer.`,
        'The dispute is civil, given a criminal colour: an unpaid price or loan, and a dishonoured cheque, are answered by a suit and by the complaint under Section 138, not by arrest.',
        ...grave
          .filter((o) => o.ingredients)
          .map((o) => `${o.name} needs ${o.ingredients}; the allegations show at most a debt left unpaid.`),
        ...(noticeFirst
          ? [
              'The offence is punishable with up to 7 years: arrest is not automatic, and a notice of appearance under Section 35(3) BNSS comes first.',
            ]
          : []),
        `${defendant}, residing at [address], will join the investigation when called, attend every date and abide by any condition the Court imposes; the evidence is documentary.`,
      ]),
    ],
    prayer: `It is prayed that in the event of arrest for ${named} ${defendant} be released on bail, on such conditions as the Court deems fit (Section 482 BNSS).`,
    grounds: [],
  };
}
