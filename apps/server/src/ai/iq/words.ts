/**
 * Words as the CUAD scoring counts them: lower case, letters and digits only (punctuation dropped),
 * so "Section 2.1(a)" gives "section", "2", "1", "a".
 */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Word-set Jaccard similarity of two texts (the CUAD paper's span-matching rule uses ≥ 0.5). */
export function wordJaccard(a: string, b: string): number {
  return jaccardOfSets(new Set(wordsOf(a)), new Set(wordsOf(b)));
}

export function jaccardOfSets(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}
