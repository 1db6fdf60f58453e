/**
 * Words broken across lines. The paragraph builder joins "judg-" + "ment" with a BREAK mark in the
 * place of the hyphen; once the whole document is known, each mark becomes nothing (a word broken
 * by the typesetter: "judgment") or a hyphen (a compound that happened to end a line: "know-how",
 * "non-hemp", "twenty-four"). The document itself decides first: a form it uses elsewhere, whole or
 * hyphenated, wins. Otherwise a first part that is a prefix or a word which English writes with a
 * hyphen keeps it; anything else is joined.
 */
export const BREAK = '\u00ad';

const HYPHENATED_FIRST_PARTS = new Set(
  (
    'non co anti pre post self ex semi multi quasi pseudo cross counter vice well ill half all know ' +
    'long short full part high low mid first second third one two three four five six seven eight ' +
    'nine ten twenty thirty forty fifty sixty seventy eighty ninety so called year day month time ' +
    'court state central inter-state in-house out of up'
  ).split(' '),
);

const WORD_WITH_BREAK = new RegExp(`([\\p{L}\\p{N}-]*)${BREAK}([\\p{L}\\p{N}-]*)`, 'gu');

/** Every form the text already uses, lower-cased: words and hyphenated compounds. */
function formsIn(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []);
}

export function resolveBreaks(paragraphs: string[][]): string[][] {
  const all = paragraphs.flat().join('\n');
  if (!all.includes(BREAK)) return paragraphs;
  const forms = formsIn(all.replaceAll(BREAK, ' '));
  const resolve = (_: string, before: string, after: string) => {
    const joined = `${before}${after}`.toLowerCase();
    const hyphened = `${before}-${after}`.toLowerCase();
    if (forms.has(hyphened) && !forms.has(joined)) return `${before}-${after}`;
    if (forms.has(joined)) return `${before}${after}`;
    const firstPart = before.slice(before.lastIndexOf('-') + 1).toLowerCase();
    return before.includes('-') || HYPHENATED_FIRST_PARTS.has(firstPart)
      ? `${before}-${after}`
      : `${before}${after}`;
  };
  return paragraphs.map((page) => page.map((p) => p.replace(WORD_WITH_BREAK, resolve)));
}
