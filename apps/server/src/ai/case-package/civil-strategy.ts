import type { PackageFact, PackageStrategy } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import { writeDate } from '../litigation/fact-dates.ts';
import type { CivilCause } from './civil-causes.ts';
import { type CivilClaim, type ClaimCause, sentenceShowing } from './civil-claim.ts';
import type { Forum } from './civil-forum.ts';
import { yearsAfter } from './facts-chronology.ts';

type Side = 'victim' | 'accused';

const quoted = (text: string) => `“${text.replace(/[.;:,\s]+$/, '')}”`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Limitation = NonNullable<CivilCause['limitation']>;

/** The limitation rules of the claim's causes, each once. */
const limitationsOf = (claim: CivilClaim): Limitation[] => {
  const rules = new Map<string, Limitation>();
  for (const c of claim.causes)
    if (c.cause.limitation) rules.set(c.cause.limitation.rule, c.cause.limitation);
  return [...rules.values()];
};

/** The statute the periods are in: India and England name it once before the articles or sections. */
const LIMITATION_ACT: Record<Jurisdiction, string | null> = {
  IN: 'Limitation Act 1963',
  UK: 'Limitation Act 1980',
  US: null,
};

/** What the claimant files: a suit in India, a claim in England, an action in the US. */
export const SUIT: Record<Jurisdiction, string> = { IN: 'suit', UK: 'claim', US: 'action' };

/** "Articles 55 and 47" from the articles' citations (India). */
function articleNumbers(cites: readonly string[]): string {
  const numbers = cites.map((a) => /^Article\s+(\d+)/.exec(a)?.[1]).filter(Boolean);
  if (numbers.length === 0) return '';
  return numbers.length === 1
    ? `Article ${numbers[0]}`
    : `Articles ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/** The limitation the issue cites: "Articles 55 and 47 Limitation Act 1963", "Limitation Act 1980, s. 5". */
function limitationCite(claim: CivilClaim): string {
  const { jurisdiction } = claim.context;
  const cites = [...new Set(limitationsOf(claim).map((l) => l.cite))];
  if (cites.length === 0) return '';
  if (jurisdiction === 'IN') return `${articleNumbers(cites)} ${LIMITATION_ACT.IN}`;
  const act = LIMITATION_ACT[jurisdiction];
  return act ? `${act}, ${cites.join('; ')}` : cites.join('; ');
}

function causeIssues(claim: CivilClaim, c: ClaimCause): string[] {
  const written = c.cause.issues;
  if (written.length) return written.map((issue) => issue(claim.context));
  const provisions = c.found.provisions.length ? ` (${c.found.provisions.join('; ')})` : '';
  return [
    `Whether ${claim.context.defendant} is liable for ${c.found.rule.name.toLowerCase()}${provisions}.`,
  ];
}

/** The issues a civil claim raises: each cause's own, the forum's, limitation and relief. */
export function civilIssues(claim: CivilClaim, forum: Forum): string[] {
  const cite = limitationCite(claim);
  return [
    ...new Set([
      ...claim.causes.flatMap((c) => causeIssues(claim, c)),
      ...forum.issues,
      `Whether the ${SUIT[claim.context.jurisdiction]} is within limitation${cite ? ` (${cite})` : ''}.`,
      `To what relief ${claim.context.claimant} is entitled${claim.sum ? ` (${claim.sum.text} claimed)` : ''}.`,
    ]),
  ];
}

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Each element of a cause with the fact that shows it (elements one sentence shows are named
 * together before it), and the elements no fact shows.
 */
function elementsOf(claim: CivilClaim, c: ClaimCause) {
  const bySentence = new Map<string, string[]>();
  const missing: string[] = [];
  for (const { element, pattern } of c.cause.elements) {
    const fact = sentenceShowing(claim, pattern);
    if (fact) bySentence.set(fact.text, [...(bySentence.get(fact.text) ?? []), element]);
    else missing.push(element);
  }
  const shown = [...bySentence].map(([sentence, elements]) => `${listed(elements)}: ${quoted(sentence)}`);
  return { shown, missing };
}

/** The arguments for the side: each cause's elements from the facts' own sentences, and its law. */
export function civilArguments(claim: CivilClaim, side: Side): string[] {
  const { claimant } = claim.context;
  return claim.causes.flatMap((c) => {
    const { shown, missing } = elementsOf(claim, c);
    const name = c.found.rule.name;
    if (side === 'victim') {
      const gaps = missing.length
        ? ` Not yet shown by the facts: ${missing.join(', ')}; prove it by a document or a witness.`
        : '';
      const basis = c.cause.basis ? [c.cause.basis(claim.context)] : [];
      return [`${name}: the facts show ${shown.join('; ')}.${gaps}`, ...basis];
    }
    const elements = c.cause.elements.map((e) => e.element).join(', ');
    return [
      `${name}: ${claimant} must prove ${elements}; the claim rests on ${quoted(c.found.sentence)}. Test each against the documents.`,
      ...c.cause.defences.map((d) => d(claim.context)),
    ];
  });
}

/** The other side's arguments, with the answers. */
export function civilCounters(claim: CivilClaim, side: Side): PackageStrategy['counter_arguments'] {
  if (side === 'victim') {
    return claim.causes.flatMap((c) =>
      c.cause.counters.map((k) => ({ argument: k.argument(claim.context), answer: k.answer(claim.context) })),
    );
  }
  return claim.causes.map((c) => ({
    argument: `${c.found.rule.name}: ${quoted(c.found.sentence)}.`,
    answer: capital(
      c.cause.defences[0]?.(claim.context) ??
        `Deny it specifically and put ${claim.context.claimant} to strict proof of every element.`,
    ),
  }));
}

/**
 * The claim's limitation: the periods of its causes, counted from the earliest dated fact that
 * shows a cause, or the event its period runs from (a refusal, a notice): the day the right to sue
 * may first have accrued; else from the latest date of the facts, by that cause's years (none
 * where the state's statute decides). Null when no cause has a period.
 */
export function civilLimitation(
  claim: CivilClaim,
  facts: readonly PackageFact[],
  latest: string | null,
  forum: Forum,
): PackageStrategy['limitation'] | null {
  const limitations = limitationsOf(claim);
  if (limitations.length === 0) return null;
  const starts = claim.causes.flatMap((c) => {
    const accrues = c.cause.limitation?.accrues ?? c.found.rule.pattern;
    const fact = facts.find((f) => f.date !== null && accrues.test(f.text));
    return c.cause.limitation && fact?.date
      ? [{ date: fact.date, fact, limitation: c.cause.limitation }]
      : [];
  });
  const first = starts.sort((a, b) => a.date.localeCompare(b.date))[0];
  const start = first?.date ?? latest;
  const years = (first?.limitation ?? limitations[0])?.years ?? null;
  const counted = first
    ? `Counted from ${writeDate(new Date(`${first.date}T00:00:00Z`))}, ${first.limitation.from} (${quoted(first.fact.text)}): the earliest day the right to sue may have accrued.`
    : 'Counted from the latest dated event of the facts; confirm the day the right to sue accrued.';
  const state =
    years === null && claim.context.jurisdiction === 'US'
      ? ' The period is the state’s: look it up for the state whose law governs the claim.'
      : '';
  const mediation = forum.mediationFirst
    ? ' The time spent in pre-institution mediation under Section 12A of the Commercial Courts Act 2015 does not count.'
    : '';
  const act = LIMITATION_ACT[claim.context.jurisdiction];
  const rules = limitations.map((l) => l.rule).join('; ');
  return {
    rule: act ? `${act}: ${rules}` : capital(rules),
    deadline: start && years !== null ? yearsAfter(start, years) : null,
    note: `${counted}${state}${mediation}`,
  };
}
