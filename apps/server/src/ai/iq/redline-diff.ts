/** One run of a redline: text kept, deleted from the original, or inserted by the proposal. */
export type RedlineRun = { kind: 'same' | 'delete' | 'insert'; text: string };

/**
 * Words and punctuation marks, each with the spaces before it (trailing spaces alone), so that
 * alignment happens on words and a changed stop ("agreement." to "agreement, provided …") marks
 * the stop, not the word before it.
 */
const tokens = (text: string) =>
  text.match(/\s*[\p{L}\p{N}]+(?:['’]\p{L}+)*|\s*[^\s\p{L}\p{N}]|\s+$/gu) ?? [];

/**
 * The word-level redline from `original` to `proposed` (longest common subsequence of words),
 * adjacent runs of one kind merged. Joining the same and deleted runs gives the original;
 * joining the same and inserted runs gives the proposal.
 */
export function redlineDiff(original: string, proposed: string): RedlineRun[] {
  const a = tokens(original);
  const b = tokens(proposed);
  const lengths: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = lengths[i] as Uint32Array;
    const below = lengths[i + 1] as Uint32Array;
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] =
        a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const runs: RedlineRun[] = [];
  const push = (kind: RedlineRun['kind'], text: string) => {
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += text;
    else runs.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i] as string);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) push('delete', a[i++] as string);
    else push('insert', b[j++] as string);
  }
  while (i < a.length) push('delete', a[i++] as string);
  while (j < b.length) push('insert', b[j++] as string);
  return runs;
}
