/**
 * The Indian scripts LeXi prints in their own fonts (PDF) and marks for Word and LibreOffice
 * (DOCX): their Unicode ranges and the language a word processor should assume for them.
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
  },
  { name: 'bengali', ranges: [[0x0980, 0x09ff]], language: 'bn-IN' },
  { name: 'gurmukhi', ranges: [[0x0a00, 0x0a7f]], language: 'pa-IN' },
  { name: 'gujarati', ranges: [[0x0a80, 0x0aff]], language: 'gu-IN' },
  { name: 'oriya', ranges: [[0x0b00, 0x0b7f]], language: 'or-IN' },
  {
    name: 'tamil',
    ranges: [
      [0x0b80, 0x0bff],
      [0x11fc0, 0x11fff],
    ],
    language: 'ta-IN',
  },
  { name: 'telugu', ranges: [[0x0c00, 0x0c7f]], language: 'te-IN' },
  { name: 'kannada', ranges: [[0x0c80, 0x0cff]], language: 'kn-IN' },
  { name: 'malayalam', ranges: [[0x0d00, 0x0d7f]], language: 'ml-IN' },
];

export function indianScriptOf(codePoint: number): IndianScript | undefined {
  return INDIAN_SCRIPTS.find((script) =>
    script.ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  );
}
