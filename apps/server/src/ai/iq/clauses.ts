import { splitSentences, type TextRange } from './sentences.ts';

/** A numbered clause of the contract, as its text shows it ("7.2", "Indemnification"). */
export type ContractClause = { index: number; number: string; heading: string; start: number; end: number };

// "7.", "7.2", "7.2.1", "Section 7.2", "ARTICLE IV", "IV." at the start of a sentence, then an optional
// short heading that ends with a full stop or colon ("Assignment." / "Term and Termination:").
const CLAUSE_START =
  /^(?:(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Cc]lause|CLAUSE)\s+)?(\d{1,3}(?:\.\d{1,3}){0,3}\.?|[IVXLC]{1,6}\.)(?=\s)\s*(?:([\p{Lu}][^.:;\n]{0,70}?)[.:](?=\s|$))?/u;

/**
 * Splits a contract into its numbered clauses: a clause begins at a sentence that opens with a clause
 * number and runs to the next one. Text before the first number (title, parties, recitals) is clause 0
 * with the number "" and the heading "Preamble". A contract without numbers is one clause.
 */
export function splitClauses(
  text: string,
  sentences: readonly TextRange[] = splitSentences(text),
): ContractClause[] {
  const clauses: ContractClause[] = [];
  for (const sentence of sentences) {
    const match = CLAUSE_START.exec(text.slice(sentence.start, Math.min(sentence.end, sentence.start + 120)));
    const raw = match?.[1] ?? '';
    const number = raw.replace(/\.$/, '');
    // A bare "30" opens "30 days after…"; a clause number has a dot, a keyword or a heading.
    const marked =
      raw.includes('.') || /^(section|article|clause)/i.test(match?.[0] ?? '') || match?.[2] !== undefined;
    const numbered = match !== null && marked && !/^0/.test(number) && !(Number.parseInt(number, 10) >= 300);
    if (numbered || clauses.length === 0) {
      const last = clauses.at(-1);
      if (last !== undefined) last.end = trimEnd(text, sentence.start);
      clauses.push({
        index: clauses.length,
        number: numbered ? number : '',
        heading: numbered ? (match?.[2]?.trim() ?? '') : 'Preamble',
        start: sentence.start,
        end: sentence.end,
      });
    } else {
      (clauses.at(-1) as ContractClause).end = sentence.end;
    }
  }
  return clauses;
}

function trimEnd(text: string, end: number): number {
  let at = end;
  while (at > 0 && /\s/.test(text[at - 1] ?? '')) at -= 1;
  return at;
}

/** The clause holding a position of the text. */
export function clauseAt(clauses: readonly ContractClause[], position: number): ContractClause | undefined {
  return (
    clauses.find((c) => position >= c.start && position < c.end) ??
    clauses.findLast((c) => c.start <= position)
  );
}
