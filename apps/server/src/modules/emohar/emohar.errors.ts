import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import type { PdfError } from '../../lib/pdf/pdf-errors.ts';

const m = messages.emohar;
const own = m.own;

export const emoharErrors = {
  /** Unknown, discarded, or someone else's: one answer, so that existence is not revealed. */
  notFound: () => new AppError('emohar.not_found', 404, own.documentNotFound),
  nothingToDiscard: () => new AppError('emohar.nothing_to_discard', 404, m.noDocumentToDiscard),
  locked: () => new AppError('emohar.document_locked', 409, own.documentLocked),
  fileLocked: () => new AppError('emohar.file_locked', 409, own.fileLocked),
  notMultiParty: () => new AppError('emohar.not_multi_party', 409, own.notMultiParty),
  expiryInPast: () =>
    new AppError('emohar.expiry_in_past', 400, own.expiryInPast, { fields: { expiry: own.expiryInPast } }),
  expiryTooFar: () =>
    new AppError('emohar.expiry_too_far', 400, own.expiryTooFar, { fields: { expiry: own.expiryTooFar } }),
  noLiveLinks: () => new AppError('emohar.no_live_links', 409, own.noLiveLinks),
  linkNotForDocument: () => new AppError('emohar.link_not_for_document', 400, own.linkNotForDocument),
  linkInvalid: () => new AppError('emohar.link_invalid', 404, own.linkInvalid),
  linkExpired: () => new AppError('emohar.link_expired', 410, own.linkExpired),
  linkRevoked: () => new AppError('emohar.link_revoked', 410, own.linkRevoked),
  linkUsed: () => new AppError('emohar.link_used', 410, own.linkUsed),
  mailFailed: () => new AppError('emohar.mail_failed', 502, own.mailFailed),
  fileMissing: () => new AppError('emohar.file_missing', 500, own.fileMissing),
  /** An upload inspectPdf refused: its sentence, 413 for size, else 400. */
  badPdf: (error: PdfError) =>
    new AppError(error.code, error.code === 'pdf.too_large' ? 413 : 400, error.message),
};

const s = esignMessages;

export const esignErrors = {
  alreadySigned: () => new AppError('esign.already_signed', 409, s.alreadySigned),
  notSignable: () => new AppError('esign.not_signable', 409, s.notSignable),
  pageOutOfRange: () =>
    new AppError('esign.page_out_of_range', 400, s.pageOutOfRange, { fields: { page_no: s.pageOutOfRange } }),
  mobileRequired: () =>
    new AppError('esign.mobile_required', 400, s.mobileRequired, { fields: { mobile: s.mobileRequired } }),
};
