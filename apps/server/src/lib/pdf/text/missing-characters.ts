/**
 * A character no bundled font has is drawn as a visible replacement (U+FFFD), never dropped, and
 * reported once per process per character, so that an operator sees which scripts are asked for.
 * The server routes reports to its log (app.ts); until then they go to process warnings.
 */
export type MissingCharacterListener = (report: {
  readonly character: string;
  readonly codePoint: string;
}) => void;

let listener: MissingCharacterListener = ({ character, codePoint }) => {
  process.emitWarning(`No bundled font has ${codePoint} (${character}); PDFs draw it as U+FFFD.`, {
    code: 'LEXI_MISSING_GLYPH',
  });
};
const reported = new Set<number>();

export function onMissingCharacter(next: MissingCharacterListener): void {
  listener = next;
}

export function reportMissingCharacter(codePoint: number): void {
  if (reported.has(codePoint)) return;
  reported.add(codePoint);
  listener({
    character: String.fromCodePoint(codePoint),
    codePoint: `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`,
  });
}
