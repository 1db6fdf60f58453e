import { asBuffer } from '../workers/as-buffer.ts';
import { layOutHtmlPdf } from './html-layout.ts';
import { readPages } from './pdf-pages.ts';
import { onMissingCharacter } from './text/missing-characters.ts';

/**
 * The PDF worker thread's task module (see pdf-thread.ts): the heavy PDF work of lib/pdf, run off
 * the event loop. Each task answers the PDF's bytes and the characters no bundled font had, which
 * the server thread reports to its log.
 */
export type PdfTask = { kind: 'html'; html: string; title: string } | { kind: 'inspect'; pdf: Uint8Array };
export type PdfTaskOutput =
  | { kind: 'pdf'; pdf: Uint8Array; missing: number[] }
  | { kind: 'inspected'; answer: Awaited<ReturnType<typeof readPages>> };

let missing: number[] = [];
onMissingCharacter(({ character }) => {
  const codePoint = character.codePointAt(0);
  if (codePoint !== undefined) missing.push(codePoint);
});

export default async function pdfTask(task: PdfTask): Promise<PdfTaskOutput> {
  missing = [];
  switch (task.kind) {
    case 'html':
      return { kind: 'pdf', pdf: await layOutHtmlPdf(task.html, task.title), missing };
    case 'inspect':
      return { kind: 'inspected', answer: await readPages(asBuffer(task.pdf)) };
  }
}
