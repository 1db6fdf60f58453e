import type { SearchJudgements } from '../../ai/case-package/case-input.ts';
import { readFavour } from '../../ai/case-package/judgement-favour.ts';
import type { Deps } from '../../deps.ts';
import { searchJudgements } from '../judgements/judgement-search.ts';
// The judgements module's corpus search (issue 15): the package cites only what it returns.
import { judgementFavours } from '../judgements/judgements.repository.ts';

/**
 * The corpus search the generation uses: LeXi's own judgements corpus, each judgement found with
 * the side its rule favours when the corpus states it (the starter corpus's notes), so that the
 * stance does not rest on outcome words alone.
 */
export function judgementSearch(deps: Deps): SearchJudgements {
  return async (query) => {
    const hits = await searchJudgements(deps.db, query);
    const favours = await judgementFavours(
      deps.db,
      hits.map((hit) => hit.judgementId),
    );
    return hits.map((hit) => ({ ...hit, favour: readFavour(favours.get(hit.judgementId)) }));
  };
}
