import type { CaseType } from '@lexi/shared/validation/workspaces';
import { ALLEGATION_RULES, type Jurisdiction } from './allegation-rules.ts';
import { jurisdictionOf } from './case-jurisdiction.ts';
import { classifyCaseType } from './case-type.ts';
import { citedProvisions } from './cited-provisions.ts';
import { factSentences } from './fact-order.ts';
import { factParties } from './fact-parties.ts';
import { CAPTION_PARTY } from './role-words.ts';

export type StructuredCase = {
  caseType: CaseType;
  caseTypeReason: string;
  representing: Array<{ side: 'victim' | 'accused'; name: string }>;
  complainant: string;
  accused: string;
  victim: string;
  allegations: Array<{ allegation: string; provisions: string[] }>;
  factSummary: string;
};

/** The sides one may represent, each with the names the facts give it (or the side's name). */
export function representingOf(
  parties: Pick<StructuredCase, 'complainant' | 'accused' | 'victim'>,
): StructuredCase['representing'] {
  return [
    { side: 'victim', name: parties.victim || parties.complainant || 'The victim' },
    { side: 'accused', name: parties.accused || 'The accused' },
  ];
}

const SUMMARY_MAX = 900;

/** The wizard's line for the provisions the facts cite that no allegation names: no allegation itself. */
export const CITED_PROVISIONS_LABEL = 'Provisions cited in the facts';

/**
 * The summary: who against whom, then the facts as sentences, each ended by its stop (a title or a
 * caption line has none, and the next fact would run on into it). The caption's party lines are
 * left to the head, which names the sides.
 */
function summary(sentences: readonly string[], complainant: string, accused: string): string {
  const head = complainant && accused ? `${complainant} against ${accused}. ` : '';
  let body = '';
  for (const told of sentences) {
    if (head && CAPTION_PARTY.test(told)) continue;
    const sentence = /[.!?;:]["'”’)]*$/.test(told) ? told : `${told}.`;
    if ((head + body + sentence).length > SUMMARY_MAX) break;
    body = body ? `${body} ${sentence}` : sentence;
  }
  return (head + (body || (sentences[0] ?? '').slice(0, SUMMARY_MAX))).trim();
}

/**
 * The structure of a case from its facts, offline and deterministic: the parties, what is alleged
 * and under which provisions, whether it is civil or criminal and why, and a short summary. Null
 * when the facts name neither a party nor anything alleged. `home`: the jurisdiction of the
 * workspace's owner, for facts that name none.
 */
export function structureCase(facts: string, home: Jurisdiction = 'IN'): StructuredCase | null {
  const sentences = factSentences(facts).filter((s) => s.split(/\s+/).length >= 3);
  if (sentences.length === 0) return null;
  const jurisdiction = jurisdictionOf(facts, home);
  const parties = factParties(facts);
  const verdict = classifyCaseType(facts);
  // A case keeps the allegations of its own nature, as its package does: a cheque complaint's
  // "did not pay" is not also a breach of contract whose Section 73 a prayer would call an offence.
  const nature = verdict.caseType === 'Criminal' ? 'criminal' : 'civil';
  const allegations: StructuredCase['allegations'] = [];
  const named = new Set<string>();
  for (const rule of ALLEGATION_RULES) {
    if (rule.nature !== nature) continue;
    const sentence = sentences.find((s) => rule.pattern.test(s));
    if (sentence === undefined) continue;
    const provisions = rule.provisions[jurisdiction];
    for (const p of provisions) named.add(p);
    allegations.push({ allegation: `${rule.name}: ${sentence}`, provisions: [...provisions] });
  }
  const cited = citedProvisions(facts).filter((p) => !named.has(p));
  if (cited.length > 0) allegations.push({ allegation: CITED_PROVISIONS_LABEL, provisions: cited });

  const complainant = parties.complainant[0] ?? parties.victim[0] ?? '';
  const victim = parties.victim[0] ?? parties.complainant[0] ?? '';
  const accused = parties.accused.join(', ');
  if (!complainant && !accused && allegations.length === 0) return null;
  return {
    caseType: verdict.caseType,
    caseTypeReason: verdict.reason,
    representing: representingOf({ complainant, accused, victim }),
    complainant,
    accused,
    victim,
    allegations,
    factSummary: summary(sentences, complainant, accused),
  };
}
