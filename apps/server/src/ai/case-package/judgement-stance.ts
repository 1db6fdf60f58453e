import type { JudgementStance } from '@lexi/shared/api/case-package';
import { type FavourCase, favourFor, type JudgementFavour } from './judgement-favour.ts';
import { outcomeWords } from './outcome-words.ts';

/** The case a stance is taken for: the side represented, its nature and the causes found. */
export type StanceCase = FavourCase & { representing: 'victim' | 'accused' };

type Stance = { stance: JudgementStance; reason: string };

const sideOf = (favours: 'claimant' | 'defence') => (favours === 'claimant' ? 'victim' : 'accused');

/**
 * Whether a judgement helps the side represented, and why, in this order:
 * 1. the favour its author states (judgement-favour.ts) for a case of this nature and causes: its
 *    rule favours one side, or cuts for either side on the facts (neutral, with why);
 * 2. the outcome words of its title and passage (outcome-words.ts): more for the defence helps the
 *    accused or defendant, more for the complainant or plaintiff helps that side;
 * 3. neutral, saying that the passage states no outcome or outcomes for both sides.
 * "victim" is the complainant or plaintiff side, "accused" the accused or defendant side.
 */
export function judgementStance(
  judgement: { text: string; favour?: JudgementFavour | undefined },
  kase: StanceCase,
): Stance {
  const authored = judgement.favour === undefined ? undefined : favourFor(judgement.favour, kase);
  if (authored?.favours === 'either') {
    return {
      stance: 'neutral',
      reason: `Its rule (${authored.rule}) cuts for either side: ${authored.why}.`,
    };
  }
  if (authored !== undefined) {
    return {
      stance: sideOf(authored.favours) === kase.representing ? 'helps' : 'hurts',
      reason: `Its rule (${authored.rule}) favours ${authored.whom}.`,
    };
  }
  return outcomeStance(judgement.text, kase.representing);
}

function outcomeStance(text: string, representing: 'victim' | 'accused'): Stance {
  const { defence, claimant } = outcomeWords(text);
  if (defence.length === claimant.length) {
    return {
      stance: 'neutral',
      reason:
        defence.length === 0
          ? 'The passage states the law without saying which way the court decided, and LeXi holds no note of which side its rule favours.'
          : `The passage has outcomes for both sides (${[...defence, ...claimant].join(', ')}).`,
    };
  }
  const favours = defence.length > claimant.length ? 'defence' : 'claimant';
  const words = favours === 'defence' ? defence : claimant;
  const side = favours === 'defence' ? 'the accused or defendant' : 'the complainant or plaintiff';
  return {
    stance: sideOf(favours) === representing ? 'helps' : 'hurts',
    reason: `Its outcome (${words.join(', ')}) favours ${side}.`,
  };
}
