import type { PackageFact } from '@lexi/shared/api/case-package';
import { ENGLISH_STOP_WORDS } from '../judgements/legal-terms.ts';
import {
  ALLEGATION_RULES,
  type AllegationRule,
  type CaseNature,
  type Jurisdiction,
} from '../litigation/allegation-rules.ts';
import { citedProvisions, uniqueProvisions } from '../litigation/cited-provisions.ts';
import { dateOrderOf, normaliseDates } from '../litigation/fact-dates.ts';
import { factSentences } from '../litigation/fact-order.ts';
import { CITED_PROVISIONS_LABEL } from '../litigation/structure-case.ts';

export type FoundAllegation = { rule: AllegationRule; sentence: string; provisions: string[] };

/**
 * What the case alleges (the wizard's rules of the case's nature), each with the first sentence
 * that shows it. A criminal case is not also a suit for the price (its "did not pay" is the
 * cheque's story), and a plaint does not frame offences: each nature keeps its own rules.
 */
export function caseAllegations(
  text: string,
  jurisdiction: Jurisdiction,
  nature: CaseNature,
): FoundAllegation[] {
  const sentences = factSentences(text);
  const found: FoundAllegation[] = [];
  for (const rule of ALLEGATION_RULES) {
    if (rule.nature !== nature) continue;
    const sentence = sentences.find((s) => rule.pattern.test(s));
    if (sentence !== undefined)
      found.push({ rule, sentence, provisions: [...rule.provisions[jurisdiction]] });
  }
  return found;
}

/** The provisions the allegations invoke and the case cites, each once. */
export function caseProvisions(text: string, allegations: readonly FoundAllegation[]): string[] {
  return uniqueProvisions([...allegations.flatMap((a) => a.provisions), ...citedProvisions(text)]);
}

/** A sentence that is only a parenthesis: the provisions of the sentence before it. */
const CITATION_ONLY = /^\([^()]*\)\.?$/;
/** Share of an allegation's words that one fact must say for the allegation to be that fact again. */
const SAID_BY_A_FACT = 0.75;
const STOP_WORDS = new Set(ENGLISH_STOP_WORDS);
const wordsOf = (sentence: string) =>
  new Set((sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w)));

/**
 * The wizard's allegations (one a line, as the wizard writes them, or typed sentences) that the
 * facts do not already tell, each once, dates written as the facts write them: a draft sets these
 * out as allegations, apart from its facts. An allegation most of whose words one fact says (the
 * fact told again, perhaps after a label such as "Dishonour of cheque:") is left out.
 */
export function allegationsBeyondFacts(allegations: string, facts: readonly PackageFact[]): string[] {
  const told = facts.map((fact) => wordsOf(fact.text));
  const order = dateOrderOf(allegations);
  const seen = new Set<string>();
  const beyond: string[] = [];
  for (const line of allegations.split('\n')) {
    /** Whether the line's sentence before was kept: a citation after it follows it either way. */
    let previousKept: boolean | null = null;
    for (const sentence of factSentences(line)) {
      const text = normaliseDates(sentence, order);
      // The wizard writes an allegation's provisions after it, "… Funds Insufficient". (Section
      // 138 …)": they belong to that sentence, and alone they allege nothing.
      if (previousKept !== null && CITATION_ONLY.test(text)) {
        if (previousKept) beyond[beyond.length - 1] = `${beyond.at(-1)} ${text}`;
        continue;
      }
      previousKept = false;
      // The wizard's "Provisions cited in the facts (…)" lists what the facts cite: no allegation.
      if (text.startsWith(CITED_PROVISIONS_LABEL)) continue;
      const words = wordsOf(text);
      const key = [...words].join(' ');
      if (words.size === 0 || seen.has(key)) continue;
      seen.add(key);
      const said = told.some((fact) => {
        let shared = 0;
        for (const word of words) if (fact.has(word)) shared += 1;
        return shared / words.size >= SAID_BY_A_FACT;
      });
      if (!said) {
        beyond.push(text);
        previousKept = true;
      }
    }
  }
  return beyond;
}
