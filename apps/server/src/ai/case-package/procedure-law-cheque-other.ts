import { nonBailable, type OtherOffence, offencesNamed, policeRoute } from './cheque-other-offences.ts';
import type { Procedure, Provision, SideKey } from './procedure-law.ts';
import { IN_CHEQUE_PROCEDURE } from './procedure-law-cheque.ts';

/**
 * The procedure of a cheque case that alleges another offence too (issue 15): the cheque's own
 * route (the payee's complaint under Sections 138 and 142 NI Act) and, beside it, the police route
 * of the other offence (an FIR, or a complaint to the Magistrate when it is non-cognizable). They
 * are different offences and run together; the accused's plea of double jeopardy is answered by
 * their different ingredients.
 */
export const SAME_OFFENCE_BAR: Provision = {
  provision: 'Article 20(2) Constitution of India; Section 26 General Clauses Act 1897',
  why: 'No one is prosecuted and punished twice for the same offence; an act that is an offence under two enactments is punished under one only. The offence under Section 138 and an offence of the penal code have different ingredients: both may be prosecuted.',
};

const FIR: Provision[] = [
  {
    provision: 'Section 173 BNSS (formerly Section 154 CrPC)',
    why: 'The FIR of the cognizable offence at the police station; for an offence punishable with 3 to 7 years the officer may first hold a preliminary enquiry within 14 days (173(3)); on a refusal, the substance goes to the Superintendent of Police (173(4)).',
  },
  {
    provision: 'Section 175(3) BNSS (formerly Section 156(3) CrPC)',
    why: 'The Magistrate may order the police to investigate, on an application supported by an affidavit, after the complaint to the Superintendent of Police under Section 173(4).',
  },
  {
    provision: 'Section 193 BNSS (formerly Section 173 CrPC)',
    why: 'The police report: a closure report can be opposed by a protest petition.',
  },
];

const MAGISTRATE: Provision[] = [
  {
    provision: 'Section 174 BNSS (formerly Section 155 CrPC)',
    why: 'A non-cognizable offence: the police record the information but may not investigate without the Magistrate’s order.',
  },
];

const COMPLAINT: Provision = {
  provision: 'Section 223 BNSS (formerly Section 200 CrPC)',
  why: 'The complaint to the Magistrate: for the cheque, the affidavit under Section 145 NI Act stands for the complainant’s examination; for the other offence, the complainant and the witnesses present are examined on oath.',
};

const ACCUSED_NON_BAILABLE: Provision[] = [
  {
    provision: 'Section 482 BNSS (formerly Section 438 CrPC)',
    why: 'Anticipatory bail before the Court of Session or the High Court when arrest is apprehended for the non-bailable offence.',
  },
  {
    provision: 'Section 35(3) BNSS (formerly Section 41A CrPC)',
    why: 'For an offence punishable with up to 7 years, a notice of appearance instead of arrest unless arrest is necessary.',
  },
  {
    provision: 'Section 480 BNSS (formerly Section 437 CrPC)',
    why: 'Bail in a non-bailable offence before the Magistrate, if arrested.',
  },
];

const limitationNote = (others: readonly OtherOffence[]) =>
  `${IN_CHEQUE_PROCEDURE.victim.limitation.note} The other offences, by the police route: ${others
    .map(
      (o) =>
        `for ${o.name.toLowerCase()}, ${o.limitation ?? 'check Section 514 BNSS against its punishment'}`,
    )
    .join('; ')}.`;

function victimSteps(others: readonly OtherOffence[]): string[] {
  const cheque = IN_CHEQUE_PROCEDURE.victim.nextSteps;
  const named = offencesNamed(others);
  const police =
    policeRoute(others) === 'fir'
      ? [
          `For ${named}: give the information at the police station for an FIR (Section 173 BNSS), with the documents, and say that the cheque is the subject of a separate complaint under Section 138; for an offence punishable with 3 to 7 years the officer may hold a preliminary enquiry of 14 days first.`,
          'If the officer does not register the FIR, send its substance to the Superintendent of Police (Section 173(4) BNSS); then apply to the Magistrate under Section 175(3) BNSS, with an affidavit, for a direction to register and investigate.',
        ]
      : [
          `For ${named}, a non-cognizable offence: file a complaint before the Magistrate under Section 223 BNSS (the police may not investigate it without the Magistrate’s order, Section 174 BNSS).`,
        ];
  return [
    ...cheque.slice(0, 1),
    ...police,
    ...cheque.slice(1, 3),
    'Tell each court of the other proceeding: the complaint under Section 138 and the police case for the other offence run together, and the accused’s plea of double jeopardy is answered by their different ingredients.',
    ...cheque.slice(3),
  ];
}

function accusedSteps(others: readonly OtherOffence[]): string[] {
  const cheque = IN_CHEQUE_PROCEDURE.accused.nextSteps;
  const grave = nonBailable(others);
  const bailable = others.filter((o) => o.bailable === true);
  const unknown = others.filter((o) => o.bailable === null);
  return [
    ...cheque.slice(0, 1),
    ...(grave.length
      ? [
          `If arrest is apprehended for ${offencesNamed(grave)}, non-bailable: apply for anticipatory bail under Section 482 BNSS before the Court of Session; for an offence punishable with up to 7 years the police must first consider a notice of appearance (Section 35(3) BNSS).`,
        ]
      : []),
    ...(bailable.length
      ? [`For ${offencesNamed(bailable)}, bailable: on appearance, bail is a right (Section 478 BNSS).`]
      : []),
    ...(unknown.length
      ? [
          `For ${offencesNamed(unknown)}: check in the First Schedule of the BNSS whether it is bailable; if not, apply for anticipatory bail under Section 482 BNSS.`,
        ]
      : []),
    ...cheque.slice(1, 2),
    `Consider a petition under Section 528 BNSS to quash the case for ${offencesNamed(others)}: the dispute is civil, given a criminal colour, and the facts show no dishonest intention when the transaction began; the cheque is answered in the complaint under Section 138.`,
    ...cheque.slice(2),
  ];
}

/** The procedure of the other offences' own route, as the payee's drafts for it cite it. */
export const policeRouteProvisions = (others: readonly OtherOffence[]): Provision[] =>
  policeRoute(others) === 'fir' ? FIR : [...MAGISTRATE, COMPLAINT];

/** The combined procedure of a cheque case with other offences, for the side represented. */
export function chequeWithOthersProcedure(side: SideKey, others: readonly OtherOffence[]): Procedure {
  const cheque = IN_CHEQUE_PROCEDURE[side];
  const limitation = { ...cheque.limitation, note: limitationNote(others) };
  if (side === 'victim') {
    const own = cheque.provisions.filter((p) => !p.provision.startsWith('Section 223 BNSS'));
    const route = policeRoute(others) === 'fir' ? FIR : MAGISTRATE;
    return {
      provisions: [...own, COMPLAINT, ...route, SAME_OFFENCE_BAR],
      limitation,
      nextSteps: victimSteps(others),
    };
  }
  return {
    provisions: [
      ...cheque.provisions,
      ...(nonBailable(others).length ? ACCUSED_NON_BAILABLE : []),
      SAME_OFFENCE_BAR,
    ],
    limitation,
    nextSteps: accusedSteps(others),
  };
}
