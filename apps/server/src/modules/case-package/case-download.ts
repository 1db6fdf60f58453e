import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { htmlToDocx } from '../../lib/docx/html-to-docx.ts';
import { renderHtmlPdf } from '../../lib/pdf/html-to-pdf.ts';
import { safeEntryName, type ZipStreamEntry, zipStream } from '../../lib/zip/zip-stream.ts';
import { listCaseFiles } from '../litigation/litigation-case-files.repository.ts';
import type { Viewer } from '../workspaces/workspace-access.ts';
import { factsHtml, judgementsHtml, strategyHtml } from './case-package-documents.ts';
import { readCasePackage } from './case-package-view.ts';

const text = (s: string) => new TextEncoder().encode(s);

/**
 * download-case/: a zip named after the workspace with the latest package (its data as JSON, the
 * facts, judgements and strategy as PDF, each draft as DOCX and PDF) and the uploaded case files.
 * Access is checked before the first byte (a refusal is the usual JSON error); the entries are
 * produced one at a time as the zip streams, and the case files, however large, are read from
 * storage as they are sent, never held whole.
 */
export async function downloadCase(
  deps: Deps,
  viewer: Viewer,
  workspaceId: string,
): Promise<{ fileName: string; stream: Readable }> {
  const pkg = await readCasePackage(deps.db, viewer, workspaceId);
  const name = safeEntryName(pkg.workspaceName, 'casefile');
  const files = await listCaseFiles(deps.db, workspaceId);
  const { workspaceName: _w, ...data } = pkg;
  async function* entries(): AsyncGenerator<ZipStreamEntry> {
    yield { name: 'case-package.json', data: text(JSON.stringify(data, null, 2)), compress: true };
    const documents: Array<[string, string]> = [
      ['01 Facts', factsHtml(pkg, name)],
      ['02 Judgements', judgementsHtml(pkg, name)],
      ['03 Strategy', strategyHtml(pkg, name)],
    ];
    for (const [title, html] of documents) {
      yield { name: `${title}.pdf`, data: await renderHtmlPdf(html, title), compress: false };
    }
    const used = new Set<string>();
    for (const [n, draft] of pkg.drafts.entries()) {
      let base = `Drafts/${String(n + 1).padStart(2, '0')} ${safeEntryName(draft.title, 'Draft')}`;
      if (used.has(base)) base = `${base} (${n + 1})`;
      used.add(base);
      yield { name: `${base}.docx`, data: await htmlToDocx(draft.html, draft.title), compress: false };
      yield { name: `${base}.pdf`, data: await renderHtmlPdf(draft.html, draft.title), compress: false };
    }
    for (const [n, file] of files.entries()) {
      // Read from storage as the zip goes, whatever its size; a PDF is compressed already.
      const stream = await deps.storage.stream(file.storageKey);
      if (!stream) continue;
      try {
        yield {
          name: `Case files/${n + 1} ${safeEntryName(file.fileName, 'case-file.pdf')}`,
          data: stream,
          compress: false,
        };
      } finally {
        // Read to its end, or the download stopped (the reader went away): closed either way.
        stream.destroy();
      }
    }
  }
  return { fileName: `${name}.zip`, stream: zipStream(entries()) };
}
