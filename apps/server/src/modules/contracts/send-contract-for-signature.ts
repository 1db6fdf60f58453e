import { SHARE_LINK_MAX_DAYS } from '@lexi/shared/api/contracts';
import type { EsignMethod } from '@lexi/shared/api/emohar-signing';
import { contractTypeLabel } from '@lexi/shared/validation/jurisdiction-rules';
import { truncateCodePoints } from '@lexi/shared/validation/safe-text';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { addDetails } from '../emohar/add-details.ts';
import type { RequestMeta } from '../emohar/audit-log.ts';
import { discardDocument } from '../emohar/discard-document.ts';
import { findLiveDocumentOfContract, updateDocument } from '../emohar/emohar-documents.repository.ts';
import type { EmoharDocumentRow } from '../emohar/emohar-documents.table.ts';
import { sendShareLink } from '../emohar/send-share-link.ts';
import { shareDraftLink } from '../emohar/share-draft-link.ts';
import { uploadDocument } from '../emohar/upload-document.ts';
import { ownedContract } from './contract-access.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { liveSignUrl } from './contract-sign-url.ts';
import { contractErrors } from './contracts.errors.ts';
import { updateContract } from './contracts.repository.ts';
import type { ContractRow } from './contracts.table.ts';

export type SendForSignatureInput = {
  id: string;
  method: EsignMethod;
  expiry: Date;
  counterparty_email?: string | undefined;
};

/** A file name made of the title's plain characters: what the e-mohar record and the download show. */
export function pdfFileName(title: string): string {
  return `${truncateCodePoints(title.replace(/[^\w .-]+/g, '').trim(), 200) || 'Contract'}.pdf`;
}

/**
 * Sends the caller's contract for signature: its saved text is rendered to a PDF that becomes an
 * e-mohar multi-party document (with the contract's counter party, type and expiry), linked to
 * the contract, with a counter-party link that is emailed when an address is given. While that
 * document is live, calling again answers the same document and a live link (no duplicate); once
 * it is discarded, a new one is made.
 */
export async function sendContractForSignature(
  deps: Deps,
  userId: string,
  input: SendForSignatureInput,
  meta: RequestMeta,
  now = new Date(),
) {
  if (input.expiry.getTime() <= now.getTime()) throw contractErrors.expiryInPast();
  if (input.expiry.getTime() > now.getTime() + SHARE_LINK_MAX_DAYS * 86_400_000)
    throw contractErrors.expiryTooFar();
  const row = await ownedContract(deps.db, userId, input.id);
  const existing = await findLiveDocumentOfContract(deps.db, row.id);
  const document = existing ?? (await newSigningDocument(deps, userId, row, input, meta, now));
  if (document.sealedAt || document.status === 'signed') throw contractErrors.signedLocked();

  const linkMeta = { ...meta, baseUrl: deps.config.publicUrl };
  const shareUrl =
    (await liveSignUrl(deps, document.id, now)) ??
    (
      await shareDraftLink(
        deps,
        userId,
        { id: document.id, expiry: input.expiry, keepSealedToken: true },
        linkMeta,
        now,
      )
    ).url;
  if (input.counterparty_email) {
    await sendShareLink(
      deps,
      userId,
      { id: document.id, shareLink: shareUrl, contactInfo: input.counterparty_email, type: 'contract' },
      linkMeta,
      now,
    );
  }
  return {
    emoharId: document.id,
    shareUrl,
    // The live document's method: a second call answers the first document, whatever it asks.
    signatureMethod: document.signatureMethod,
    created: !existing,
    mailed: Boolean(input.counterparty_email),
  };
}

/**
 * Uploads the rendered PDF, links it to the contract (a partial unique index keeps one live
 * document per contract: of two racing calls, the second answers the first's document), records
 * its details and makes its first link. Anything failing after the upload discards the document,
 * which gives the contract its status back.
 */
async function newSigningDocument(
  deps: Deps,
  userId: string,
  row: ContractRow,
  input: SendForSignatureInput,
  meta: RequestMeta,
  now: Date,
): Promise<EmoharDocumentRow> {
  if (row.status === 'signed') throw contractErrors.signedLocked();
  const pdf = await renderContractPdf(row.htmlContent, row.title);
  const { row: uploaded } = await uploadDocument(
    deps,
    userId,
    {
      file_content: pdf.toString('base64'),
      file_name: pdfFileName(row.title),
      party: 'multi',
      contract_name: truncateCodePoints(row.title, 200),
    },
    meta,
  );
  const discard = () => discardDocument(deps, userId, uploaded.id, meta).catch(() => undefined);

  try {
    await deps.db.transaction(async (tx) => {
      // The document first, then the contract: the order in which sealing and discarding lock them.
      await updateDocument(tx, uploaded.id, {
        contractId: row.id,
        signatureMethod: input.method,
        updatedAt: now,
      });
      const contract = await ownedContract(tx, userId, row.id, { forUpdate: true });
      if (contract.status === 'signed') throw contractErrors.signedLocked();
      // What was rendered must be what is signed: a save in between sends nothing.
      if (contract.htmlContent !== row.htmlContent || contract.title !== row.title)
        throw contractErrors.changedWhileSending();
      await updateDocument(tx, uploaded.id, { contractPriorStatus: contract.status });
      await updateContract(tx, contract.id, { status: 'shared', isEditable: false, updatedAt: now });
    });
  } catch (error) {
    await discard();
    if (isUniqueViolation(error, 'emohar_documents_live_contract_idx')) {
      const winner = await findLiveDocumentOfContract(deps.db, row.id);
      if (winner) return winner;
    }
    throw error;
  }

  try {
    const label = contractTypeLabel(row.jurisdiction, row.contractType);
    const { row: detailed } = await addDetails(
      deps,
      userId,
      {
        id: uploaded.id,
        party: 'multi',
        contractType: truncateCodePoints(label, 200),
        counterpartyName: truncateCodePoints(row.counterPartyName, 200),
        expiryDate: row.expiryDate,
      },
      meta,
    );
    await shareDraftLink(
      deps,
      userId,
      { id: uploaded.id, expiry: input.expiry, keepSealedToken: true },
      { ...meta, baseUrl: deps.config.publicUrl },
      now,
    );
    return detailed;
  } catch (error) {
    await discard();
    throw error;
  }
}
