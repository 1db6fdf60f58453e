import { type AiContractCreationRequest, aiContractCreationRequestFor } from '@lexi/shared/api/contracts';
import { jurisdictionOf } from '@lexi/shared/countries';
import { partyFromFormData } from '@lexi/shared/validation/draft-form';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../modules/accounts/users.table.ts';
import { listOwnerContracts } from '../../modules/contracts/contracts.repository.ts';
import type { ContractRow } from '../../modules/contracts/contracts.table.ts';
import { createContract } from '../../modules/contracts/create-contract.ts';

export type DemoContract = Omit<AiContractCreationRequest, 'is_credit' | 'workspace_id'>;

/**
 * The account's draft of this contract, drafted by the configured engine (the built-in one by
 * default) through the drafting service, without spending an AI credit. A second run finds the
 * draft by its type and counter party and leaves it (and any change made to it) alone.
 */
export async function seedDraftedContract(
  deps: Deps,
  owner: UserRow,
  contract: DemoContract,
  workspaceId: string | null = null,
): Promise<{ row: ContractRow; created: boolean }> {
  const jurisdiction = jurisdictionOf(owner.country);
  const payload = aiContractCreationRequestFor(jurisdiction).parse({
    ...contract,
    is_credit: false,
    workspace_id: workspaceId,
  });
  const counterParty = partyFromFormData(2, payload.formData).name;
  const existing = (await listOwnerContracts(deps.db, owner.id)).find(
    (row) => row.contractType === payload.contractData.contract_type && row.counterPartyName === counterParty,
  );
  if (existing) return { row: existing, created: false };
  const outcome = await createContract(deps, owner.id, jurisdiction, payload);
  if (!outcome.ok) throw new Error(`The demo contract for ${owner.username} could not be drafted.`);
  return { row: outcome.row, created: true };
}
