import { ALLEGATION_RULES, type AllegationRule, type Jurisdiction } from '../litigation/allegation-rules.ts';
import { citedProvisions } from '../litigation/cited-provisions.ts';
import { factSentences } from '../litigation/fact-order.ts';

export type FoundAllegation = { rule: AllegationRule; sentence: string; provisions: string[] };

/** What the case alleges (the wizard's rules), each with the first sentence that shows it. */
export function caseAllegations(text: string, jurisdiction: Jurisdiction): FoundAllegation[] {
  const sentences = factSentences(text);
  const found: FoundAllegation[] = [];
  for (const rule of ALLEGATION_RULES) {
    const sentence = sentences.find((s) => rule.pattern.test(s));
    if (sentence !== undefined)
      found.push({ rule, sentence, provisions: [...rule.provisions[jurisdiction]] });
  }
  return found;
}

/** The provisions the allegations invoke and the case cites, each once. */
export function caseProvisions(text: string, allegations: readonly FoundAllegation[]): string[] {
  return [...new Set([...allegations.flatMap((a) => a.provisions), ...citedProvisions(text)])];
}
