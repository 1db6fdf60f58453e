import type { DraftFormData } from '@lexi/shared/validation/draft-form';
import { partyFromFormData } from '@lexi/shared/validation/draft-form';
import type { Db } from '../../db/client.ts';
import { ownedContract } from './contract-access.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';
import type { ContractRow } from './contracts.table.ts';
import { htmlToPlainText, sanitizeContractHtml } from './sanitize-contract-html.ts';

export type SaveContractInput = {
  id: string;
  html: string;
  contract_text?: string | undefined;
  form_data?: DraftFormData | undefined;
};

/** The changes of a save: sanitized HTML, its text, and (when sent) the parties of the form. */
export function savedContent(input: Omit<SaveContractInput, 'id'>) {
  const html = sanitizeContractHtml(input.html);
  const text = htmlToPlainText(html);
  if (text === '') throw contractErrors.contractEmpty();
  const fromForm = input.form_data
    ? {
        formData: input.form_data,
        party1: input.form_data.type1,
        party2: input.form_data.type2,
        isResolutions: input.form_data.type1 === 'Business' || input.form_data.type2 === 'Business',
        counterPartyName: partyFromFormData(2, input.form_data).name,
      }
    : {};
  return { htmlContent: html, contractText: input.contract_text?.trim() || text, ...fromForm };
}

export function assertEditable(row: ContractRow): void {
  if (row.status === 'signed') throw contractErrors.signedLocked();
  if (!row.isEditable) throw contractErrors.notEditable();
}

/** Saves the edited contract: the HTML kept to the editor's tags, the text, and the form data. */
export async function saveContract(db: Db, userId: string, input: SaveContractInput, now = new Date()) {
  const changes = savedContent(input);
  return db.transaction(async (tx) => {
    const row = await ownedContract(tx, userId, input.id, { forUpdate: true });
    assertEditable(row);
    return updateContract(tx, row.id, { ...changes, editedAt: now, updatedAt: now });
  });
}
