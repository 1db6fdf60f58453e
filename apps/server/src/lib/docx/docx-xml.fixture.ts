import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One part of a DOCX (a zip), e.g. `word/document.xml`, read with Info-ZIP's unzip. */
export async function docxPart(docx: Buffer, part: string): Promise<string> {
  const path = join(tmpdir(), `lexi-docx-${randomUUID()}.docx`);
  await writeFile(path, docx);
  const { stdout } = await run('unzip', ['-p', path, part], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The runs of `word/document.xml` as [run properties XML, text]. */
export async function docxRuns(docx: Buffer): Promise<[string, string][]> {
  const xml = await docxPart(docx, 'word/document.xml');
  return [...xml.matchAll(/<w:r>(?:<w:rPr>(.*?)<\/w:rPr>)?<w:t[^>]*>([^<]*)<\/w:t><\/w:r>/g)].map((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
}
