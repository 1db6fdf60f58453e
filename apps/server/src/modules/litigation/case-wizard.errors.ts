import { fillMessage, messages } from '@lexi/shared/messages';
import { PRODUCT_NAME } from '@lexi/shared/workspace-constants';
import { AppError } from '../../lib/app-error.ts';

const l = messages.litigation;

export const caseWizardErrors = {
  factsOrFilesRequired: () => new AppError('case_wizard.nothing_to_extract', 400, l.own.factsOrFilesRequired),
  fileCountMismatch: () => new AppError('case_wizard.file_count_mismatch', 400, l.own.fileCountMismatch),
  tooManyFiles: () => new AppError('case_wizard.too_many_files', 400, l.own.tooManyCaseFiles),
  fileTooLarge: (file: string) =>
    new AppError('case_wizard.file_too_large', 413, fillMessage(l.own.caseFileTooLarge, { file })),
  notPdf: (files: string[]) =>
    new AppError('case_wizard.not_pdf', 400, fillMessage(l.onlyPdfAllowed, { files: files.join(', ') })),
  scanned: (file: string) =>
    new AppError('case_wizard.scanned_file', 422, fillMessage(l.own.scannedCaseFile, { file })),
  unreadable: (file: string) =>
    new AppError('case_wizard.unreadable_file', 422, fillMessage(l.own.unreadableCaseFile, { file })),
  noFacts: () => new AppError('case_wizard.no_facts', 422, l.extractNoFacts),
  noStructure: () =>
    new AppError('case_wizard.no_structure', 422, fillMessage(l.structureNoData, { product: PRODUCT_NAME })),
  caseExists: () => new AppError('case_wizard.case_exists', 409, l.own.caseAlreadyCreated),
};
