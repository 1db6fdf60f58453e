import { type IndianScript, indianScriptOf } from '@lexi/shared/indian-scripts';
import { type IRunOptions, TextRun } from 'docx';
import { splitIntoRuns } from '../text/text-runs.ts';

/**
 * Fonts the DOCX names. Word draws Indian scripts with the run's complex-script font (w:cs);
 * Nirmala UI covers all nine scripts and ships with Windows 8+ and Office, so one name serves
 * Hindi, Tamil, Bengali and the rest. LibreOffice takes the complex-script language from
 * w:lang/@w:bidi and, where Nirmala UI is not installed, substitutes a font that has the script
 * (Noto Sans Devanagari, Lohit Tamil, … through fontconfig on Linux).
 */
export const LATIN_FONT = 'Calibri';
export const INDIAN_FONT = 'Nirmala UI';

/** The document default: Latin text in Calibri, any complex-script character in Nirmala UI. */
export const DEFAULT_RUN_FONTS = {
  ascii: LATIN_FONT,
  hAnsi: LATIN_FONT,
  eastAsia: LATIN_FONT,
  cs: INDIAN_FONT,
} as const;

type RunStyle = Omit<IRunOptions, 'text' | 'children' | 'font' | 'language'>;

/**
 * Text as DOCX runs, one per script: a run of an Indian script names Nirmala UI in every slot
 * with the complex-script hint (so its spaces, digits and punctuation match its letters) and
 * carries its language (hi-IN, ta-IN, …); Latin runs keep the document's fonts.
 */
export function scriptRuns(text: string, style: RunStyle = {}): TextRun[] {
  const runs = splitIntoRuns<IndianScript | 'latin'>(text, {
    preferred: (codePoint) => indianScriptOf(codePoint) ?? 'latin',
    // Spaces, punctuation and marks join the run they are in, unless they belong to a script
    // themselves (Devanagari digits, the danda).
    has: (script, codePoint) => {
      const own = indianScriptOf(codePoint);
      return own === undefined || own === script;
    },
  });
  return runs.map(({ font: script, text: piece }) =>
    script === undefined || script === 'latin'
      ? new TextRun({ ...style, text: piece })
      : new TextRun({
          ...style,
          text: piece,
          font: {
            ascii: INDIAN_FONT,
            hAnsi: INDIAN_FONT,
            eastAsia: INDIAN_FONT,
            cs: INDIAN_FONT,
            hint: 'cs',
          },
          language: { bidirectional: script.language },
        }),
  );
}
