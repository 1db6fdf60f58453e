/**
 * Research (query-experiments.ts, tuning-experiments.ts rerank), not adopted by the search: the
 * words of the law: the terms of the statute sections a corpus holds ("cruelty", "dowry",
 * "cheat", "bail", "murder"…). Typed facts are a story in the parties' words, and most of its words
 * (names, places, days, family members) say little about which judgement applies; the few words the
 * statutes also use name the issue. A query's terms found in the vocabulary are weighed up by
 * `boost` (× (1 + boost)); the others keep their weight. An empty vocabulary changes nothing.
 */
export function boostLegalTerms(
  query: ReadonlyMap<string, number>,
  vocabulary: ReadonlySet<string>,
  boost: number,
): Map<string, number> {
  if (boost === 0 || vocabulary.size === 0) return new Map(query);
  return new Map(
    [...query].map(([term, weight]) => [term, vocabulary.has(term) ? weight * (1 + boost) : weight]),
  );
}
