import type { ClauseModel } from '../clause-model.ts';
import type { CuadClauseCategory } from '../cuad-categories.ts';
import { denseLogit } from '../dense-scorer.ts';
import type { SpanRankings } from '../span-ranking.ts';
import { fitDenseLogistic } from './dense-logistic.ts';
import type { DenseFits } from './dense-scorer-fit.ts';
import { forEachSentenceLogit } from './sentence-logits.ts';
import type { PreparedContract } from './training-set.ts';

/** Per category, the sentences of held-out contracts: log-odds, cue, and whether lawyers marked it. */
export type RankingSamples = Map<
  CuadClauseCategory,
  { z: number[]; cue: boolean[]; marked: (0 | 1)[]; dense?: number[] }
>;

/** The L2 penalty of the one-feature logistic (on the standardised log-odds): a light hold. */
const RANKING_L2 = 1;

/**
 * Adds the sentences of a contract the model did not train on to the samples; given the dense scorers
 * trained with the model, their log-odds too.
 */
export function addRankingSamples(
  samples: RankingSamples,
  model: ClauseModel,
  contract: PreparedContract,
  names: readonly string[],
  dense?: DenseFits,
): void {
  forEachSentenceLogit(model, contract, names, (category, z, hasCue, sentence) => {
    let rows = samples.get(category);
    if (rows === undefined) {
      rows = { z: [], cue: [], marked: [], ...(dense === undefined ? {} : { dense: [] }) };
      samples.set(category, rows);
    }
    const fit = dense?.[category];
    rows.dense?.push(fit === undefined ? 0 : denseLogit(fit, contract.vectors[sentence] as Float32Array));
    rows.z.push(z);
    rows.cue.push(hasCue);
    rows.marked.push(contract.labels.get(category)?.[sentence] === 1 ? 1 : 0);
  });
}

/**
 * Per category, the logistic map from a sentence's log-odds (its cue boost added, as the averaged
 * model will show it) to the probability that the sentence matches a marked clause, fitted on
 * sentences of contracts the scoring model did not see.
 */
export function fitSpanRankings(
  samples: RankingSamples,
  boostOf: (category: CuadClauseCategory) => number,
): SpanRankings {
  const rankings: SpanRankings = {};
  for (const [category, { z, cue, marked, dense }] of samples) {
    if (!marked.includes(1)) continue;
    const boost = boostOf(category);
    const rows = z.map((value, i) => [
      value + (cue[i] === true ? boost : 0),
      ...(dense === undefined ? [] : [dense[i] as number]),
    ]);
    const fit = fitDenseLogistic(rows, marked, RANKING_L2);
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    rankings[category] = {
      scale: round(fit.weights[0] as number),
      shift: round(fit.bias),
      ...(dense === undefined ? {} : { dense: round(fit.weights[1] as number) }),
    };
  }
  return rankings;
}
