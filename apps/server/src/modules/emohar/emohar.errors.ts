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
  /** A party has signed it or it is sealed: a permanent record, never discarded. */
  permanentRecord: () => new AppError('emohar.permanent_record', 409, own.signedRecordKept),
  fileLocked: () => new AppError('emohar.file_locked', 409, own.fileLocked),
  partyLocked: () => new AppError('emohar.party_locked', 409, own.partyLocked),
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
  sealing: () => new AppError('esign.sealing', 409, s.sealing),
  notSignable: () => new AppError('esign.not_signable', 409, s.notSignable),
  pageOutOfRange: () =>
    new AppError('esign.page_out_of_range', 400, s.pageOutOfRange, { fields: { page_no: s.pageOutOfRange } }),
  mobileRequired: () =>
    new AppError('esign.mobile_required', 400, s.mobileRequired, { fields: { mobile: s.mobileRequired } }),
  mobileInvalid: () =>
    new AppError('esign.mobile_invalid', 400, messages.common.invalidInternationalPhone, {
      fields: { mobile: messages.common.invalidInternationalPhone },
    }),
  methodNotOffered: (label: string) =>
    new AppError('esign.method_not_offered', 400, s.methodNotOffered(label), {
      fields: { method: s.methodNotOffered(label) },
    }),
};

const RETRY = 'Nothing was signed; start signing again from LeXi.';

/** Answers of a real eSign Service Provider that LeXi refuses (shown on the callback's page). */
export const espErrors = {
  /** The provider's own refusal or an unreadable/forged answer: the provider adapter's sentence. */
  fromProvider: (code: string, message: string) =>
    new AppError(code, code === 'esign.response_forged' ? 403 : 400, message),
  unknownTxn: () =>
    new AppError(
      'esign.unknown_transaction',
      404,
      'This answer from the eSign provider belongs to no open signing session in LeXi, so nothing was signed.',
    ),
  notWaiting: () =>
    new AppError(
      'esign.not_waiting',
      409,
      `This signing session is not waiting for the eSign provider. ${RETRY}`,
    ),
  documentChanged: () =>
    new AppError(
      'esign.document_changed',
      409,
      'The document changed while you were at the eSign provider (another party signed it). Nothing was signed; start signing again from LeXi to sign the new version.',
    ),
  wrongDigest: () =>
    new AppError(
      'esign.wrong_digest',
      400,
      `The signature from the eSign provider is not for this document, so LeXi did not accept it. ${RETRY}`,
    ),
  tooLarge: () =>
    new AppError(
      'esign.signature_too_large',
      400,
      `The signature from the eSign provider is larger than the room LeXi reserved for it. ${RETRY}`,
    ),
  noProvider: () =>
    new AppError(
      'esign.no_provider',
      404,
      'LeXi signs Aadhaar e-mohar with its built-in sandbox; no eSign provider answers here.',
    ),
};
