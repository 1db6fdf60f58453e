import type { SearchJudgements } from '../../ai/case-package/case-input.ts';
import type { Deps } from '../../deps.ts';

/**
 * The corpus search the generation uses. The judgements corpus and its search
 * (`modules/judgements/judgement-search.ts`, issue 15's corpus work) are built on another branch;
 * until they are merged here there is no corpus, and LeXi never cites a judgement outside it, so
 * the package's judgements are empty. Wiring: `searchJudgements(deps.db, query)` once it exists.
 */
export function judgementSearch(_deps: Deps): SearchJudgements {
  return async () => [];
}
