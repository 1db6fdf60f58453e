import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WordBox {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

export interface PageWords {
  readonly width: number;
  readonly height: number;
  readonly words: readonly WordBox[];
}

/** poppler's `pdftotext -bbox`: every word with its box in displayed page coordinates (top-left origin). */
export async function wordsByPage(pdf: Buffer): Promise<PageWords[]> {
  const path = join(tmpdir(), `lexi-text-${randomUUID()}.pdf`);
  await writeFile(path, pdf);
  const { stdout } = await run('pdftotext', ['-bbox', path, '-'], { maxBuffer: 64 * 1024 * 1024 });
  return [...stdout.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((page) => ({
    width: Number(page[1]),
    height: Number(page[2]),
    words: [
      ...(page[3] ?? '').matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map((word) => ({
      xMin: Number(word[1]),
      yMin: Number(word[2]),
      xMax: Number(word[3]),
      yMax: Number(word[4]),
      text: (word[5] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
    })),
  }));
}

export async function pdfText(pdf: Buffer): Promise<string> {
  const path = join(tmpdir(), `lexi-text-${randomUUID()}.pdf`);
  await writeFile(path, pdf);
  const { stdout } = await run('pdftotext', ['-layout', path, '-'], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** poppler's `pdffonts`: the base font name of every font the PDF uses (subset tags dropped). */
export async function pdfFontNames(pdf: Buffer): Promise<string[]> {
  const path = join(tmpdir(), `lexi-fonts-${randomUUID()}.pdf`);
  await writeFile(path, pdf);
  const { stdout } = await run('pdffonts', [path]);
  return stdout
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '') ?? '')
    .filter(Boolean);
}
