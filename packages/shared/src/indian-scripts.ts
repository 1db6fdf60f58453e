/**
 * The Indian scripts LeXi prints in their own fonts: their Unicode ranges, the language a word
 * processor should assume for them (DOCX), and their Noto family, which the server embeds in
 * PDFs and serves to browsers as web fonts (`INDIAN_FONTS_STYLESHEET`).
 */
export interface IndianScript {
  readonly name:
    | 'devanagari'
    | 'bengali'
    | 'gurmukhi'
    | 'gujarati'
    | 'oriya'
    | 'tamil'
    | 'telugu'
    | 'kannada'
    | 'malayalam';
  /** Inclusive code point ranges (Vedic extensions go with Devanagari). */
  readonly ranges: readonly (readonly [number, number])[];
  /** BCP 47 tag of the script's most used language in India. */
  readonly language: string;
  readonly family: string;
}

export const INDIAN_SCRIPTS: readonly IndianScript[] = [
  {
    name: 'devanagari',
    ranges: [
      [0x0900, 0x097f],
      [0xa8e0, 0xa8ff],
      [0x1cd0, 0x1cff],
    ],
    language: 'hi-IN',
    family: 'Noto Sans Devanagari',
  },
  { name: 'bengali', ranges: [[0x0980, 0x09ff]], language: 'bn-IN', family: 'Noto Sans Bengali' },
  { name: 'gurmukhi', ranges: [[0x0a00, 0x0a7f]], language: 'pa-IN', family: 'Noto Sans Gurmukhi' },
  { name: 'gujarati', ranges: [[0x0a80, 0x0aff]], language: 'gu-IN', family: 'Noto Sans Gujarati' },
  { name: 'oriya', ranges: [[0x0b00, 0x0b7f]], language: 'or-IN', family: 'Noto Sans Oriya' },
  {
    name: 'tamil',
    ranges: [
      [0x0b80, 0x0bff],
      [0x11fc0, 0x11fff],
    ],
    language: 'ta-IN',
    family: 'Noto Sans Tamil',
  },
  { name: 'telugu', ranges: [[0x0c00, 0x0c7f]], language: 'te-IN', family: 'Noto Sans Telugu' },
  { name: 'kannada', ranges: [[0x0c80, 0x0cff]], language: 'kn-IN', family: 'Noto Sans Kannada' },
  { name: 'malayalam', ranges: [[0x0d00, 0x0d7f]], language: 'ml-IN', family: 'Noto Sans Malayalam' },
];

export function indianScriptOf(codePoint: number): IndianScript | undefined {
  return INDIAN_SCRIPTS.find((script) =>
    script.ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  );
}

/** A CSS font stack of the Indian scripts' families, to put before the generic family. */
export const INDIAN_FONT_STACK = INDIAN_SCRIPTS.map((script) => `"${script.family}"`).join(', ');

/** The same-origin stylesheet of their @font-face rules, each limited to its script (unicode-range). */
export const INDIAN_FONTS_STYLESHEET = '/fonts/indian-scripts.css';
