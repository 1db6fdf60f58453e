import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import type { ContractWorkspace } from '@lexi/shared/api/workspaces';
import {
  type CreateContractWorkspaceInput,
  createContractWorkspaceSchema,
  type LitigationWorkspaceInput,
  litigationWorkspaceSchema,
} from '@lexi/shared/validation/workspaces';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../modules/accounts/users.table.ts';
import { createLitigationCase } from '../../modules/litigation/litigation-cases.ts';
import {
  createLitigationWorkspace,
  litigationWorkspaceDetails,
  readLitigationWorkspaces,
} from '../../modules/litigation/litigation-workspaces.ts';
import {
  createContractWorkspace,
  listContractWorkspaces,
} from '../../modules/workspaces/contract-workspaces.ts';
import { viewerOf } from '../../modules/workspaces/workspace-access.ts';
import { type DemoContract, seedDraftedContract } from './drafted-contract.ts';

type CaseOf = Parameters<typeof createLitigationCase>[3];

/**
 * A client workspace of the owner's, found by its name or created, with a contract drafted into it.
 */
export async function seedClientWorkspace(
  deps: Deps,
  owner: UserRow,
  workspace: CreateContractWorkspaceInput,
  contract: DemoContract,
): Promise<{ workspace: ContractWorkspace; created: boolean }> {
  const viewer = await viewerOf(deps.db, owner.id);
  const data = createContractWorkspaceSchema.parse(workspace);
  const named = await listContractWorkspaces(deps.db, viewer, { page: 1, pageSize: 50, search: data.name });
  let found = named.workspaces.find((w) => w.name === data.name);
  const created = !found;
  found ??= await createContractWorkspace(deps.db, viewer, data);
  await seedDraftedContract(deps, owner, contract, found.id);
  return { workspace: found, created };
}

/**
 * A litigation workspace of the owner's, found by its name or created, with its case (as the case
 * details wizard leaves it).
 */
export async function seedLitigationWorkspace(
  deps: Deps,
  owner: UserRow,
  workspace: LitigationWorkspaceInput,
  litigationCase: CaseOf,
): Promise<{ workspace: LitigationWorkspace; created: boolean }> {
  const viewer = await viewerOf(deps.db, owner.id);
  const data = litigationWorkspaceSchema.parse(workspace);
  const { workspaces } = await readLitigationWorkspaces(deps.db, viewer, {
    page: 1,
    search: data.workspace_name,
  });
  let found = workspaces.find((w) => w.workspace_name === data.workspace_name);
  const created = !found;
  found ??= await createLitigationWorkspace(deps.db, viewer, data);
  const { cases } = await litigationWorkspaceDetails(deps.db, viewer, found.id);
  if (cases.length === 0) await createLitigationCase(deps.db, viewer, found.id, litigationCase);
  return { workspace: found, created };
}
