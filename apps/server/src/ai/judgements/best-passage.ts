/**
 * The few sentences of a judgement that best match a query: why LeXi thinks the judgement is
 * relevant. Windows of consecutive sentences are scored by the distinct query terms they hold,
 * each counted once with its weight × rarity; the best window is returned, at most `maxChars`.
 */
export function bestPassage(
  text: string,
  query: ReadonlyMap<string, number>,
  termsOf: (text: string) => string[],
  idf: (term: string) => number,
  options: { sentences?: number; maxChars?: number } = {},
): string {
  const size = options.sentences ?? 3;
  const maxChars = options.maxChars ?? 700;
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';
  const sentenceTerms = sentences.map((s) => new Set(termsOf(s)));
  let best = 0;
  let bestScore = -1;
  for (let start = 0; start < sentences.length; start++) {
    const seen = new Set<string>();
    let score = 0;
    for (let i = start; i < Math.min(start + size, sentences.length); i++) {
      for (const term of sentenceTerms[i] as Set<string>) {
        const weight = query.get(term);
        if (weight === undefined || seen.has(term)) continue;
        seen.add(term);
        score += weight * idf(term);
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = start;
    }
  }
  const passage = sentences.slice(best, best + size).join(' ');
  return passage.length <= maxChars ? passage : `${passage.slice(0, maxChars - 1).replace(/\s+\S*$/, '')}…`;
}

/** Sentences (and numbered paragraphs) of a text, whitespace folded. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+(?=[A-Z0-9("'])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
