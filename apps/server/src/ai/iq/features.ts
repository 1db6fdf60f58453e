import { cuesOf } from './clause-cues.ts';

/**
 * The features of a sentence for the clause classifier: its words (numbers folded to "0"), word
 * pairs, and the first words (where a clause's heading sits) marked as such, and the
 * clause cues (clause-cues.ts) it contains. The same function serves
 * training and analysis, so a model always sees features built the one way.
 */
export function sentenceFeatures(sentence: string): string[] {
  const words = (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (/^\d/.test(w) ? '0' : w));
  const features = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    features.add(word);
    if (i + 1 < words.length) features.add(`${word} ${words[i + 1]}`);
  }
  const lead = words.filter((w) => w !== '0').slice(0, 4);
  for (const word of lead) features.add(`^${word}`);
  for (const category of cuesOf(sentence)) features.add(`cue:${category}`);
  return [...features];
}
