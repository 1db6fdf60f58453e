import { messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import type { DocumentTextFailure } from '../../lib/document-text/document-text.types.ts';

const a = messages.analysis.own;

const fileProblems: Record<DocumentTextFailure, string> = {
  unsupported: a.unsupportedFile,
  encrypted: a.encryptedFile,
  unreadable: a.unreadableFile,
  too_many_pages: a.tooManyPages,
};

export const iqErrors = {
  /** Unknown or someone else's: one answer, so that existence is not revealed. */
  notFound: () => new AppError('iq.not_found', 404, a.notFound),
  proposalNotFound: () => new AppError('iq.proposal_not_found', 404, a.proposalNotFound),
  notNegotiation: () => new AppError('iq.not_negotiation', 409, a.notNegotiation),
  fileTooLarge: () => new AppError('iq.file_too_large', 413, a.fileTooLarge),
  scanned: () => new AppError('iq.scanned', 422, a.scannedFile),
  badFile: (reason: DocumentTextFailure) =>
    new AppError(`iq.file_${reason}`, reason === 'too_many_pages' ? 413 : 400, fileProblems[reason]),
};
