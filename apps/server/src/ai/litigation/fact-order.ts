import { withoutCaptionHeading } from './caption-heading.ts';
import { isCaseNumberLine } from './caption-lines.ts';
import { type DateOrder, dateOrderOf, findDates, normaliseDates } from './fact-dates.ts';
import { CAPTION_PARTY } from './role-words.ts';

/**
 * Words after which a full stop does not end a sentence. The names of codes and of the FIR (IPC,
 * CrPC, CPC, FIR) are not among them: written without dots they are no abbreviation, and their full
 * stop ends the sentence ("registered under Section 420 IPC. On 5 May 2021 …").
 */
const ABBREVIATION =
  /(?:\b(?:mr|mrs|ms|smt|shri|sri|dr|no|nos|rs|sec|secs|s|ss|u\/s|r\/w|w\/o|s\/o|d\/o|vs|v|viz|etc|ltd|pvt|co|inc|corp|st|hon|cr|crl|p\.s|ps|art|cl|govt|dist|vill|p\.o|approx|e\.g|i\.e|sr|jr|ors|anr)\.|\b[A-Z]\.)$/i;

/** A heading line: a court's name or words in capitals (INDEX, SYNOPSIS AND LIST OF DATES). */
function isHeading(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  return (
    /^\s*(?:in\s+the\s+)?(?:supreme|high|district|sessions|family)?\s*court\b/i.test(line) ||
    (letters.length > 3 && letters === letters.toUpperCase() && line.split(/\s+/).filter(Boolean).length < 14)
  );
}

/** A name's word, or a word that joins names ("State of Maharashtra", "Rao and others"). */
const NAME_WORD = /^(?:[\p{Lu}\p{N}(&]|(?:of|and|the|others|ors\.?|anr\.?)$)/u;

/**
 * A title that only names the two sides ("Sunita Devi against Ravi Kumar", the head of the
 * wizard's summary; "Rao v. State of Karnataka"): it tells no fact. A sentence with a verb
 * ("He filed a complaint against her") has a word no name has.
 */
function isSidesTitle(line: string): boolean {
  const sides = /^(.+?)\s+(?:against|versus|vs?\.?)\s+(.+?)[.\s]*$/i.exec(line.trim());
  if (!sides) return false;
  return `${sides[1]} ${sides[2]}`.split(/\s+/).every((word) => NAME_WORD.test(word));
}

const FILING_TITLE =
  /^(?:(?:criminal|private|civil|original)\s+)?(?:complaint|petition|application|suit|plaint|appeal|revision)\s+(?:under|u\/s\.?)\s[^.;]*$/i;

/** Lines that belong to the form of a filing, not to its facts. */
export function isFormLine(line: string): boolean {
  if (CAPTION_PARTY.test(line)) return false;
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length < 4) return true;
  if (isSidesTitle(line)) return true;
  if (
    /^(?:in\s+the\s+)?(?:supreme|high|district|sessions|family)\s+court\b|^before\b|^coram\b|^present\b/i.test(
      line,
    )
  ) {
    return true;
  }
  if (/\b(?:counsel|advocate)\s+for\b|^page\s+\d+/i.test(line)) return true;
  // The filing's title ("Complaint under Section 138 read with Section 142 of the … Act, 1881"):
  // it names the filing, it tells no fact.
  if (FILING_TITLE.test(line)) return true;
  if (isCaseNumberLine(line) && words.length < 10) return true;
  // A heading in capitals (INDEX, SYNOPSIS AND LIST OF DATES) is not a fact.
  const letters = line.replace(/[^A-Za-z]/g, '');
  return letters.length > 0 && letters === letters.toUpperCase() && words.length < 12;
}

/**
 * A block's lines without its headings, each caption party on a paragraph of its own: with the
 * lines before it that end in a comma (`Meena Deshpande, aged 42,` / `Kothrud, Pune ...
 * Complainant`), a heading among them too, which sentencesOf cuts off the caption.
 */
function captionParagraphs(block: string): string {
  const out: string[] = [];
  let carried: string[] = [];
  const flush = () => {
    out.push(...carried.filter((line) => !isHeading(line)));
    carried = [];
  };
  for (const line of block.split('\n')) {
    if (CAPTION_PARTY.test(line)) {
      out.push(`\n${[...carried, line].join(' ')}\n`);
      carried = [];
    } else if (/,\s*$/.test(line)) {
      carried.push(line);
    } else {
      flush();
      if (line.trim() === '' || !isHeading(line)) out.push(line);
    }
  }
  flush();
  return out.join('\n');
}

/** The sentences of the facts, a numbered or bulleted item counting as one. */
export function factSentences(text: string): string[] {
  const pieces: string[] = [];
  const blocks = text
    .replace(/\r/g, '')
    .split(/\n\s*\n|\n(?=\s*(?:\d{1,3}[.)]|[-•*●▪]|\([a-z0-9]{1,3}\))\s+)/);
  for (const block of blocks) {
    // A typed line that ends a sentence ends it, even without a blank line after it.
    const kept = captionParagraphs(block).replace(/([.!?;:])\s*\n/g, '$1\n\n');
    for (const part of kept.split(/\n\s*\n/)) sentencesOf(part, pieces);
  }
  return pieces;
}

function sentencesOf(block: string, pieces: string[]): void {
  {
    const flat = block
      .replace(/-\n(?=[a-z])/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^\s*(?:\d{1,3}[.)]|[-•*●▪]|\([a-z0-9]{1,3}\))\s+/, '')
      .trim();
    if (flat === '') return;
    // A caption's party line is one fact, kept whole with its role (see CAPTION_PARTY).
    if (CAPTION_PARTY.test(flat)) {
      // A caption reflowed into one paragraph ("X ... Complainant Versus Y ... Accused"): a fact
      // per side, the "Versus" between them dropped, and the court's heading before it too.
      const sides = flat.split(/\s+(?:versus|vs\.?|v\/s\.?)\s+/i).filter((side) => side !== '');
      pieces.push(...sides.map((side, i) => (i === 0 ? withoutCaptionHeading(side) : side)));
      return;
    }
    let current = '';
    for (const part of flat.split(/(?<=[.!?;])\s+(?=["'(]?[A-Z0-9])/)) {
      current = current ? `${current} ${part}` : part;
      if (!ABBREVIATION.test(current)) {
        pieces.push(current);
        current = '';
      }
    }
    if (current) pieces.push(current);
  }
}

const BACKGROUND = /\b(?:is|are|runs|resides|lives|works|owns|has|carries\s+on|was\s+born)\b/i;
/** "has not returned", "has paid", "have been": something that happened, not who someone is. */
const PERFECT =
  /\b(?:has|have)\s+(?:(?:not|never|still|already|also|yet|since|only)\s+)*(?:been|\w+ed|paid|made|sent|left|kept|told|sold|bought|got|gotten|lost|met|brought|spent|lent|built|won|done|gone|seen|taken|given|written|known|shown|broken|stolen|hidden|fled|withdrawn|begun)\b/gi;

/**
 * Who someone is or what they own, told in the present tense ("runs a shop", "has two sons"): the
 * background a chronology puts first. A present perfect ("He has not returned the money") is an
 * event, and stays after the fact before it.
 */
export function isBackground(sentence: string): boolean {
  return BACKGROUND.test(sentence.replace(PERFECT, ' '));
}

const key = (fact: string) => fact.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The facts in the order things happened: each dated fact by its first date, an undated fact kept
 * right after the fact before it, and who the parties are (undated, present tense) first. Dates are
 * written one way; amounts, places and sections are kept as written; repeated facts appear once.
 */
export function orderFacts(text: string, order: DateOrder = dateOrderOf(text)): string[] {
  const seen = new Set<string>();
  const facts: Array<{ text: string; time: number; position: number }> = [];
  let carried = Number.NEGATIVE_INFINITY;
  for (const sentence of factSentences(text)) {
    if (isFormLine(sentence)) continue;
    const k = key(sentence);
    if (seen.has(k)) continue;
    seen.add(k);
    const first = findDates(sentence, order)[0];
    if (first) carried = first.date.getTime();
    // Who someone is (in the present tense, undated) is background: it comes before the events.
    const time = !first && isBackground(sentence) ? Number.NEGATIVE_INFINITY : carried;
    facts.push({ text: normaliseDates(sentence, order), time, position: facts.length });
  }
  return facts.sort((a, b) => a.time - b.time || a.position - b.position).map((f) => f.text);
}

/** The facts as the wizard shows them: one numbered line each. */
export function numberFacts(facts: readonly string[]): string {
  return facts.map((fact, i) => `${i + 1}. ${fact}`).join('\n');
}
