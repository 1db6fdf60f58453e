/**
 * The key facts of a contract, read by rules from how contracts state them: the parties (the names
 * before the defined terms of the opening paragraph), the dates, the governing law, the renewal term
 * and the notice period. A fact the text does not state is null.
 */
export type KeyFacts = {
  parties: string[];
  agreement_date: string | null;
  effective_date: string | null;
  expiration_date: string | null;
  governing_law: string | null;
  renewal_term: string | null;
  notice_period: string | null;
};

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)';
const DATE = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?${MONTH},?\\s+\\d{4}|\\d{1,2}/\\d{1,2}/\\d{2,4}|\\d{4}-\\d{2}-\\d{2})`;
const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety|hundred|one hundred(?: and)?(?: twenty| eighty)?)';
const NUMBER = `(?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?\\s*\\(\\d+\\)|\\d+|${NUMBER_WORD})`;
('(?:[a-z]+(?:[- ][a-z]+)?\\s*\\(\\d+\\)|\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|sixty|ninety)');

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

function firstMatch(text: string, pattern: RegExp, group = 1): string | null {
  const match = pattern.exec(text);
  const value = match?.[group];
  return value === undefined ? null : spaced(value);
}

/**
 * Names followed by a defined term in the opening of the contract: `Acme Corp., a Delaware
 * corporation ("Supplier")` gives "Acme Corp.". The name runs from the last "between", "and", "among"
 * or closing bracket before the term to the first ", a …" description.
 */
function partiesOf(opening: string): string[] {
  const parties: string[] = [];
  const term =
    /\((?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?["“]([^"”]{2,40})["”]\s*\)/g;
  let previousEnd = 0;
  for (const match of opening.matchAll(term)) {
    const before = opening.slice(previousEnd, match.index);
    previousEnd = match.index + match[0].length;
    if (/^(agreement|effective date|contract|parties|party)$/i.test(match[1] ?? '')) continue;
    const boundary = [...before.matchAll(/\b(?:between|and|among|by|with)\s+|[;)\n]/g)].at(-1);
    let name = boundary === undefined ? before : before.slice((boundary.index ?? 0) + boundary[0].length);
    name = spaced(name.split(/,\s+(?:an?|the)\s|,\s+(?=[a-z])|\s+(?:an?)\s+[a-z]/)[0] ?? '').replace(
      /^[,\s]+|[,\s]+$/g,
      '',
    );
    if (name.length < 2 || name.length > 100 || !/^[\p{Lu}\p{N}]/u.test(name)) continue;
    if (!parties.includes(name)) parties.push(name);
    if (parties.length === 4) break;
  }
  return parties;
}

export function extractKeyFacts(text: string): KeyFacts {
  const opening = text.slice(0, 4000);
  const agreementDate =
    firstMatch(
      opening,
      new RegExp(`(?:dated|made|entered into|executed)[^.]{0,60}?(?:as of|on|this)?\\s*(${DATE})`, 'i'),
    ) ?? firstMatch(opening, new RegExp(`(${DATE})`, 'i'));
  const effectiveDate =
    firstMatch(text, new RegExp(`effective\\s+(?:as\\s+of|on|from)\\s+(?:the\\s+)?(${DATE})`, 'i')) ??
    firstMatch(text, new RegExp(`["“]Effective Date["”][^.]{0,80}?(${DATE})`, 'i')) ??
    agreementDate;
  const expiration =
    firstMatch(
      text,
      new RegExp(`(?:expire|terminate|continue)[^.]{0,80}?(?:on|until|through)\\s+(${DATE})`, 'i'),
    ) ??
    firstMatch(
      text,
      new RegExp(
        `(?:term|continue|remain in (?:full )?(?:force|effect))[^.]{0,80}?(?:period\\s+of|for)\\s+(${NUMBER}\\s*(?:\\(\\d+\\)\\s*)?(?:years?|months?))`,
        'i',
      ),
    );
  const governingLaw = firstMatch(
    text,
    /(?:governed\s+by|construed\s+(?:and\s+enforced\s+)?in\s+accordance\s+with|subject\s+to)[^.]{0,60}?laws?\s+of\s+(?:the\s+)?((?:State|Commonwealth|Province|Republic)\s+of\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?|[\p{Lu}][\p{L}]+(?:\s+(?:[\p{Lu}][\p{L}]+|and|of)){0,3})/u,
  );
  const renewal = firstMatch(
    text,
    new RegExp(
      `(?:automatic(?:ally)?\\s+)?renew(?:ed|al)?[^.]{0,60}?(?:for|by)\\s+(?:an?\\s+)?((?:successive|additional|further|consecutive)?\\s*(?:${NUMBER}\\s*(?:\\(\\d+\\)\\s*)?)?[- ]?(?:years?|months?|year|month)(?:\\s+(?:terms?|periods?))?)`,
      'i',
    ),
  );
  const notice = firstMatch(
    text,
    new RegExp(
      `(${NUMBER}\\s*(?:\\(\\d+\\)\\s*)?(?:calendar\\s+|business\\s+)?days?'?)\\s*(?:prior\\s+|advance\\s+)?(?:written\\s+)?notice[^.]{0,120}?(?:renew|non-renewal|terminat)`,
      'i',
    ),
  );
  return {
    parties: partiesOf(opening),
    agreement_date: agreementDate,
    effective_date: effectiveDate,
    expiration_date: expiration,
    governing_law: governingLaw,
    renewal_term: renewal,
    notice_period: notice,
  };
}
