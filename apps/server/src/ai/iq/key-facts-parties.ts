/**
 * The parties: the names before the defined terms of the opening paragraph ("Acme Corp., a Delaware
 * corporation ("Supplier")").
 */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A defined term, in brackets or not: `("Supplier")`, `(hereinafter called the 'Buyer')`, `“the Customer”`. */
const DEFINED_TERM =
  /\(?\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?["“‘']([^"”’'\n]{2,40})["”’']\s*\)?/g;
/**
 * The word that opens a party's name: "between X", "and X", "among X", "by X", "AND: X", "-- AND -- X";
 * not the "by" of "represented by X" (X signs for the party, it is not one), nor the "and" of a
 * place in a party's description ("organized under the laws of England and Wales").
 */
const NAME_OPENS =
  /\b(?:between|(?<!\b(?:laws?|state|republic|commonwealth|kingdom)\s+of\s+(?:the\s+)?(?:\p{Lu}\p{L}*\s+){1,4})and|among|(?<!\b(?:represented|signed|acting|executed)\s+)by)\b[\s:–—-]*/giu;
/** Where a name ends: its description (", a Delaware corporation", ", with offices at") or a bracket. */
const NAME_ENDS = /,\s+(?:an?|the)\s|,\s+(?=[a-z])|\s+(?:an?)\s+[a-z]|\s+\(|\s+with\s+(?:its|offices|a\s)/;
/** Company forms: a name ends with them, whatever follows (an address on the next line). */
const COMPANY_FORM =
  '(?:Inc|Incorporated|Corp|Corporation|Company|Co|Ltd|Limited|Private Limited|LLC|L\\.L\\.C|LLP|L\\.P|LP|plc|PLC|GmbH|AG|S\\.A|N\\.V|B\\.V|Pvt|Pty|S\\.p\\.A)\\b\\.?';
const AFTER_BRACKET_FORM = new RegExp(`^\\s*${COMPANY_FORM}`, 'i');
const ENDS_AT_FORM = new RegExp(`^(.*?\\b${COMPANY_FORM}(?:,?\\s+${COMPANY_FORM})*)`, 'i');
/** Defined terms that name the document or its parts, not a party. */
const NOT_A_PARTY_TERM = /^(?:agreement|effective date|contract|parties|party|amendment|schedule|exhibit)$/i;
/** What a party's name never looks like: a sentence of the contract. */
const NOT_A_NAME =
  /^(?:this|the|these|whereas|in|each|such|all|any)\b|\s(?:is|are|shall|will|made|entered|agrees?)\s/i;

/** The end of a title in capitals or of a letter's salutation, before a name. */
const TITLE_ENDS = /\b(?:[A-Z]+\s+)?(?:AGREEMENT|CONTRACT|AMENDMENT|Gentlemen|Sirs|Madam)\b\s*:?\s+/g;

/** A party's name in the text before its defined term, or null. */
function nameBefore(before: string): string | null {
  const opening = [...before.matchAll(NAME_OPENS)].at(-1);
  let name = opening === undefined ? before : before.slice((opening.index ?? 0) + opening[0].length);
  const bracket = name.lastIndexOf(')');
  // A bracket closes what came before the name, unless a company form follows it: "Dialog
  // Semiconductor (UK) Ltd." keeps its "(UK)".
  if (bracket >= 0 && !AFTER_BRACKET_FORM.test(name.slice(bracket + 1))) name = name.slice(bracket + 1);
  name = spaced(name);
  // "Exhibit 10.7 CONSULTING AGREEMENT Aduro Biotech, Inc.", "Ladies and Gentlemen: AFSALA Bancorp, Inc.":
  // the name starts after the title or the salutation.
  const title = [...name.matchAll(TITLE_ENDS)].at(-1);
  if (title !== undefined) name = name.slice(title.index + title[0].length);
  name = ENDS_AT_FORM.exec(name)?.[1] ?? name.split(NAME_ENDS)[0] ?? '';
  name = name.replace(/^[,;:\s"“]+|[,;:\s]+$/g, '');
  if (name.length < 2 || name.length > 100 || !/^[\p{Lu}\p{N}]/u.test(name) || NOT_A_NAME.test(name)) {
    return null;
  }
  return name;
}

/**
 * Names followed by a defined term in the opening of the contract: `Acme Corp., a Delaware
 * corporation ("Supplier")` gives "Acme Corp.", `BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, …
 * "the Manufacturer"` gives "ORGANIC PREPARATIONS INC.". The name runs from the last "between",
 * "and", "among" or "by" before the term to its description or its company form.
 */
export function partiesOf(opening: string): string[] {
  const parties: string[] = [];
  let previousEnd = 0;
  for (const match of opening.matchAll(DEFINED_TERM)) {
    const before = opening.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    if (NOT_A_PARTY_TERM.test((match[1] ?? '').trim())) continue;
    const name = nameBefore(before);
    if (name === null || parties.includes(name)) continue;
    parties.push(name);
    if (parties.length === 4) break;
  }
  return parties;
}
