import { IQ_MAX_FILE_BYTES, type iqUploadRequest } from '@lexi/shared/api/iq';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { documentKindOf } from '../../lib/document-text/document-text.ts';
import { type DocumentText, DocumentTextError } from '../../lib/document-text/document-text.types.ts';
import { readDocumentText } from '../../lib/document-text/read-document-text.ts';
import { enqueueAnalysis } from './analyse-job.ts';
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
 * Reads an uploaded contract and records its analysis as owed: the row (status `processing`, for
 * party 1) and its job in one transaction; the job runs the engine (analyse-job.ts). Nothing is
 * recorded when the file is refused, which happens here, before the answer.
 */
export async function analyseUpload(
  deps: Deps,
  userId: string,
  input: IqUploadInput,
  kind: AnalysisRow['kind'],
): Promise<AnalysisRow> {
  const text = await contractText(input.file_content);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertAnalysis(tx, {
      ownerId: userId,
      kind,
      status: 'processing',
      fileName: input.file_name,
      text,
      result: null,
      proposals: [],
      createdAt: now,
      updatedAt: now,
    });
    await enqueueAnalysis(tx, row.id);
    return row;
  });
}
