import { messages } from '@lexi/shared/messages';
import type { DraftFormData } from '@lexi/shared/validation/draft-form';
import { draftFormDataSchemaFor, partyFromFormData } from '@lexi/shared/validation/draft-form';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownedContract } from './contract-access.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';
import type { ContractRow } from './contracts.table.ts';
import { htmlToPlainText, sanitizeContractHtml } from './sanitize-contract-html.ts';

export type SaveContractInput = {
  id: string;
  html: string;
  contract_text?: string | undefined;
  form_data?: Record<string, string> | undefined;
};

/** The changes of a save: sanitized HTML and its text. */
export function savedContent(input: Pick<SaveContractInput, 'html' | 'contract_text'>) {
  const html = sanitizeContractHtml(input.html);
  const text = htmlToPlainText(html);
  if (text === '') throw contractErrors.contractEmpty();
  return { htmlContent: html, contractText: input.contract_text?.trim() || text };
}

/**
 * New form data, validated by the rules of the contract's own jurisdiction (which only the saved
 * row tells), and the parties it names; a failure answers like a refused request body.
 */
function formChanges(row: ContractRow, raw: Record<string, string>) {
  const parsed = draftFormDataSchemaFor(row.jurisdiction).safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[['form_data', ...issue.path].join('.')] ??= issue.message;
    }
    const first = Object.values(fields)[0] ?? messages.common.invalidRequest;
    throw new AppError('request.invalid', 400, first, { fields });
  }
  const form: DraftFormData = parsed.data;
  return {
    formData: form,
    party1: form.type1,
    party2: form.type2,
    isResolutions: form.type1 === 'Business' || form.type2 === 'Business',
    counterPartyName: partyFromFormData(2, form).name,
  };
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
    const fromForm = input.form_data ? formChanges(row, input.form_data) : {};
    return updateContract(tx, row.id, { ...changes, ...fromForm, editedAt: now, updatedAt: now });
  });
}
