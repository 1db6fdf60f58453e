import type { VettingContract, VettingRequestSummary, VettingStatus } from '@lexi/shared/api/legal-vetting';
import type { Deps } from '../../deps.ts';
import { ownedContract } from '../contracts/contract-access.ts';
import { isUuid } from '../emohar/document-access.ts';
import { currentLawyerId } from './lawyers.repository.ts';
import { vettingErrors } from './legal-vetting.errors.ts';
import { fullName } from './presenters.ts';
import {
  findRequestFor,
  insertComment,
  listComments,
  listRequestsOf,
  setRequestStatus,
  upsertRequest,
  type VettingRecord,
} from './vetting.repository.ts';

function toSummary(record: VettingRecord, viewerId: string): VettingRequestSummary {
  return {
    contract_id: record.contract.id,
    title: record.contract.title,
    status: record.request.status,
    role: record.request.lawyerId === viewerId ? 'lawyer' : 'client',
    lawyer: { username: record.lawyer.username, name: fullName(record.lawyer) },
    client: { username: record.client.username, name: fullName(record.client) },
    requested_at: record.request.createdAt.toISOString(),
    updated_at: record.request.updatedAt.toISOString(),
  };
}

/** The request of a contract, for its owner or its lawyer only (404 for anyone else). */
async function visibleRequest(deps: Deps, userId: string, contractId: string): Promise<VettingRecord> {
  const record = isUuid(contractId) ? await findRequestFor(deps.db, contractId, userId) : undefined;
  if (!record) throw vettingErrors.vettingNotFound();
  return record;
}

/** The contract with the lawyer's comments and its status, as either side reads it. */
export async function vettingContract(
  deps: Deps,
  userId: string,
  contractId: string,
): Promise<VettingContract> {
  const record = await visibleRequest(deps, userId, contractId);
  const comments = await listComments(deps.db, record.request.id);
  return {
    ...toSummary(record, userId),
    contract_type: record.contract.contractType,
    html_content: record.contract.htmlContent,
    comments: comments.map(({ comment, author }) => ({
      id: comment.id,
      author: fullName(author),
      author_role: author.id === record.request.lawyerId ? 'lawyer' : 'client',
      comment: comment.body,
      created_at: comment.createdAt.toISOString(),
    })),
  };
}

/** Sends one of the caller's contracts to their current lawyer (again from 'requested' if resent). */
export async function sendContractForVetting(deps: Deps, clientId: string, contractId: string) {
  const contract = await ownedContract(deps.db, clientId, contractId);
  const lawyerId = await currentLawyerId(deps.db, clientId);
  if (!lawyerId) throw vettingErrors.noCurrentLawyer();
  await upsertRequest(deps.db, contract.id, clientId, lawyerId);
  return vettingContract(deps, clientId, contract.id);
}

export async function listVettingRequests(deps: Deps, userId: string) {
  return (await listRequestsOf(deps.db, userId)).map((record) => toSummary(record, userId));
}

/** Either side comments; the lawyer's comments are what the client reads as the vetting. */
export async function addVettingComment(deps: Deps, userId: string, contractId: string, comment: string) {
  const record = await visibleRequest(deps, userId, contractId);
  await insertComment(deps.db, record.request.id, userId, comment);
  return vettingContract(deps, userId, contractId);
}

/** Only the lawyer of the request moves it between requested, in review, changes suggested, approved. */
export async function changeVettingStatus(
  deps: Deps,
  userId: string,
  contractId: string,
  status: VettingStatus,
) {
  const record = await visibleRequest(deps, userId, contractId);
  if (record.request.lawyerId !== userId) throw vettingErrors.onlyLawyerChangesStatus();
  await setRequestStatus(deps.db, record.request.id, status);
  return vettingContract(deps, userId, contractId);
}
