import { createHash, randomUUID } from 'node:crypto';
import type { ExtractionItem } from '@lexi/shared/api/case-wizard';
import { numberFacts, orderFacts } from '../../ai/litigation/fact-order.ts';
import type { Deps } from '../../deps.ts';
import { documentKindOf } from '../../lib/document-text/document-text.ts';
import { DocumentTextError } from '../../lib/document-text/document-text.types.ts';
import { readDocumentText } from '../../lib/document-text/read-document-text.ts';
import type { UploadedFile } from '../../lib/http/uploaded-files.ts';
import { editableWorkspace, type Viewer } from '../workspaces/workspace-access.ts';
import { caseWizardErrors } from './case-wizard.errors.ts';
import { insertCaseFiles } from './litigation-case-files.repository.ts';

type ReadFile = { file: UploadedFile; text: string; pages: number };

/** The facts of the texts, in order; none → the spec's 'Failed to extract case details…'. */
function factsItem(texts: string[], files: ReadFile[]): ExtractionItem {
  const facts = orderFacts(texts.filter((t) => t.trim() !== '').join('\n\n'));
  if (facts.length === 0) throw caseWizardErrors.noFacts();
  return {
    initial_facts: numberFacts(facts),
    facts,
    files: files.map((f) => ({ name: f.file.filename, pages: f.pages })),
  };
}

/** Each file's text; a non-PDF, a scan without text or an unreadable file is refused by name. */
async function readCaseFiles(files: UploadedFile[]): Promise<ReadFile[]> {
  const notPdf = files.filter((f) => documentKindOf(f.bytes) !== 'pdf').map((f) => f.filename);
  if (notPdf.length > 0) throw caseWizardErrors.notPdf(notPdf);
  const read: ReadFile[] = [];
  for (const file of files) {
    try {
      const document = await readDocumentText(file.bytes);
      if (document.text.trim() === '') throw caseWizardErrors.scanned(file.filename);
      read.push({ file, text: document.text, pages: document.pages.length });
    } catch (error) {
      if (error instanceof DocumentTextError) throw caseWizardErrors.unreadable(file.filename);
      throw error;
    }
  }
  return read;
}

/**
 * extract-case-details/: the facts of the uploaded PDFs (and typed facts, if any) of a litigation
 * workspace the caller may change. The files are kept with the workspace (for the case download)
 * only once their facts were read: stored first, recorded in one transaction, removed if it fails.
 */
export async function extractCaseDetails(
  deps: Deps,
  viewer: Viewer,
  userId: string,
  input: { workspaceId: string; fileCount: number; manualFacts?: string; files: UploadedFile[] },
): Promise<ExtractionItem> {
  const access = await editableWorkspace(deps.db, viewer, input.workspaceId, 'litigation');
  if (input.files.length !== input.fileCount) throw caseWizardErrors.fileCountMismatch();
  if (input.files.length === 0 && !input.manualFacts) throw caseWizardErrors.factsOrFilesRequired();
  const read = await readCaseFiles(input.files);
  const item = factsItem([...read.map((r) => r.text), input.manualFacts ?? ''], read);

  const workspaceId = access.row.id;
  const stored = read.map((r) => ({ ...r, key: `litigation/${workspaceId}/${randomUUID()}.pdf` }));
  try {
    for (const s of stored) await deps.storage.put(s.key, s.file.bytes);
    await deps.db.transaction(async (tx) => {
      await insertCaseFiles(
        tx,
        stored.map((s) => ({
          workspaceId,
          uploadedBy: userId,
          fileName: s.file.filename,
          storageKey: s.key,
          sha256: createHash('sha256').update(s.file.bytes).digest('hex'),
          sizeBytes: s.file.bytes.length,
          pageCount: s.pages,
        })),
      );
    });
  } catch (error) {
    for (const s of stored) await deps.storage.delete(s.key);
    throw error;
  }
  return item;
}

/** extract-case-details-manual/: the same from typed facts only. */
export async function extractCaseDetailsManual(
  deps: Deps,
  viewer: Viewer,
  input: { workspaceId: string; manualFacts: string },
): Promise<ExtractionItem> {
  await editableWorkspace(deps.db, viewer, input.workspaceId, 'litigation');
  return factsItem([input.manualFacts], []);
}
