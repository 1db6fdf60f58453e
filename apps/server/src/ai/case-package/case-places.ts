import { extractCourt } from '../litigation/caption-court.ts';

const NOT_PLACES = new Set(
  'The This That January February March April May June July August September October November December Court Section Police Station Bank India Act Rs Mr Mrs Ms Smt Shri Order Rule Article Code Law High Supreme District Sessions'.split(
    ' ',
  ),
);

export type CasePlaces = { place: string | null; policeStation: string | null; court: string | null };

/**
 * Where the case happened, from its text: the police station named, the court of a caption, and
 * the place most often written after "at" or "in" (a capitalised name that is not a party's) in
 * `placeText`: the facts as the lawyer edited them, so a place corrected in the wizard wins over
 * the file's original.
 */
export function casePlaces(text: string, partyNames: readonly string[], placeText = text): CasePlaces {
  const station =
    /\b(?:Police\s+Station|P\.\s?S\.)\s*,?\s*([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)/.exec(text)?.[1] ??
    /\b([A-Z][A-Za-z]+)\s+Police\s+Station\b/.exec(text)?.[1] ??
    null;
  const parties = partyNames.join(' ');
  const counts = new Map<string, number>();
  for (const m of placeText.matchAll(/\b(?:at|in)\s+([A-Z][a-z]{2,}(?:\s[A-Z][a-z]{2,})?)\b/g)) {
    const name = m[1] ?? '';
    if (name.split(' ').some((w) => NOT_PLACES.has(w)) || (parties !== '' && parties.includes(name)))
      continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const place = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return { place, policeStation: station, court: extractCourt(text) };
}
