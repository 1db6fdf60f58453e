/**
 * Splits text into runs that one font draws. Letters choose their font; combining marks, joiners
 * and variation selectors stay with the letter before them (a vowel sign must be shaped with its
 * consonant); spaces, punctuation, digits and symbols stay in the current run when its font has
 * them, so "रमेश कुमार, 12" is one run and Latin text inside it starts another.
 */
export interface FontChoice<F> {
  /** The font for a character on its own, or undefined when no bundled font has it. */
  preferred(codePoint: number): F | undefined;
  has(font: F, codePoint: number): boolean;
}

export interface TextRun<F> {
  /** Undefined: no font has these characters; they are drawn as a replacement. */
  readonly font: F | undefined;
  readonly text: string;
}

/** Marks, zero-width (non-)joiners and variation selectors: they belong to the character before. */
const JOINING = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;

export function isJoining(char: string): boolean {
  return JOINING.test(char);
}

const NEUTRAL = /[\p{Z}\p{P}\p{S}\p{Nd}]/u;

export function splitIntoRuns<F>(text: string, choice: FontChoice<F>): TextRun<F>[] {
  const runs: { font: F | undefined; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    const joining = isJoining(char);
    if (
      current?.font !== undefined &&
      (joining || NEUTRAL.test(char)) &&
      choice.has(current.font, codePoint)
    ) {
      current.text += char;
      continue;
    }
    // A mark after a character no font has belongs to that character's single replacement.
    if (current && current.font === undefined && joining) {
      current.text += char;
      continue;
    }
    const font = choice.preferred(codePoint);
    if (current && current.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
