import {
  INLINE_VERSUS,
  isBoundaryLine,
  isCaseNumberLine,
  isFurniture,
  NUMBERED_ITEM,
  splitCaptionLines,
  VERSUS_LINE,
} from './caption-lines.ts';
import { normaliseName, partyName } from './party-names.ts';
import { NOT_A_CAPTION, ROLE_AT_END, ROLE_AT_START, type Side, sideOf } from './role-words.ts';

/** The parties a caption names on each side, first-named first, each once. */
export type CaptionParties = { petitioners: string[]; respondents: string[] };

const isNumbered = (block: readonly string[]) => block.some((line) => NUMBERED_ITEM.test(line));
const hasText = (block: readonly string[]) => block.some((line) => line.trim() !== '');

function paragraphs(block: readonly string[]): string[][] {
  const result: string[][] = [[]];
  for (const line of block) {
    if (line.trim() === '') result.push([]);
    else result[result.length - 1]?.push(line);
  }
  return result.filter((p) => p.length > 0);
}

/** A numbered list gives one party per item; otherwise one paragraph gives one party. */
function namesInBlock(whole: readonly string[], paragraph: 'first' | 'last'): string[] {
  const block = paragraph === 'last' ? (paragraphs(whole).at(-1) ?? []) : whole;
  if (isNumbered(block)) {
    const items: string[][] = [];
    for (const line of block) {
      if (line.trim() === '') continue;
      if (NUMBERED_ITEM.test(line)) items.push([line]);
      else items[items.length - 1]?.push(line);
    }
    return items.map((item) => partyName(item, { numbered: true }));
  }
  const all = paragraphs(block);
  const chosen = paragraph === 'first' ? all[0] : all[all.length - 1];
  return chosen ? [partyName(chosen)] : [];
}

/** A running title `A Vs. B (Cr.A. No. 317/2011)` keeps its parties, not its case number. */
function withoutCaseNumber(text: string): string {
  return text.replace(/\s*\([^)]*\bNo\b[^)]*\)?\s*$/i, '');
}

/**
 * Reads the parties from the caption of a filing or judgement by its structure: roles written after
 * a party (`X ....Petitioner`), before it (`Petitioner :- X`), numbered lists of parties, and the
 * `Versus` between the sides when no role is written. Several matters in one caption add up.
 */
export function extractCaptionParties(text: string): CaptionParties {
  const found: Record<Side, Map<string, string>> = { petitioner: new Map(), respondent: new Map() };
  const add = (side: Side, names: readonly string[]) => {
    for (const name of names) {
      const key = normaliseName(name);
      if (key.length >= 2 && !found[side].has(key)) found[side].set(key, name);
    }
  };

  let buffer: string[] = [];
  /** A role written before its party (`Petitioner:`), waiting for the party's lines. */
  let pending: Side | null = null;
  /** After `Versus` with no role yet: the next party is the second side. */
  let afterVersus = false;
  /** The first side of the current matter already has its party; what follows is not a party. */
  let firstSideDone = false;

  /** The first side's role was just written and no `Versus` followed: the next party answers it. */
  let secondSideUnmarked = false;

  const flush = () => {
    if (pending) add(pending, namesInBlock(buffer, 'first'));
    else if ((afterVersus || secondSideUnmarked) && hasText(buffer))
      add('respondent', namesInBlock(buffer, 'first'));
    secondSideUnmarked = false;
    pending = null;
    afterVersus = false;
    buffer = [];
  };

  for (const raw of splitCaptionLines(text)) {
    const line = raw.trimEnd();
    if (isFurniture(line)) continue;
    if (line.trim() === '') {
      if (afterVersus && !pending && hasText(buffer) && !isNumbered(buffer)) flush();
      else if (hasText(buffer)) buffer.push('');
      continue;
    }
    const start = ROLE_AT_START.exec(line);
    if (start?.[1] !== undefined) {
      flush();
      const side = sideOf(start[1]);
      const rest = start[2]?.trim() ?? '';
      if (rest === '') pending = side;
      else add(side, [partyName([rest])]);
      firstSideDone = side === 'petitioner';
      continue;
    }
    if (VERSUS_LINE.test(line)) {
      secondSideUnmarked = false;
      if (pending) flush();
      else if (!firstSideDone && hasText(buffer)) add('petitioner', namesInBlock(buffer, 'last'));
      buffer = [];
      afterVersus = true;
      firstSideDone = false;
      continue;
    }
    const end = ROLE_AT_END.exec(line);
    if (end?.[2] !== undefined && !NOT_A_CAPTION.test(end[1] ?? '') && (end[1] ?? '').length < 200) {
      const side = sideOf(end[2]);
      const block = [...buffer, end[1] ?? ''];
      const earlier = paragraphs(block).slice(0, -1);
      if (side === 'respondent' && !afterVersus && !pending && !firstSideDone && earlier.length > 0) {
        add(
          'petitioner',
          namesInBlock(
            earlier.flatMap((p) => [...p, '']),
            'last',
          ),
        );
      }
      add(side, namesInBlock(block, pending || afterVersus ? 'first' : 'last'));
      buffer = [];
      pending = null;
      afterVersus = false;
      firstSideDone = side === 'petitioner';
      secondSideUnmarked = firstSideDone;
      continue;
    }
    const inline = INLINE_VERSUS.exec(line);
    if (inline?.[1] && inline[2] && !pending && !/\bNos?\.?\s*\d/i.test(inline[1])) {
      flush();
      add('petitioner', [partyName([inline[1]])]);
      add('respondent', [partyName([withoutCaseNumber(inline[2])])]);
      firstSideDone = false;
      continue;
    }
    if (isBoundaryLine(line, isNumbered(buffer))) {
      flush();
      if (isCaseNumberLine(line)) firstSideDone = false;
      continue;
    }
    buffer.push(line);
  }
  flush();
  return { petitioners: [...found.petitioner.values()], respondents: [...found.respondent.values()] };
}
