import type { GetCasePackageResponse } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { ul as bulletList, escapeHtml, h, ol as orderedList, p } from '../../ai/case-package/draft-html.ts';

/** A part of the strategy with nothing in it says so, as the page does, rather than stand empty. */
const orNone = (list: (items: readonly string[]) => string) => (items: readonly string[]) =>
  items.length ? list(items) : p(messages.litigation.own.generation.noneFound);
const ol = orNone(orderedList);
const ul = orNone(bulletList);

/** The package's facts, judgements and strategy as HTML documents (for their PDFs in the download). */

export function factsHtml(pkg: GetCasePackageResponse, workspace: string): string {
  return [
    h(1, `${workspace}: chronology of facts`),
    ...pkg.facts.map(
      (f) =>
        `<p><strong>${escapeHtml(f.date ?? 'Undated')}</strong> — ${escapeHtml(f.text)}</p><p><em>Source${f.source_file ? ` (${escapeHtml(f.source_file)})` : ''}: ${escapeHtml(f.source)}</em></p>`,
    ),
  ].join('');
}

export function judgementsHtml(pkg: GetCasePackageResponse, workspace: string): string {
  const body = pkg.judgements.map((j) =>
    [
      h(2, `${j.title} (${j.citation})`),
      p(`${j.court}${j.year ? `, ${j.year}` : ''} — ${j.stance}: ${j.stance_reason}`),
      p(j.relevance),
      `<p><em>${escapeHtml(j.passage)}</em></p>`,
    ].join(''),
  );
  return [
    h(1, `${workspace}: relevant judgements`),
    ...(body.length ? body : [p('No judgement of the corpus matched the case.')]),
  ].join('');
}

export function strategyHtml(pkg: GetCasePackageResponse, workspace: string): string {
  const s = pkg.strategy;
  return [
    h(1, `${workspace}: legal strategy`),
    h(2, 'Issues'),
    ol(s.issues),
    h(2, 'Provisions'),
    ul(s.provisions.map((x) => `${x.provision}: ${x.why}`)),
    h(2, 'Arguments'),
    ul(s.arguments),
    h(2, 'Counter-arguments'),
    ul(s.counter_arguments.map((c) => `${c.argument} Answer: ${c.answer}`)),
    h(2, 'Evidence'),
    ul(s.evidence),
    h(2, 'Limitation'),
    p(
      `${s.limitation.rule}${s.limitation.deadline ? ` — last day: ${s.limitation.deadline}` : ''}. ${s.limitation.note}`,
    ),
    h(2, 'Next steps'),
    ol(s.next_steps),
  ].join('');
}
