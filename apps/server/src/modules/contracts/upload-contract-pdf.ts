import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { PdfError } from '../../lib/pdf/pdf-errors.ts';
import { inspectPdf } from '../../lib/pdf/pdf-inspect.ts';
import { ownedContract } from './contract-access.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';
import { assertEditable, savedContent } from './save-contract.ts';

export type UploadContractPdfInput = {
  contract_id: string;
  pdf_base64?: string | undefined;
  html?: string | undefined;
  is_translated: boolean;
};

/**
 * upload_pdf_to_ai_contract: a translated contract arrives as the A4 PDF the browser rendered and
 * is stored as the contract's PDF; otherwise the contract's HTML is saved. Either way the draft
 * becomes final.
 */
export async function uploadContractPdf(
  deps: Deps,
  userId: string,
  input: UploadContractPdfInput,
  now = new Date(),
) {
  const owned = await ownedContract(deps.db, userId, input.contract_id);
  if (input.is_translated) {
    if (!input.pdf_base64) throw contractErrors.pdfRequired();
    const bytes = Buffer.from(input.pdf_base64, 'base64');
    try {
      await inspectPdf(bytes);
    } catch (error) {
      if (error instanceof PdfError) throw contractErrors.badPdf(error);
      throw error;
    }
    const key = `contracts/${owned.id}/${randomUUID()}.pdf`;
    await deps.storage.put(key, bytes);
    let previous: string | null = null;
    try {
      await deps.db.transaction(async (tx) => {
        const row = await ownedContract(tx, userId, input.contract_id, { forUpdate: true });
        previous = row.pdfKey;
        await updateContract(tx, row.id, {
          pdfKey: key,
          ...(row.status === 'draft' ? { status: 'final' as const } : {}),
          updatedAt: now,
        });
      });
    } catch (error) {
      await deps.storage.delete(key);
      throw error;
    }
    if (previous) await deps.storage.delete(previous);
    return;
  }

  if (!input.html || input.html.trim() === '') throw contractErrors.htmlRequired();
  const changes = savedContent({ html: input.html });
  await deps.db.transaction(async (tx) => {
    const row = await ownedContract(tx, userId, input.contract_id, { forUpdate: true });
    const changed = changes.htmlContent !== row.htmlContent;
    if (changed) assertEditable(row);
    await updateContract(tx, row.id, {
      ...(changed ? { ...changes, editedAt: now } : {}),
      ...(row.status === 'draft' ? { status: 'final' as const } : {}),
      updatedAt: now,
    });
  });
}
