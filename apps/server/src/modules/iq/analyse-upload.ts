import { IQ_MAX_FILE_BYTES, type iqUploadRequest } from '@lexi/shared/api/iq';
import type { z } from 'zod';
import { analyseContract } from '../../ai/iq/analyse-contract.ts';
import { cuadModel } from '../../ai/iq/cuad-model.ts';
import { negotiationProposals } from '../../ai/iq/proposals.ts';
import type { Deps } from '../../deps.ts';
import { documentKindOf } from '../../lib/document-text/document-text.ts';
import { type DocumentText, DocumentTextError } from '../../lib/document-text/document-text.types.ts';
import { readDocumentText } from '../../lib/document-text/read-document-text.ts';
import { insertAnalysis } from './analyses.repository.ts';
import type { AnalysisRow } from './analyses.table.ts';
import { iqErrors } from './iq.errors.ts';

export type IqUploadInput = z.output<typeof iqUploadRequest>;

/** The contract's text: checked by size and content first, read in the document-text worker. */
async function contractText(base64: string): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > IQ_MAX_FILE_BYTES) throw iqErrors.fileTooLarge();
  if (bytes.length === 0 || documentKindOf(bytes) === null) throw iqErrors.badFile('unsupported');
  let document: DocumentText;
  try {
    document = await readDocumentText(bytes);
  } catch (error) {
    if (error instanceof DocumentTextError) throw iqErrors.badFile(error.reason);
    throw error;
  }
  if (document.text.trim() === '') {
    throw document.scannedPages.length > 0 ? iqErrors.scanned() : iqErrors.badFile('unreadable');
  }
  return document.text;
}

/**
 * Analyses an uploaded contract offline (for party 1) and records the result in one insert; a
 * negotiation also gets its redline proposals. Nothing is recorded when the file is refused.
 */
export async function analyseUpload(
  deps: Deps,
  userId: string,
  input: IqUploadInput,
  kind: AnalysisRow['kind'],
): Promise<AnalysisRow> {
  const text = await contractText(input.file_content);
  const result = analyseContract(text, cuadModel);
  const proposals = kind === 'negotiation' ? negotiationProposals(text, result) : [];
  const now = new Date();
  return insertAnalysis(deps.db, {
    ownerId: userId,
    kind,
    status: 'done',
    fileName: input.file_name,
    text,
    result,
    proposals,
    createdAt: now,
    updatedAt: now,
  });
}
