import { openingOf } from './key-facts-dates.ts';

/**
 * The parties: the names before the defined terms of the contract's preamble ("Acme Corp., a Delaware
 * corporation ("Supplier")"), each with the terms the contract calls it by afterwards, since a lawyer
 * reads "Supplier shall…" and needs to know who that is.
 */
export type Party = { name: string; terms: string[] };

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A defined term, in brackets or not: `("Supplier")`, `(hereinafter called the 'Buyer')`, `“the
 * Customer”`, with the other names given with it: `("Buyer" or "PNC")`, `(hereinafter referred to as
 * "Ferrer" and/or "Supplier")`.
 */
const QUOTED = `(?:the\\s+)?(?:["“]|(?<!\\p{L})['‘])([^"”’'\\n]{2,40})(?:["”]|['’](?!\\p{L}))`;
const DEFINED_TERM = new RegExp(
  `\\(?\\s*(?:hereinafter\\s+(?:(?:indistinctly\\s+)?referred\\s+to\\s+as\\s+|called\\s+)?)?${QUOTED}(?:\\s*(?:,|or|and/or|and)\\s*${QUOTED})*\\s*\\)?`,
  'gu',
);
const QUOTED_TERM = new RegExp(QUOTED, 'gu');
/**
 * The word that opens a party's name: "between X", "and X", "among X", "by X", "AND: X", "-- AND -- X";
 * not the "by" of "represented by X" (X signs for the party, it is not one), nor the "and" of a
 * place in a party's description ("organized under the laws of England and Wales") or of the
 * Securities and Exchange Commission, which the filings name but which is never a party.
 */
const NAME_OPENS =
  /\b(?:between|(?<!\b(?:laws?|state|republic|commonwealth|kingdom)\s+of\s+(?:the\s+)?(?:\p{Lu}\p{L}*\s+){1,4}|\bSecurities\s+)and|among|(?<!\b(?:represented|signed|acting|executed)\s+(?:herein\s+)?)by)\b[\s:–—-]*/giu;
/** Where a name ends: its description (", a Delaware corporation", ", with offices at") or a bracket. */
const NAME_ENDS = /,\s+(?:an?|the)\s|,\s+(?=[a-z])|\s+(?:an?)\s+[a-z]|\s+\(|\s+with\s+(?:its|offices|a\s)/;
/** Company forms: a name ends with them, whatever follows (an address on the next line). */
const COMPANY_FORM =
  '(?:Inc|Incorporated|Corp|Corporation|Company|Co|Ltd|Limited|Private Limited|LLC|L\\.L\\.C|LLP|L\\.P|LP|plc|PLC|GmbH|AG|S\\.A|N\\.V|B\\.V|Pvt|Pty|S\\.p\\.A)\\b\\.?';
const ENDS_AT_FORM = new RegExp(`^(.*?\\b${COMPANY_FORM}(?:,?\\s+${COMPANY_FORM})*)`, 'i');
/** Defined terms that name the document or its parts, not a party. */
const NOT_A_PARTY_TERM =
  /^(?:this\s+)?(?:\w+\s+)?(?:agreement|contract|amendment|schedule|exhibit|addendum)\b|\b(?:date|term|parties|party)$|^(?:parties|party)\b/i;
/** What a party's name never looks like: a sentence of the contract. */
const NOT_A_NAME =
  /^(?:this|the|these|whereas|in|each|such|all|any|exhibit|or|parties)\b|\s(?:is|are|shall|will|made|entered|agrees?)\s|\b(?:pursuant|respect|portions|redact\w*|confidential\w*|omitted|replaced|hereof|herein|hereafter|referred|register|rule)\b/i;

/**
 * A party's name starts and ends with a capital or a digit ("Acme Corp.", "ZYNGA INC.", "3M"), or ends
 * with a company form; a run of words ending in lower case ("the Treasury regulations thereunder",
 * "a puzzle game.") is prose that happens to stand before a defined term.
 */
const isName = (name: string) =>
  name.length >= 2 &&
  name.length <= 100 &&
  /^[\p{Lu}\p{N}]/u.test(name) &&
  (/(?:^|\s)[\p{Lu}\p{N}][^\s]*$/u.test(name) || new RegExp(`\\b${COMPANY_FORM}$`, 'i').test(name)) &&
  !NOT_A_NAME.test(name);

/** The end of a title in capitals or of a letter's salutation, before a name. */
const TITLE_ENDS = /\b(?:[A-Z]+\s+)?(?:AGREEMENT|CONTRACT|AMENDMENT|Gentlemen|Sirs|Madam)\b\s*:?\s+/g;

/** A party's name in the text before its defined term, or null. */
function nameBefore(before: string): string | null {
  // The last opening word usually starts the name; when what follows it is no name ("a corporation
  // organized and existing under..."), the one before may ("between Acme Inc., a corporation organized").
  const openings = [...before.matchAll(NAME_OPENS)];
  if (openings.length === 0) return nameFrom(before);
  const last = openings.at(-1)?.index ?? 0;
  for (const opening of openings.slice(-3).reverse()) {
    // An earlier opening word starts a name only near the term, across a description or an address.
    if (opening.index < Math.min(last, before.length - 400)) break;
    const name = nameFrom(before.slice(opening.index + opening[0].length));
    if (name !== null) return name;
  }
  return null;
}

/** The name at the start of a text, up to its description or its company form, or null. */
function nameFrom(text: string): string | null {
  let name = spaced(text);
  // "Exhibit 10.7 CONSULTING AGREEMENT Aduro Biotech, Inc.", "Ladies and Gentlemen: AFSALA Bancorp, Inc.":
  // the name starts after the title or the salutation.
  const title = [...name.matchAll(TITLE_ENDS)].at(-1);
  if (title !== undefined) name = name.slice(title.index + title[0].length);
  const formed = ENDS_AT_FORM.exec(name)?.[1];
  if (formed !== undefined) name = formed;
  else {
    // A bracket closes what came before the name ("[***] (the "Provider"), and Acme"); a name with
    // its company form keeps its own ("Dialog Semiconductor (UK) Ltd.", above).
    const bracket = name.lastIndexOf(')');
    if (bracket >= 0) name = name.slice(bracket + 1);
    name = name.split(NAME_ENDS)[0] ?? '';
  }
  name = name.replace(/^(?:[,;:\s"“]|\(\d{1,2}\)|\d{1,2}\.\s)+|[,;:\s]+$/g, '');
  return isName(name) ? name : null;
}

/** The terms a defined-term match gives: `("Buyer" or "PNC")` → Buyer, PNC; `“the Manufacturer”` → Manufacturer. */
const termsOf = (defined: string) =>
  [...defined.matchAll(QUOTED_TERM)]
    .map((m) => spaced(m[1] ?? '').replace(/^the\s+|[,;.]+$/gi, ''))
    .filter(Boolean);

/** What follows a term the contract defines rather than a party it names: "means", "shall have the meaning". */
const DEFINES =
  /^\s*[,:]?\s*(?:shall\s+)?(?:means?|mean|includes?|(?:has|have)\s+the\s+meaning|refers?\s+to|is\s+defined)\b/i;

/**
 * Names followed by a defined term in the opening of the contract: `Acme Corp., a Delaware
 * corporation ("Supplier")` gives Acme Corp. called Supplier, `BETWEEN: ORGANIC PREPARATIONS INC. 2nd
 * Floor, … "the Manufacturer"` gives ORGANIC PREPARATIONS INC. called Manufacturer. The name runs from
 * the last "between", "and", "among" or "by" before the term to its description or its company form.
 */
export function partiesOf(opening: string): Party[] {
  const parties: Party[] = [];
  let previousEnd = 0;
  for (const match of opening.matchAll(DEFINED_TERM)) {
    const before = opening.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    // '"ACSI Competitor" means …': a definition, not a party's designation. Once the parties are
    // named, one starts the definitions, and no party is named after it.
    if (DEFINES.test(opening.slice(previousEnd, previousEnd + 40))) {
      if (parties.length >= 2) break;
      continue;
    }
    const terms = termsOf(match[0]);
    // A party is called by a capitalised term or one word ("Supplier", "i-Escrow"); "not to exceed"
    // is a quotation.
    if (!/^\p{Lu}|^\S+$/u.test(terms[0] ?? '') || NOT_A_PARTY_TERM.test(terms[0] ?? '')) continue;
    const name = nameBefore(before);
    if (name === null || parties.some((p) => p.name === name)) continue;
    // '(hereinafter called "MLX", or "Party")': the party's own terms, not the one all parties share.
    parties.push({ name, terms: terms.filter((t) => t !== name && !NOT_A_PARTY_TERM.test(t)) });
    if (parties.length === 4) break;
  }
  return parties;
}

/** Where the preamble names the parties: "is made … by and between", "entered into … among". */
const PREAMBLE =
  /\b(?:made|entered\s+into|executed|dated)\b[^.]{0,300}?\b(?:between|among)\b|\bby\s+and\s+(?:between|among)\b/i;
/** The end of the preamble: the recitals or the operative words. */
const PREAMBLE_ENDS =
  /\b(?:WHEREAS|RECITALS|BACKGROUND|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|NOW,?\s+THEREFORE)\b/;

/** "Party A: Beike Internet Security Technology Co., Ltd." — the name up to its company form or the line's end. */
const LETTERED_PARTY = new RegExp(
  `\\bParty\\s+([A-D])\\s*[:：]\\s*([\\p{Lu}\\p{N}][^\\n]{1,100}?(?:\\b${COMPANY_FORM}(?:,?\\s+${COMPANY_FORM})*|(?=\\s*\\n)))`,
  'gu',
);

/** The parties a contract drafted in the Chinese manner names "Party A", "Party B", each once. */
export function letteredParties(text: string): Party[] {
  const parties: Party[] = [];
  for (const m of text.slice(0, 5000).matchAll(LETTERED_PARTY)) {
    const term = `Party ${m[1]}`;
    const name = spaced(m[2] ?? '').replace(/[,;:\s]+$/, '');
    if (parties.some((p) => p.terms[0] === term) || !isName(name)) continue;
    parties.push({ name, terms: [term] });
  }
  return parties.length >= 2 ? parties : [];
}

/**
 * The parties of a contract: those called "Party A" and "Party B"; those of its opening; when the opening names none (a cover page or a
 * table of contents comes first), those of the preamble further on.
 */
export function contractParties(text: string): Party[] {
  const lettered = letteredParties(text);
  if (lettered.length > 0) return lettered;
  const first = partiesOf(openingOf(text));
  if (first.length > 0) return first;
  const head = text.slice(0, 40_000);
  const preamble = PREAMBLE.exec(head);
  if (preamble === null) return coverPageParties(text);
  const paragraph = head.lastIndexOf('\n\n', preamble.index);
  const start = Math.max(paragraph, 0, preamble.index - 600);
  let rest = head.slice(start, preamble.index + 3000);
  const end = rest.slice(preamble.index - start).search(PREAMBLE_ENDS);
  if (end > 0) rest = rest.slice(0, preamble.index - start + end);
  const found = partiesOf(rest);
  return found.length > 0 ? found : coverPageParties(text);
}

/**
 * The parties of a cover page, when the preamble gives them no defined terms: "CO-PROMOTION
 * AGREEMENT by and between DOVA PHARMACEUTICALS, INC. and VALEANT PHARMACEUTICALS NORTH AMERICA LLC",
 * "BIOEQ IP AG AND COHERUS BIOSCIENCES, INC.", each name on a line of its own (after "between" or a
 * blank line) and ending with its company form.
 */
const FORMED_NAME = `[\\p{Lu}\\p{N}][^\\n]{1,80}?\\b${COMPANY_FORM}`;
const COVER_PAGE = new RegExp(
  `(?:\\bbetween\\s*:?\\s*\\n|\\n[^\\S\\n]*\\n)\\s*(${FORMED_NAME})\\s*\\n\\s*and\\s*:?\\s*\\n\\s*(${FORMED_NAME})\\s*\\n`,
  'iu',
);

export function coverPageParties(text: string): Party[] {
  const cover = COVER_PAGE.exec(text.slice(0, 5000));
  if (cover === null) return [];
  return [cover[1], cover[2]]
    .map((name) => spaced(name ?? ''))
    .filter(isName)
    .map((name) => ({ name, terms: [] }));
}

/** A party as LeXi shows it: its name and the terms the contract uses for it, `Acme Inc. ("Supplier")`. */
export const partyLabel = (party: Party) =>
  party.terms.length === 0 ? party.name : `${party.name} (${party.terms.map((t) => `"${t}"`).join(', ')})`;
