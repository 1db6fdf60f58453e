import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { documentText } from '../lib/document-text/document-text.ts';

/**
 * `npx tsx apps/server/src/scripts/compare-pdf-text.ts <folder of PDFs>`: reads every PDF of the
 * folder with LeXi's extractor and with poppler's `pdftotext`, and prints, per file, the share of
 * pdftotext's words (a multiset, case folded) that LeXi's text has too, the words missing, and the
 * time of each. Words LeXi leaves out on purpose (running headers and footers, page numbers) are
 * counted apart, so that what is missing by mistake stands out.
 */
/** Hyphens are taken out first: pdftotext joins "non-" + "exclusive" at a line's end, LeXi does not. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/(\p{L})[-\u2010\u00ad](\p{L})/gu, '$1$2')
    .match(/[\p{L}\p{N}]+/gu) ?? [];
const bag = (list: string[]) => {
  const counts = new Map<string, number>();
  for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};

async function main() {
  const folder = resolve(process.argv[2] ?? '');
  const files = readdirSync(folder)
    .filter((name) => /\.pdf$/i.test(name))
    .sort();
  let reference = 0;
  let found = 0;
  let dropped = 0;
  let oursMs = 0;
  let popplerMs = 0;
  for (const name of files) {
    const path = join(folder, name);
    const bytes = readFileSync(path);
    let started = performance.now();
    const ours = await documentText(bytes);
    const ms = performance.now() - started;
    started = performance.now();
    const theirs = execFileSync('pdftotext', [path, '-'], {
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    popplerMs += performance.now() - started;
    oursMs += ms;
    const have = bag(words(ours.text));
    // Words of the lines dropped as running headers/footers, once per page, and page numbers.
    const leftOut = bag([
      ...ours.droppedRunningLines.flatMap((line) => Array(ours.pages.length).fill(words(line)).flat()),
      ...ours.pages.map((page) => String(page.number)),
    ]);
    const missing: string[] = [];
    let fileReference = 0;
    let fileFound = 0;
    for (const [word, count] of bag(words(theirs.toString()))) {
      const kept = Math.min(count, have.get(word) ?? 0);
      const onPurpose = Math.min(count - kept, leftOut.get(word) ?? 0);
      fileReference += count;
      fileFound += kept;
      dropped += onPurpose;
      if (count - kept - onPurpose > 0) missing.push(`${word}×${count - kept - onPurpose}`);
    }
    reference += fileReference;
    found += fileFound;
    const share = ((fileFound / Math.max(1, fileReference)) * 100).toFixed(2);
    console.log(
      `${share.padStart(7)}%  ${String(ours.pages.length).padStart(4)} pages  ${ms.toFixed(0).padStart(6)} ms  ${name.slice(0, 70)}` +
        (missing.length > 0 ? `\n          missing: ${missing.slice(0, 12).join(' ')}` : ''),
    );
  }
  const unexplained = reference - found - dropped;
  console.log(
    `\n${files.length} PDFs: ${((found / reference) * 100).toFixed(2)}% of pdftotext's words; ` +
      `${((dropped / reference) * 100).toFixed(2)}% left out on purpose (running lines, page numbers); ` +
      `${((unexplained / reference) * 100).toFixed(3)}% missing otherwise. ` +
      `LeXi ${oursMs.toFixed(0)} ms, pdftotext ${popplerMs.toFixed(0)} ms (a process per file).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
