import { contractToDocx } from '../../ai/docx/contract-docx.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { htmlToDocx } from '../../lib/docx/html-to-docx.ts';
import { setDocxKey } from './contracts.repository.ts';
import type { ContractRow } from './contracts.table.ts';

/** The DOCX of a contract as it was last saved: one file per version, named by the save time. */
export function docxKeyOf(row: ContractRow): string {
  return `contracts/${row.id}/${row.updatedAt.getTime()}.docx`;
}

/** Where the browser downloads a contract's DOCX (behind the bearer token): show_contract's docx_url. */
export const DOCX_PATH = '/api/contracts/docx';

export function docxUrlOf(id: string): string {
  return `${DOCX_PATH}?id=${id}`;
}

/** A DOCX of the saved contract: the engine's layout until the user edits, then their HTML. */
async function renderDocx(row: ContractRow): Promise<Buffer> {
  if (row.editedAt === null) {
    return contractToDocx({ ...row.document, html: row.htmlContent, text: row.contractText });
  }
  return htmlToDocx(row.htmlContent, row.title);
}

/**
 * The contract's DOCX, made and stored the first time it is asked for after each save, and read
 * back from storage after that. The older version's file is removed once the new one is recorded.
 */
export async function contractDocx(deps: Deps, row: ContractRow, db: Db = deps.db): Promise<Buffer> {
  const key = docxKeyOf(row);
  if (row.docxKey === key) {
    const stored = await deps.storage.get(key);
    if (stored) return stored;
  }
  const bytes = await renderDocx(row);
  await deps.storage.put(key, bytes);
  if (row.docxKey !== key) {
    const recorded = await setDocxKey(db, row.id, key, row.updatedAt);
    if (recorded && row.docxKey) await deps.storage.delete(row.docxKey);
  }
  return bytes;
}
