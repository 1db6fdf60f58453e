import type { DraftKind } from '@lexi/shared/api/case-package';
import { isProcedureProvision } from '../litigation/cited-provisions.ts';
import type { DraftContext } from './case-drafts.ts';
import { sidesOf } from './case-input.ts';
import { type ChequeCase, chequeConditions, chequeNamed, factsBeforeNotice, written } from './cheque-case.ts';
import { allegationsByRoute, nonBailable, offencesNamed, plural } from './cheque-other-offences.ts';
import { chequeOthersArguments } from './cheque-other-strategy.ts';
import { anticipatoryBail, policeDrafts } from './cheque-police-drafts.ts';
import { chequeReply, drawerFactsHtml } from './cheque-reply.ts';
import { factLines } from './draft-facts.ts';
import { h, ol, p, ul } from './draft-html.ts';
import { inNoticeVoice } from './letter-voice.ts';
import { policeRouteProvisions } from './procedure-law-cheque-other.ts';

/**
 * A draft whose make-up its case's procedure decides (a cheque case's, issue 15): what it says in
 * place of the general draft of its kind. Unset fields keep the general draft's.
 */
export type OwnDraft = {
  kind: DraftKind;
  title: string;
  /** The court line that heads it. */
  court?: string;
  /** Whether the police station named in the facts heads it. */
  station: boolean;
  /** Its facts as HTML, in place of the draft's list of the facts (a letter's numbered paragraphs). */
  facts?: string;
  /** The wizard's allegations it sets out (those of its own route). */
  allegations: readonly string[];
  parts: string[];
  prayer: string;
  /** Its grounds, in place of the strategy's arguments and provisions. */
  grounds?: string[];
  /** A document of a make of its own (the information to the police): its whole HTML. */
  html?: string;
};

export const CHEQUE_TITLES = {
  legal_notice: 'Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881',
  complaint: 'Complaint under Sections 138 and 142 of the Negotiable Instruments Act, 1881',
  reply_notice: 'Reply to the Demand Notice under Section 138(b) of the Negotiable Instruments Act, 1881',
  bail_application:
    'Application for Bail under Section 478 BNSS (formerly Section 436 CrPC): the Offence under Section 138 of the Negotiable Instruments Act, 1881 is Bailable',
} as const;

/** The Magistrate where the payee's bank branch is (Section 142(2)(a)), not the police's district. */
export const CHEQUE_COURT_LINE =
  'In the Court of the Judicial Magistrate First Class / Metropolitan Magistrate, [place of the complainant’s bank branch]';

const NI_ACT = /Negotiable Instruments Act/;

/**
 * The drafts of a cheque case: the payee sends the demand notice and files the complaint under
 * Sections 138 and 142; the drawer replies to the notice and, summoned, asks for bail in a bailable
 * offence. Where the case alleges another offence too, the payee also goes to the police (or to
 * the Magistrate for a non-cognizable one) and the drawer asks for anticipatory bail in a
 * non-bailable one; each draft sets out its own route's allegations and grounds.
 */
export function chequeDrafts(ctx: DraftContext, cheque: ChequeCase): OwnDraft[] {
  const { others } = cheque;
  const routes = allegationsByRoute(ctx.allegations, others);
  const sides = sidesOf(ctx.input);
  const court = ctx.places.court ? `In the ${ctx.places.court.replace(/\n/g, ' ')}` : CHEQUE_COURT_LINE;
  const grounds = others.length ? chequeGrounds(ctx, cheque) : undefined;
  const elsewhere = (what: string) =>
    others.length
      ? [
          p(
            `${capitalised(offencesNamed(others))}, alleged on the same facts, ${plural(others) ? 'are' : 'is'} the subject of a separate proceeding; ${what} is for the offence under Section 138 only.`,
          ),
        ]
      : [];
  if (ctx.input.representing === 'victim') {
    const amount = cheque.amount ?? 'Rs. [amount]';
    const offences = ctx.provisions.filter((x) => !isProcedureProvision(x) && NI_ACT.test(x)).join('; ');
    return [
      {
        kind: 'legal_notice',
        title: CHEQUE_TITLES.legal_notice,
        station: false,
        // The notice tells what came before it, not its own sending and receipt, to the drawer.
        facts: ol(
          [...factLines(factsBeforeNotice(ctx.facts, cheque)), ...routes.cheque].map((fact) =>
            inNoticeVoice(fact, sides.defendant),
          ),
        ),
        allegations: [],
        parts: [
          p(
            `The ${chequeNamed(cheque)}, drawn by you in discharge of your debt to my client, was presented by my client and returned unpaid by the bank on ${written(cheque.returned, '[date of the return memo]')}, as the bank’s return memo shows.`,
          ),
          p(
            `By this notice under Section 138(b) of the Negotiable Instruments Act, 1881, given within 30 days of my client’s receipt of the bank’s memo, my client demands payment of the amount of the cheque, ${amount}.`,
          ),
        ],
        prayer: `You are called upon to pay my client ${sides.ours} ${amount}, the amount of the cheque, within 15 days of receiving this notice, failing which my client will file a complaint against you under Sections 138 and 142 of the Negotiable Instruments Act, 1881, at your risk as to costs and consequences.`,
      },
      {
        kind: 'complaint',
        title: CHEQUE_TITLES.complaint,
        court,
        // The payee's own complaint, before the Magistrate: no police station heads it.
        station: false,
        allegations: routes.cheque,
        parts: [
          h(3, 'The conditions of Section 138 of the Negotiable Instruments Act, 1881'),
          ol(chequeConditions(cheque, sides.defendant)),
          ...elsewhere('this complaint'),
        ],
        prayer: `It is prayed that the Court take cognizance of the offences under ${offences || 'Section 138 Negotiable Instruments Act 1881'}, summon ${sides.defendant}, try the case summarily (Section 143), direct the accused to pay interim compensation of up to 20 % of the cheque’s amount (Section 143A), and on conviction punish the accused and award the complainant compensation under Section 395 BNSS (formerly Section 357 CrPC).`,
        ...(grounds ? { grounds: grounds.cheque } : {}),
      },
      ...(others.length ? policeDrafts(ctx, others, routes.other, grounds?.other ?? []) : []),
    ];
  }
  const reply = chequeReply(cheque, ctx.facts, sides, routes.plain);
  const facts = drawerFactsHtml(ctx.facts, sides.defendant);
  return [
    {
      kind: 'reply_notice',
      title: CHEQUE_TITLES.reply_notice,
      station: false,
      // The reply speaks for the drawer: it does not recite the payee's story as its facts, and
      // denies the allegations with the payee's other statements.
      facts: '',
      allegations: [],
      parts: reply.parts,
      prayer: reply.prayer,
    },
    {
      kind: 'bail_application',
      title: CHEQUE_TITLES.bail_application,
      court,
      station: false,
      facts,
      allegations: routes.cheque,
      parts: [
        h(3, 'Bail in a bailable offence'),
        ul([
          `The offence alleged, under Section 138 of the Negotiable Instruments Act, 1881, is bailable: on appearing, ${sides.defendant} is entitled to be released on bail (Section 478 BNSS, formerly Section 436 CrPC).`,
          `${sides.defendant} appears in answer to the summons and undertakes to attend every date; the case rests on documents and is tried summarily (Section 143).`,
          `${sides.defendant} disputes the debt and will rebut the presumption under Section 139; no interim compensation under Section 143A is warranted.`,
        ]),
        ...elsewhere('this case'),
      ],
      prayer: `It is prayed that ${sides.defendant} be released on bail on a personal bond, with or without sureties, as the Court deems fit (Section 478 BNSS).`,
      // It argues bail, citing above the sections it relies on: not the complainant's remedies
      // (cognizance, interim compensation, evidence on affidavit) listed as its grounds.
      grounds: grounds?.chequeArguments ?? ctx.strategy.arguments,
    },
    ...(nonBailable(others).length ? [anticipatoryBail(ctx, others, routes.other, facts)] : []),
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The strategy's grounds split by route: the cheque's drafts argue the cheque (the NI Act's
 * provisions), the police route's the other offences (their provisions and that route's
 * procedure). The strategy's advice on both routes is for the lawyer, not a ground of either.
 */
function chequeGrounds(
  ctx: DraftContext,
  cheque: ChequeCase,
): { cheque: string[]; chequeArguments: string[]; other: string[] } {
  const { others } = cheque;
  const advice = new Set(chequeOthersArguments(others, ctx.input.representing));
  const arguments_ = ctx.strategy.arguments.filter((a) => !advice.has(a));
  const isOther = (argument: string) => others.some((o) => argument.startsWith(`${o.name}:`));
  const line = (x: { provision: string; why: string }) => `${x.provision}: ${x.why}`;
  const offences = new Set(others.flatMap((o) => o.provisions));
  const chequeArguments = arguments_.filter((a) => !isOther(a));
  return {
    chequeArguments,
    cheque: [
      ...chequeArguments,
      ...ctx.strategy.provisions
        .filter((x) => NI_ACT.test(x.provision))
        .slice(0, 6)
        .map(line),
    ],
    other: [
      ...arguments_.filter(isOther),
      ...ctx.strategy.provisions.filter((x) => offences.has(x.provision)).map(line),
      ...policeRouteProvisions(others).map(line),
    ],
  };
}
