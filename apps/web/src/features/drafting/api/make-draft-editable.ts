import type { ContractKind } from '@lexi/shared/api/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ContractAnswer, contractAnswer } from './save-contract.ts';

/** POST /api/make_lexi_draft_editable: opens a shared or locked draft for editing again. */
export function makeDraftEditable(id: string, type: ContractKind): Promise<ContractAnswer> {
  return apiRequest('/make_lexi_draft_editable', contractAnswer, { body: { id, type } });
}
