import type { PackageStrategy } from '@lexi/shared/api/case-package';
import { writeDate } from '../litigation/fact-dates.ts';
import type { CivilClaim } from './civil-claim.ts';
import type { Forum } from './civil-forum.ts';

/** What a civil draft's own parts are written from. */
export type ClaimDraftInput = { claim: CivilClaim; strategy: PackageStrategy; forum: Forum };

/**
 * How one jurisdiction writes the civil drafts' own parts: the letter that states the claim (a
 * legal notice, a demand letter, a letter before claim) and the answer to it, the pleading that
 * states it (a plaint, a complaint, particulars of claim) and the one that answers it (a written
 * statement, an answer, a defence), with the words that open and close a pleading. A part is null
 * when the claim has no cause: the draft keeps its general wording.
 */
export type CivilDraftWriter = {
  notice(input: ClaimDraftInput): string[] | null;
  reply(input: ClaimDraftInput): string[] | null;
  pleading(input: ClaimDraftInput): { parts: string[]; prayer: string } | null;
  defence(input: ClaimDraftInput): { parts: string[]; prayer: string | null } | null;
  /** The pleading lists the strategy's arguments and provisions as its grounds (India). */
  grounds: boolean;
  /** Lines under the court's name: the claim's number to fill. */
  caption: readonly string[];
  /** The pleading's opening words, before its facts. */
  opening: string | null;
  /** The pleading's close: a verification, a signature, a statement of truth (HTML). */
  closing(kind: 'plaint' | 'written_statement', ours: string): string;
  /** Who signs the letters: "Advocate for …", "Attorney for …". */
  signature(ours: string): string;
};

/** What the claimant demands, in the words of the side writing ("my client", "the plaintiff"). */
export function demandOf(claim: CivilClaim, client: string): string | null {
  const first = claim.causes.find((c) => c.cause.demand);
  if (!first) return null;
  let demand = first.cause.demand(claim.context);
  demand = demand.replace(/ with interest/, ' with interest at [rate] % a year');
  if (claim.paidOn) demand = demand.replace('from the date of payment', `from ${claim.paidOn}`);
  return demand.replace(/\bmy client\b/g, client);
}

/**
 * The reliefs the pleading prays for where the claim's causes name their own (a decree of
 * specific performance, an injunction, ejectment), each once, in the causes' order; null when none
 * does and the pleading asks for its demand.
 */
export function reliefsOf(claim: CivilClaim): string[] | null {
  const reliefs = claim.causes.flatMap((c) => c.cause.reliefs?.(claim.context) ?? []);
  return reliefs.length ? [...new Set(reliefs)] : null;
}

/**
 * The sum a defendant denies owing, or null for a claim to property, whose sum is a price paid or
 * agreed, not a debt the defendant is asked to pay.
 */
export function sumDenied(claim: CivilClaim): string | null {
  return reliefsOf(claim) ? null : (claim.sum?.text ?? 'any sum');
}

/** The sum denied followed by `joiner` ("$48,000 or "), or nothing for a claim to property. */
export const owed = (claim: CivilClaim, joiner: string) => {
  const sum = sumDenied(claim);
  return sum === null ? '' : `${sum}${joiner}`;
};

/**
 * A fact's sentence read on after "when": its first word lowered when it is a common word ("By an
 * agreement …" → "by an agreement …"), a name left as it is; its closing stop dropped.
 */
export function asClause(sentence: string): string {
  const trimmed = sentence.replace(/[.;:,\s]+$/, '');
  return /^(?:By|On|In|At|After|Before|Since|Despite|Although|When|From|Under|Upon|During|Following|Within|Thereafter|Later|Then|The|A|An|This|That|These|Those|Its|His|Her|Their|Two|Three|Four|Five)\b/.test(
    trimmed,
  )
    ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1)
    : trimmed;
}

/** "(a) …; (b) …" from clauses, lettered from `from` ("a"). */
export const lettered = (items: readonly string[], from = 0) =>
  items.map((item, i) => `(${String.fromCharCode(97 + from + i)}) ${item}`).join('; ');

/**
 * The demand without its interest, for a pleading that claims interest apart: "refund $48,000, or
 * replace the cartons …" from "refund $48,000 with interest at [rate] % a year from … until payment, …".
 */
export const withoutInterest = (demand: string) =>
  demand.replace(
    /,? with interest at \[rate\] % a year(?: from .*? until payment| from the day it fell due)?/,
    '',
  );

/** The law the claim rests on: each cause's own statement, else the provisions it names. */
export function basisOf(claim: CivilClaim, provisionsOnly: (p: string) => boolean): string[] {
  const stated = claim.causes.flatMap((c) => (c.cause.basis ? [c.cause.basis(claim.context)] : []));
  if (stated.length) return [...new Set(stated)];
  const provisions = [...new Set(claim.causes.flatMap((c) => c.found.provisions))].filter(provisionsOnly);
  return provisions.length
    ? [`${claim.context.defendant} is liable to ${claim.context.claimant} under ${provisions.join('; ')}.`]
    : [];
}

/** Each defence of the claim's causes, once. */
export const defencesOf = (claim: CivilClaim) => [
  ...new Set(claim.causes.flatMap((c) => c.cause.defences.map((d) => d(claim.context)))),
];

/** " The period ends on 1 December 2028." when the limitation has a deadline. */
export const deadlineText = (limitation: PackageStrategy['limitation']) =>
  limitation.deadline
    ? ` The period ends on ${writeDate(new Date(`${limitation.deadline}T00:00:00Z`))}.`
    : '';
