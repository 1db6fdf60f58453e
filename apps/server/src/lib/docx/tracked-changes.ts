import { DeletedTextRun, InsertedTextRun, Paragraph, type ParagraphChild, TextRun } from 'docx';

/** A piece of a redlined text: kept, deleted from the original, or inserted. */
export type TrackedRun = { kind: 'same' | 'delete' | 'insert'; text: string };

/** Who made the changes and when, as Word shows them in its review pane. */
export type TrackedChangeAuthor = { author: string; date: Date };

/**
 * A redlined text as DOCX paragraphs whose insertions and deletions are real Word tracked changes
 * (`w:ins` / `w:del` with author and date), so the counter party can accept or reject each one in
 * Word's Review tab. A blank line starts a new paragraph; single line breaks become spaces.
 */
export function trackedChangeParagraphs(runs: readonly TrackedRun[], by: TrackedChangeAuthor): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const date = by.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  let current: ParagraphChild[] = [];
  let nextId = 1;
  const child = (kind: TrackedRun['kind'], text: string): ParagraphChild => {
    if (kind === 'same') return new TextRun({ text });
    const change = { id: nextId++, author: by.author, date, text };
    return kind === 'insert' ? new InsertedTextRun(change) : new DeletedTextRun(change);
  };
  for (const run of runs) {
    run.text.split(/\n\s*\n/).forEach((piece, index) => {
      if (index > 0) {
        paragraphs.push(new Paragraph({ children: current, spacing: { after: 160 } }));
        current = [];
      }
      const text = piece.replace(/\s*\n\s*/g, ' ');
      if (text !== '') current.push(child(run.kind, text));
    });
  }
  if (current.length > 0) paragraphs.push(new Paragraph({ children: current }));
  return paragraphs;
}
