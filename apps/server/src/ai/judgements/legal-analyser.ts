import { porterStem } from '../../lib/text/porter-stemmer.ts';
import { ENGLISH_STOP_WORDS, LEGAL_NOISE_WORDS } from './legal-terms.ts';

/**
 * How a text becomes search terms. `plain` is the textbook baseline (lower case, a stop list);
 * `legal` also stems (Porter) and drops the words every judgement uses for the roles of a case.
 */
export type Analyser = {
  readonly name: 'plain' | 'legal';
  terms(text: string): string[];
  /** One word as the index holds it ('' when the word is not indexed). */
  term(word: string): string;
};

const englishStops = new Set(ENGLISH_STOP_WORDS);
const legalStops = new Set([...ENGLISH_STOP_WORDS, ...LEGAL_NOISE_WORDS]);

/** Words and section numbers: "Section 498-A" → ["section", "498a"]. */
export function words(text: string): string[] {
  const lower = text.toLowerCase().replace(/(\d+)\s*-\s*([a-z])\b/g, '$1$2');
  return lower.match(/[a-z]+|\d+[a-z]?/g) ?? [];
}

function makeAnalyser(name: Analyser['name'], stops: ReadonlySet<string>, stem: boolean): Analyser {
  const cache = new Map<string, string>();
  const term = (word: string): string => {
    let found = cache.get(word);
    if (found === undefined) {
      found = stops.has(word) || (word.length < 2 && !/\d/.test(word)) ? '' : stem ? porterStem(word) : word;
      if (cache.size < 200_000) cache.set(word, found);
    }
    return found;
  };
  return {
    name,
    term,
    terms(text) {
      const out: string[] = [];
      for (const word of words(text)) {
        const t = term(word);
        if (t !== '') out.push(t);
      }
      return out;
    },
  };
}

export const plainAnalyser = (): Analyser => makeAnalyser('plain', englishStops, false);
export const legalAnalyser = (): Analyser => makeAnalyser('legal', legalStops, true);
