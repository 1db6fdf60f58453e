import type { PackageFact, PackageStrategy } from '@lexi/shared/api/case-package';
import { writeDate } from '../litigation/fact-dates.ts';
import { type CivilClaim, type ClaimCause, eachOnce, sentenceShowing } from './civil-claim.ts';
import type { Forum } from './civil-forum.ts';
import { yearsAfter } from './facts-chronology.ts';

type Side = 'victim' | 'accused';

const quoted = (text: string) => `“${text.replace(/[.;:,\s]+$/, '')}”`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Limitation Act's articles of the claim's causes, each once (India). */
const articlesOf = (claim: CivilClaim) =>
  eachOnce(claim, (cause) => (cause.limitation ? [cause.limitation.article] : []));

/** "Articles 55 and 47" from the articles' texts. */
function articleNumbers(articles: readonly string[]): string {
  const numbers = articles.map((a) => /^Article\s+(\d+)/.exec(a)?.[1]).filter(Boolean);
  if (numbers.length === 0) return '';
  return numbers.length === 1
    ? `Article ${numbers[0]}`
    : `Articles ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

function causeIssues(claim: CivilClaim, c: ClaimCause): string[] {
  const written = c.cause.issues[claim.context.jurisdiction];
  if (written) return written.map((issue) => issue(claim.context));
  const provisions = c.found.provisions.length ? ` (${c.found.provisions.join('; ')})` : '';
  return [
    `Whether ${claim.context.defendant} is liable for ${c.found.rule.name.toLowerCase()}${provisions}.`,
  ];
}

/** The issues a civil claim raises: each cause's own, the forum's, limitation and relief. */
export function civilIssues(claim: CivilClaim, forum: Forum): string[] {
  const articles = claim.context.jurisdiction === 'IN' ? articleNumbers(articlesOf(claim)) : '';
  return [
    ...new Set([
      ...claim.causes.flatMap((c) => causeIssues(claim, c)),
      ...forum.issues,
      `Whether the suit is within limitation${articles ? ` (${articles} Limitation Act 1963)` : ''}.`,
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
      const basis =
        c.cause.basis && claim.context.jurisdiction === 'IN' ? [c.cause.basis(claim.context)] : [];
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
 * India's limitation for the claim: the articles of its causes (all 3 years), counted from the
 * earliest dated fact that shows a cause (the day the right to sue may first have accrued), else
 * from the latest date of the facts. Null when no cause has an article.
 */
export function civilLimitation(
  claim: CivilClaim,
  facts: readonly PackageFact[],
  latest: string | null,
  forum: Forum,
): PackageStrategy['limitation'] | null {
  const articles = articlesOf(claim);
  if (articles.length === 0) return null;
  const starts = claim.causes.flatMap((c) => {
    const fact = facts.find((f) => f.date !== null && c.found.rule.pattern.test(f.text));
    return c.cause.limitation && fact?.date ? [{ date: fact.date, fact, from: c.cause.limitation.from }] : [];
  });
  const first = starts.sort((a, b) => a.date.localeCompare(b.date))[0];
  const start = first?.date ?? latest;
  const counted = first
    ? `Counted from ${writeDate(new Date(`${first.date}T00:00:00Z`))}, ${first.from} (${quoted(first.fact.text)}): the earliest day the right to sue may have accrued.`
    : 'Counted from the latest dated event of the facts; confirm the day the right to sue accrued.';
  const mediation = forum.mediationFirst
    ? ' The time spent in pre-institution mediation under Section 12A of the Commercial Courts Act 2015 does not count.'
    : '';
  return {
    rule: `Limitation Act 1963: ${articles.join('; ')}`,
    deadline: start ? yearsAfter(start, 3) : null,
    note: `${counted}${mediation}`,
  };
}
