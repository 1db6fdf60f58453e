import type { Deps } from '../../deps.ts';
import { ownedContract } from './contract-access.ts';
import { toContractRecord } from './contract-dict.ts';
import { contractDocx, docxUrlOf } from './contract-docx-file.ts';
import { signingOf } from './contract-signing-status.ts';

/**
 * One of the caller's contracts with the address of its DOCX. The DOCX is generated (and stored)
 * here, so that a download right after always finds a file of the saved version.
 */
export async function showContract(deps: Deps, userId: string, id: string) {
  const row = await ownedContract(deps.db, userId, id);
  await contractDocx(deps, row);
  return { ...toContractRecord(row), docx_url: docxUrlOf(row.id), ...(await signingOf(deps.db, row.id)) };
}
