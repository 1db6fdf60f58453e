import { isProcedureProvision, provisionKey } from '../litigation/cited-provisions.ts';
import { caseAllegations, caseProvisions, type FoundAllegation } from './case-allegations.ts';

/**
 * An offence a cheque case alleges beside Section 138 of the Negotiable Instruments Act 1881
 * (issue 15): cheating, criminal breach of trust, criminal intimidation. It goes by the police
 * (an FIR, Section 173 BNSS) when cognizable, else by a complaint to the Magistrate (Section 223
 * BNSS), while the cheque goes by the payee's own complaint under Sections 138 and 142.
 */
export type OtherOffence = {
  /** "Cheating", the allegation's name, else the table's, else the provision itself. */
  name: string;
  /** The provisions the case names for it ("Section 420 IPC (now Section 318(4) BNS)"). */
  provisions: string[];
  /** The First Schedule of the BNSS (formerly of the CrPC); null: not in LeXi's table, check it. */
  cognizable: boolean | null;
  bailable: boolean | null;
  /** What the offence needs beyond an unpaid cheque, the accused's first answer. */
  ingredients: string | null;
  /** The bar to cognizance (Section 514 BNSS, formerly Section 468 CrPC) for it. */
  limitation: string | null;
  /** Punishable with up to 7 years: a notice of appearance before any arrest (Section 35(3) BNSS). */
  noticeBeforeArrest: boolean;
};

type Entry = Omit<OtherOffence, 'provisions'>;

const CHEATING_INGREDIENTS =
  'a dishonest or fraudulent intention when the promise was made, which induced the delivery of the property; a later failure to pay, or a dishonoured cheque alone, is not cheating';
const CHEATING: Entry = {
  name: 'Cheating',
  cognizable: true,
  bailable: false,
  ingredients: CHEATING_INGREDIENTS,
  noticeBeforeArrest: true,
  limitation:
    'no period: it is punishable with up to 7 years (Section 420 IPC, Section 318(4) BNS), and Section 514 BNSS bars only offences punishable with up to 3 years',
};
const SIMPLE_CHEATING: Entry = {
  name: 'Cheating',
  cognizable: false,
  bailable: true,
  ingredients: CHEATING_INGREDIENTS,
  noticeBeforeArrest: true,
  limitation:
    '1 year from the offence under the IPC (Section 417: up to 1 year), 3 years under the BNS (Section 318(2): up to 3 years) (Section 514 BNSS)',
};
const BREACH_OF_TRUST: Entry = {
  name: 'Criminal breach of trust',
  cognizable: true,
  bailable: false,
  ingredients:
    'property entrusted to the accused and dishonestly misappropriated or converted; a price or a loan left unpaid is a debt, not an entrustment',
  noticeBeforeArrest: true,
  limitation:
    '3 years from the offence under the IPC (Section 406: up to 3 years); no period under the BNS (Section 316(2): up to 5 years) (Section 514 BNSS)',
};
const AGGRAVATED_BREACH_OF_TRUST: Entry = {
  ...BREACH_OF_TRUST,
  name: 'Criminal breach of trust by a public servant, banker, merchant or agent',
  noticeBeforeArrest: false,
  limitation:
    'no period: it is punishable with up to life imprisonment, and Section 514 BNSS bars only offences punishable with up to 3 years',
};
const INTIMIDATION: Entry = {
  name: 'Criminal intimidation',
  cognizable: false,
  bailable: true,
  ingredients: 'a threat of injury to person, reputation or property, made with intent to cause alarm',
  noticeBeforeArrest: true,
  limitation:
    '3 years from the offence (up to 2 years’ imprisonment, Section 514 BNSS), no period for a threat to cause death or grievous hurt (up to 7 years); some States have amended the First Schedule for this offence, so check the State’s',
};

/** By provision key (IPC and BNS sections share one): the offences cheque cases allege most. */
const TABLE: Readonly<Record<string, Entry>> = {
  'ipc 420': CHEATING,
  'ipc 417': SIMPLE_CHEATING,
  'bns 318(2)': SIMPLE_CHEATING,
  'ipc 406': BREACH_OF_TRUST,
  'ipc 409': AGGRAVATED_BREACH_OF_TRUST,
  'ipc 506': INTIMIDATION,
  'bns 351': INTIMIDATION,
  'bns 351(3)': INTIMIDATION,
};

/** Joint liability and conspiracy go with an offence; they are not another route on their own. */
const ACCESSORY = new Set(['ipc 34', 'ipc 120b']);
const NI_ACT = /\bnegotiable instruments act\b/;

/**
 * The offences of a cheque case other than the NI Act's, each once (an offence named in both
 * codes, or by a rule and a citation, is one), from the provisions the case invokes.
 */
export function otherOffencesOf(
  provisions: readonly string[],
  allegations: readonly FoundAllegation[],
): OtherOffence[] {
  const offences: OtherOffence[] = [];
  const byEntry = new Map<Entry | string, OtherOffence>();
  for (const provision of provisions) {
    const key = provisionKey(provision);
    if (isProcedureProvision(provision) || NI_ACT.test(key) || ACCESSORY.has(key)) continue;
    const entry = TABLE[key];
    const found = byEntry.get(entry ?? key);
    if (found) {
      found.provisions.push(provision);
      continue;
    }
    const named = allegations.find((a) => a.provisions.some((p) => provisionKey(p) === key))?.rule.name;
    const offence: OtherOffence = entry
      ? { ...entry, name: named ?? entry.name, provisions: [provision] }
      : {
          name: named ?? `The offence under ${provision}`,
          provisions: [provision],
          cognizable: null,
          bailable: null,
          ingredients: null,
          limitation: null,
          noticeBeforeArrest: false,
        };
    byEntry.set(entry ?? key, offence);
    offences.push(offence);
  }
  return offences;
}

/** Whether the offences are one or more, for the verbs that speak of them. */
export const plural = (offences: readonly OtherOffence[]) => offences.length > 1;

/** The offences' names and provisions: "cheating (Section 420 IPC (now Section 318(4) BNS))". */
export const offencesNamed = (offences: readonly OtherOffence[]) =>
  offences.map((o) => `${o.name.toLowerCase()} (${o.provisions.join('; ')})`).join(' and ');

/**
 * How the other offences are taken up: by an FIR when one of them is cognizable or not in the
 * table (a non-cognizable one goes with it, Section 174(4) BNSS), else by a complaint to the
 * Magistrate, the police being unable to investigate a non-cognizable offence without the
 * Magistrate's order (Section 174(2) BNSS).
 */
export const policeRoute = (offences: readonly OtherOffence[]): 'fir' | 'magistrate' =>
  offences.some((o) => o.cognizable !== false) ? 'fir' : 'magistrate';

/** The offences whose accused may be arrested without a warrant and kept without bail as of right. */
export const nonBailable = (offences: readonly OtherOffence[]) =>
  offences.filter((o) => o.bailable === false);

/**
 * The wizard's allegations (those the facts do not tell) by the route that sets them out: one that
 * invokes only the other offences goes to the police's drafts, one that invokes only the cheque's
 * to the cheque's, and one that invokes both or neither to both; `plain` are those that invoke no
 * offence (what a reply denies besides the charge its own paragraphs answer).
 */
export function allegationsByRoute(
  allegations: readonly string[],
  others: readonly OtherOffence[],
): { cheque: string[]; other: string[]; plain: string[] } {
  const otherKeys = new Set(others.flatMap((o) => o.provisions).map(provisionKey));
  const split = { cheque: [] as string[], other: [] as string[], plain: [] as string[] };
  for (const allegation of allegations) {
    const keys = caseProvisions(allegation, caseAllegations(allegation, 'IN', 'criminal')).map(provisionKey);
    const other = keys.some((k) => otherKeys.has(k));
    const cheque = keys.some((k) => NI_ACT.test(k));
    if (cheque || !other) split.cheque.push(allegation);
    if (other || !cheque) split.other.push(allegation);
    if (!cheque && !other) split.plain.push(allegation);
  }
  return split;
}
