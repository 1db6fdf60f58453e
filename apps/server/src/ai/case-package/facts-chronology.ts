import type { PackageFact } from '@lexi/shared/api/case-package';
import { dateOrderOf, findDates, normaliseDates } from '../litigation/fact-dates.ts';
import { factSentences, isBackground, isFormLine } from '../litigation/fact-order.ts';

/** At most this many facts: a chronology a lawyer reads, not the whole file again. */
export const FACTS_MAX = 150;

const key = (fact: string) => fact.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Share of words two sentences have in common from which one is an edit of the other. */
const SAME_FACT = 0.6;
const words = (sentence: string) => new Set(sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * Whether a sentence of a file is an earlier wording of one of the case form's sentences (the facts
 * the lawyer checked and edited in the wizard): most of its words are the same, but not all.
 */
function editedAway(sentence: Set<string>, edits: readonly Set<string>[]): boolean {
  if (sentence.size < 5) return false;
  return edits.some((edit) => {
    let shared = 0;
    for (const word of sentence) if (edit.has(word)) shared += 1;
    const union = sentence.size + edit.size - shared;
    return shared < union && shared / union >= SAME_FACT;
  });
}

/**
 * The chronology of the case: every fact-bearing sentence of each source (the files, then the
 * case form's summary), with its first date (ISO) and the passage it was read from verbatim.
 * Dated facts go by date; an undated fact stays after the fact before it; who the parties are
 * (present tense, undated) comes first. A fact repeated in two sources appears once,
 * with its first source. The case form (`file: null`) holds the facts as the lawyer checked and
 * edited them in the wizard: a file's sentence that it words differently (a place corrected, a
 * date fixed) is the original of an edited fact and is left out, so the edit wins and the fact is
 * not told twice; a sentence the case form has unchanged keeps its file as its source.
 */
export function factsChronology(
  sources: ReadonlyArray<{ text: string; file: string | null }>,
): PackageFact[] {
  const seen = new Set<string>();
  const facts: Array<PackageFact & { time: number; position: number }> = [];
  const form = sources.filter((source) => source.file === null);
  const edits = form.flatMap((source) => factSentences(source.text).map(words));
  // The case form's sentences as they are: a file's sentence among them was kept unchanged.
  const kept = new Set(
    form.flatMap((source) => {
      const order = dateOrderOf(source.text);
      return factSentences(source.text).map((sentence) => key(normaliseDates(sentence, order)));
    }),
  );
  for (const source of sources) {
    const order = dateOrderOf(source.text);
    let carried = Number.NEGATIVE_INFINITY;
    for (const sentence of factSentences(source.text)) {
      if (isFormLine(sentence)) continue;
      const k = key(normaliseDates(sentence, order));
      if (k === '' || seen.has(k)) continue;
      if (source.file !== null && !kept.has(k) && editedAway(words(sentence), edits)) continue;
      seen.add(k);
      const first = findDates(sentence, order)[0];
      if (first) carried = first.date.getTime();
      const time = !first && isBackground(sentence) ? Number.NEGATIVE_INFINITY : carried;
      facts.push({
        date: first ? iso(first.date) : null,
        text: normaliseDates(sentence, order),
        source: sentence,
        source_file: source.file,
        time,
        position: facts.length,
      });
    }
  }
  return facts
    .sort((a, b) => a.time - b.time || a.position - b.position)
    .slice(0, FACTS_MAX)
    .map(({ time: _t, position: _p, ...fact }) => fact);
}

/** The latest date the facts give, or null. */
export function latestFactDate(facts: readonly PackageFact[]): string | null {
  let latest: string | null = null;
  for (const f of facts) if (f.date && (!latest || f.date > latest)) latest = f.date;
  return latest;
}

/** The ISO date the given number of years after an ISO date (a limitation period's end). */
export function yearsAfter(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}
