import { messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import type { PdfError } from '../../lib/pdf/pdf-errors.ts';

const own = messages.draft.own;
const emohar = messages.emohar.own;

export const contractErrors = {
  /** Unknown, deleted, or someone else's: one answer, so that existence is not revealed. */
  notFound: () => new AppError('contracts.not_found', 404, own.contractNotFound),
  wrongJurisdiction: (country: string, path: string) =>
    new AppError('contracts.wrong_jurisdiction', 400, own.wrongJurisdiction(country, path), {
      expected_path: path,
    }),
  duplicateRequest: () => new AppError('contracts.duplicate_request', 409, own.creditedAlready),
  notEditable: () => new AppError('contracts.not_editable', 409, own.notEditable),
  signedLocked: () => new AppError('contracts.signed', 409, own.signedLocked),
  outForSignature: () => new AppError('contracts.out_for_signature', 409, own.outForSignature),
  /** Signed, or a party has signed its signing document: a permanent record, never deleted. */
  permanentRecord: () => new AppError('contracts.permanent_record', 409, own.signedRecordKept),
  changedWhileSending: () => new AppError('contracts.changed_while_sending', 409, own.changedWhileSending),
  docxUrlInvalid: () =>
    new AppError('contracts.docx_url_invalid', 400, own.docxUrlInvalid, {
      fields: { url: own.docxUrlInvalid },
    }),
  docxUnreadable: () => new AppError('contracts.docx_unreadable', 422, own.docxReadFailed),
  pdfRequired: () =>
    new AppError('contracts.pdf_required', 400, own.pdfRequired, { fields: { pdf_base64: own.pdfRequired } }),
  htmlRequired: () =>
    new AppError('contracts.html_required', 400, own.htmlRequired, { fields: { html: own.htmlRequired } }),
  contractEmpty: () =>
    new AppError('contracts.empty', 400, own.contractEmpty, { fields: { html: own.contractEmpty } }),
  expiryInPast: () =>
    new AppError('contracts.expiry_in_past', 400, emohar.expiryInPast, {
      fields: { expiry: emohar.expiryInPast },
    }),
  expiryTooFar: () =>
    new AppError('contracts.expiry_too_far', 400, emohar.expiryTooFar, {
      fields: { expiry: emohar.expiryTooFar },
    }),
  linkNotForContract: () => new AppError('contracts.link_not_for_contract', 400, emohar.linkNotForDocument),
  linkInvalid: () => new AppError('contracts.link_invalid', 404, emohar.linkInvalid),
  linkExpired: () => new AppError('contracts.link_expired', 410, emohar.linkExpired),
  linkRevoked: () => new AppError('contracts.link_revoked', 410, emohar.linkRevoked),
  mailFailed: () => new AppError('contracts.mail_failed', 502, emohar.mailFailed),
  badPdf: (error: PdfError) =>
    new AppError(error.code, error.code === 'pdf.too_large' ? 413 : 400, error.message),
  draftingFailed: () => new AppError('contracts.drafting_failed', 503, own.draftingFailed),
};
