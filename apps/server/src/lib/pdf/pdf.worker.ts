import { layOutHtmlPdf } from './html-layout.ts';
import { onMissingCharacter } from './text/missing-characters.ts';

/**
 * The PDF worker thread's task module (see pdf-thread.ts): the heavy PDF work of lib/pdf, run off
 * the event loop. Each task answers the PDF's bytes and the characters no bundled font had, which
 * the server thread reports to its log.
 */
export type PdfTask = { kind: 'html'; html: string; title: string };
export type PdfTaskOutput = { pdf: Uint8Array; missing: number[] };

let missing: number[] = [];
onMissingCharacter(({ character }) => {
  const codePoint = character.codePointAt(0);
  if (codePoint !== undefined) missing.push(codePoint);
});

export default async function pdfTask(task: PdfTask): Promise<PdfTaskOutput> {
  missing = [];
  switch (task.kind) {
    case 'html':
      return { pdf: await layOutHtmlPdf(task.html, task.title), missing };
  }
}
