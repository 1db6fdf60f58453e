/**
 * Kinds of lines in the caption (title page) of a filing or judgement: what separates one party from
 * the next, one matter from the next, and what is only page furniture.
 */

/** `Versus`, `Vs.`, `V/s`, `-vs-`, `v.` alone on a line: the first side ends, the second begins. */
export const VERSUS_LINE = /^\s*(?:-?\s*(?:versus|vs\.?|v\/s\.?|v\.)\s*-?|and\s*:|-\s*and\s*-)\s*$/i;
/** `A vs. B` on one line (a running title, or a US/UK caption `Smith v. Jones`). */
export const INLINE_VERSUS = /^(.*?\S)\s+(?:[Vv][Ss]\.?|[Vv]ersus|VERSUS|v\.|V\/[Ss]\.?|-vs-)\s+(\S.*)$/;

const CASE_NUMBER_WORD =
  /^\s*(?:\(\d+\)\s*|\d{1,2}\.\s*|\+\s*)?[A-Za-z][A-Za-z.()&/' -]{1,70}?\bNo(?:s|\(s\))?\s*\.?\s*[-:(]*\s*\d/i;
const CASE_NUMBER_YEAR =
  /^\s*(?:\(\d+\)\s*|\d{1,2}\.\s*|\+\s*)?[A-Za-z][A-Za-z.()&/' -]{0,60}\d+(?:\s*[-/]\s*[A-Za-z]+)?\s*(?:of|\/)\s*(?:19|20)\d\d\b/i;

/** A line that names a matter: `Civil Appeal No. 706 Of 2021`, `Crl.A. 1175/2018`, `Wp 134 of 2016`. */
export function isCaseNumberLine(line: string): boolean {
  const word = CASE_NUMBER_WORD.exec(line);
  if (word && !ADDRESS_BEFORE_NUMBER.test(word[0].replace(/No(?:s|\(s\))?\s*\.?\s*[-:(]*\s*\d$/i, '')))
    return true;
  return CASE_NUMBER_YEAR.test(line);
}
/** `Residing At No.29`, `Tower No.1`: an address, not a matter. */
const ADDRESS_BEFORE_NUMBER =
  /\b(?:at|house|plot|door|flat|road|tower|survey|sy|khasra|ward|room|shop|block|sector|gali|street|h|building|floor|station|village)\.?\s*$/i;

const HARD_BOUNDARY = new RegExp(
  [
    '^\\s*(?:between|with|c\\/w|and|along\\s+with|connected\\s+with|together\\s+with|present|before|coram|appearance|judgment|judgement|order|oral\\s+judgment|common\\s+judgment|reportable|non-reportable|prayer|dated?|reserved|pronounced|delivered|heard|for\\s+approval|versus)\\b[\\s:.-]*',
    '^\\s*(?:for\\s+the\\b|for\\s+(?:petitioner|respondent|appellant|applicant)|counsel|through\\s*:|\\(by\\b|by\\s+adv|\\[by\\b|mr\\.?\\s+.*\\bfor\\s+the\\b|ms\\.?\\s+.*\\bfor\\s+the\\b)',
    '^\\s*(?:j\\s*u\\s*d\\s*g\\s*m\\s*e\\s*n\\s*t|o\\s*r\\s*d\\s*e\\s*r|c\\s*o\\s*r\\s*a\\s*m)\\s*$',
  ].join('|'),
  'i',
);
/** Lines naming counsel: `Asmita and Mr.Sarthak Garg, Advs.` */
const ADVOCATES = /\b(?:advs?|advocates?|counsel|amicus\s+curiae|sr\.\s*adv)\b\.?/i;
/** Court and bench lines end a party too, unless they are part of a numbered party's address. */
const SOFT_BOUNDARY =
  /\b(?:court|tribunal|jurisdiction|bench)\b|^\s*(?:the\s+)?hon'?ble\b|^\s*honourable\b|\bjustice\b/i;

/** A line after which the party lines gathered so far cannot continue. */
export function isBoundaryLine(line: string, inNumberedList: boolean): boolean {
  if (!/\p{L}/u.test(line) || (ADVOCATES.test(line) && !NUMBERED_ITEM.test(line))) return true;
  return HARD_BOUNDARY.test(line) || isCaseNumberLine(line) || (!inNumberedList && SOFT_BOUNDARY.test(line));
}

/** Page furniture inside a caption: page numbers, portal addresses, upload stamps. */
export function isFurniture(line: string): boolean {
  return (
    /^\s*(?:\d+\s*\/\s*\d+|-?\s*\d+\s*-?|page\s+\d+(?:\s+of\s+\d+)?)\s*$/i.test(line) ||
    /https?:\/\/|:::/.test(line)
  );
}

/** `1.`, `2 `, `(3)`, `a)` at the start: one party of a numbered list begins. */
export const NUMBERED_ITEM = /^\s*(?:\(?\d{1,2}[.)]|\d{1,2}\s+(?=[A-Z])|\(?[a-h]\))\s*\S/;

/** Splits a line at rules (`=====`) and before a trailing `Versus`, so each part is read alone. */
export function splitCaptionLines(text: string): string[] {
  return text
    .replace(/\f/g, '\n')
    .replace(/[=]{4,}|-{6,}|_{6,}|(?:~\.){3,}~?/g, '\n')
    .split(/\r?\n/)
    .flatMap((line) => {
      const trailing = /^(.*\S)\s+(versus|vs\.?)\s*$/i.exec(line);
      return trailing?.[1] && /[.…-]\s*\w+\s*$/.test(trailing[1]) ? [trailing[1], 'Versus'] : [line];
    });
}
