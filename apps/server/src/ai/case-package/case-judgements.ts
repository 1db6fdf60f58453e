import type { PackageJudgement } from '@lexi/shared/api/case-package';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import type { FoundAllegation } from './case-allegations.ts';
import type { SearchJudgements } from './case-input.ts';
import { judgementStance } from './judgement-stance.ts';

export const JUDGEMENTS_MAX = 8;
const QUERY_MAX_CHARS = 4_000;

const STOP = new Set(
  'about above after again against along also among another because been before being below between both cannot could did does doing down during each either every from further had has have having here hers herself himself into itself more most much must myself only other ought ours over same shall should some such than that their theirs them themselves then there these they this those through under until upon very was were what when where which while whom whose with within without would your yours said dated section court case'.split(
    ' ',
  ),
);

const terms = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !STOP.has(w)));

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
 * relevant (the terms it shares with the case) and its stance for the side represented.
 */
export async function caseJudgements(
  search: SearchJudgements,
  query: string,
  jurisdiction: Jurisdiction,
  representing: 'victim' | 'accused',
): Promise<PackageJudgement[]> {
  if (query.trim() === '') return [];
  const hits = await search({ text: query, jurisdiction, limit: JUDGEMENTS_MAX });
  const caseTerms = terms(query);
  return hits.map((hit) => {
    const shared = [...terms(hit.passage)].filter((t) => caseTerms.has(t)).slice(0, 8);
    const { stance, reason } = judgementStance(`${hit.title}\n${hit.passage}`, representing);
    return {
      judgement_id: hit.judgementId,
      title: hit.title,
      citation: hit.citation,
      court: hit.court,
      year: hit.year,
      passage: hit.passage,
      relevance:
        shared.length > 0
          ? `Its passage shares these terms with the case: ${shared.join(', ')}.`
          : 'Found by the corpus search for the case’s allegations and provisions.',
      stance,
      stance_reason: reason,
    };
  });
}
