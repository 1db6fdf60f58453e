import type { PackageJudgement } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import type { FoundAllegation } from './case-allegations.ts';
import type { SearchJudgements } from './case-input.ts';
import { judgementStance, type StanceCase } from './judgement-stance.ts';

export const JUDGEMENTS_MAX = 8;
/**
 * A judgement is cited only when its best passage shares at least this many content words with
 * the case: BM25 ranks every judgement that shares any word, and a small corpus would otherwise
 * fill the list with judgements about something else (narco-analysis for a supply dispute).
 */
export const MIN_SHARED_TERMS = 2;
/** Words every judgement and every case uses: sharing them says nothing about relevance. */
const GENERIC = new Set(
  'accused appeal appellant complainant complaint judgement judgment learned order petition petitioner police respondent state trial'.split(
    ' ',
  ),
);
/**
 * Words of procedure that most complaints and judgements use, though not all: a judgement that
 * shares only these with the case ("notice", "issued": an arrest ruling for a cheque complaint) is
 * not about it. They count beside a word of the case's subject ("cheque … issued as security").
 */
const PROCEDURE_WORDS = new Set(['action', 'filed', 'issued', 'notice']);
const QUERY_MAX_CHARS = 4_000;

/**
 * Fields of law a judgement's area may begin with that belong to the other nature of case: a
 * criminal case does not cite a contract or consumer judgement for sharing "goods" or "breach", nor
 * a civil suit a bail or arrest judgement. A judgement of no known area (an imported one) fits both.
 */
const OTHER_NATURE: Record<'criminal' | 'civil', RegExp> = {
  criminal: /^(?:Contract|Consumer protection|Commercial disputes)\b/,
  civil: /^Criminal procedure\b/,
};

/**
 * Fields of law that fit only some civil causes: the Commercial Courts Act governs commercial
 * disputes (trade, supply, money lent by a financier…), not a suit over a home, a tenancy or a
 * consumer's complaint, so its rulings (pre-institution mediation) are not cited for those. The
 * causes are the civil allegation rules' names (ai/litigation/civil-allegation-rules.ts).
 */
export const NOT_FOR_CAUSES: ReadonlyArray<{ area: RegExp; causes: ReadonlySet<string> }> = [
  {
    area: /^Commercial disputes\b/,
    causes: new Set([
      'Specific performance',
      'Injunction over property',
      'Eviction of a tenant',
      'Deficiency in service',
    ]),
  },
];

/** Whether a judgement's field of law belongs to another kind of case than this one's. */
function outOfField(area: string, nature: 'criminal' | 'civil', causes: readonly string[]): boolean {
  if (OTHER_NATURE[nature].test(area)) return true;
  return NOT_FOR_CAUSES.some(
    (rule) => rule.area.test(area) && causes.length > 0 && causes.every((cause) => rule.causes.has(cause)),
  );
}

const STOP = new Set(
  'about above after again against along also among another because been before being below between both cannot could did does doing down during each either every from further had has have having here hers herself himself into itself more most much must myself only other ought ours over same shall should some such than that their theirs them themselves then there these they this those through under until upon very was were what when where which while whom whose with within without would your yours said dated section court case'.split(
    ' ',
  ),
);

/** Provisions named in a text ("Section 138", "s. 420", "u/s 498A"), as one term each: §138. */
const provisionTerms = (text: string) =>
  [...text.matchAll(/\b(?:sections?|sec\.?|s\.|u\/s\.?)\s*(\d{1,4}[a-z]?)\b/giu)].map(
    (m) => `§${(m[1] ?? '').toLowerCase()}`,
  );

const shownTerm = (term: string) => (term.startsWith('§') ? `Section ${term.slice(1)}` : term);

/** The content words (five letters or more, not stop or generic words) and provisions of a text. */
const terms = (text: string) =>
  new Set([
    ...(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !STOP.has(w) && !GENERIC.has(w)),
    ...provisionTerms(text),
  ]);

/** The query for the corpus: what is alleged, under which provisions, then the facts' summary. */
export function judgementQuery(
  allegations: readonly FoundAllegation[],
  provisions: readonly string[],
  summary: string,
) {
  const parts = [...allegations.map((a) => `${a.rule.name}. ${a.sentence}`), provisions.join('; '), summary];
  return parts.join('\n').slice(0, QUERY_MAX_CHARS);
}

/**
 * The corpus's judgements most relevant to the case, each with the passage that matched, why it is
 * relevant (the terms it shares with the case) and its stance for the side represented (see
 * judgement-stance.ts). Fewer (or none) when the corpus holds little on the case's subject: see
 * MIN_SHARED_TERMS.
 */
export async function caseJudgements(
  search: SearchJudgements,
  query: string,
  jurisdiction: Jurisdiction,
  kase: StanceCase,
): Promise<PackageJudgement[]> {
  const { nature, causes } = kase;
  if (query.trim() === '') return [];
  const hits = await search({ text: query, jurisdiction, limit: JUDGEMENTS_MAX });
  const caseTerms = terms(query);
  const cited: PackageJudgement[] = [];
  for (const hit of hits) {
    if (outOfField(hit.area ?? '', nature, causes)) continue;
    const shared = [...terms(`${hit.title}\n${hit.passage}`)].filter((t) => caseTerms.has(t));
    if (shared.length < MIN_SHARED_TERMS || shared.every((t) => PROCEDURE_WORDS.has(t))) continue;
    const { stance, reason } = judgementStance(
      { text: `${hit.title}\n${hit.passage}`, favour: hit.favour },
      kase,
    );
    cited.push({
      judgement_id: hit.judgementId,
      title: hit.title,
      citation: hit.citation,
      court: hit.court,
      year: hit.year,
      passage: hit.passage,
      relevance: `Its passage shares these terms with the case: ${shared.slice(0, 8).map(shownTerm).join(', ')}.`,
      stance,
      stance_reason: reason,
    });
  }
  return cited;
}
