import type { SearchJudgements } from '../../ai/case-package/case-input.ts';
import type { Deps } from '../../deps.ts';
// The judgements module's corpus search (issue 15): the package cites only what it returns.
import { searchJudgements } from '../judgements/judgement-search.ts';

/** The corpus search the generation uses: LeXi's own judgements corpus. */
export function judgementSearch(deps: Deps): SearchJudgements {
  return (query) => searchJudgements(deps.db, query);
}
