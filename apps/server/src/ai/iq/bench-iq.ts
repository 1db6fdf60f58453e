import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { documentText } from '../../lib/document-text/document-text.ts';
import { analyseContract } from './analyse-contract.ts';
import { cuadModel } from './cuad-model.ts';

export type IqBench = {
  files: number;
  pages: number;
  lexiPagesPerSecond: number;
  /** Poppler's pdftotext on the same files in the same run; null when it is not installed. */
  pdftotextPagesPerSecond: number | null;
  longestContractChars: number;
  analysisMs: number;
};

function pdftotextSeconds(files: readonly string[]): number | null {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const started = performance.now();
  for (const file of files)
    execFileSync('pdftotext', ['-layout', file, '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
  return (performance.now() - started) / 1000;
}

/**
 * `npm run bench`'s LeXi IQ figures: text extraction (lib/document-text, in this thread) over every
 * PDF of a folder in pages per second, beside pdftotext over the same files, and the analysis time
 * of the longest contract extracted (after one warm-up analysis).
 */
export async function benchIq(pdfDir: string): Promise<IqBench | null> {
  if (!existsSync(pdfDir)) return null;
  const files = readdirSync(pdfDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .map((f) => join(pdfDir, f));
  if (files.length === 0) return null;
  const bytes = files.map((f) => new Uint8Array(readFileSync(f)));
  let pages = 0;
  let longest = '';
  const started = performance.now();
  for (const file of bytes) {
    const document = await documentText(file);
    pages += document.pages.length;
    if (document.text.length > longest.length) longest = document.text;
  }
  const lexiSeconds = (performance.now() - started) / 1000;
  const popplerSeconds = pdftotextSeconds(files);
  analyseContract(longest.slice(0, 2000), cuadModel);
  const analysisStarted = performance.now();
  analyseContract(longest, cuadModel);
  return {
    files: files.length,
    pages,
    lexiPagesPerSecond: pages / lexiSeconds,
    pdftotextPagesPerSecond: popplerSeconds === null ? null : pages / popplerSeconds,
    longestContractChars: longest.length,
    analysisMs: performance.now() - analysisStarted,
  };
}
