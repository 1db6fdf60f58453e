import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { numberFacts, orderFacts } from '../../ai/litigation/fact-order.ts';
import { documentText } from '../../lib/document-text/document-text.ts';
import { makeTextPdf } from '../../lib/document-text/text-pdfs.fixture.ts';

const paragraph = (n: number) =>
  `On ${(n % 28) + 1}/${(n % 12) + 1}/2022 the accused issued cheque No. ${100 + n} for Rs. ${n + 1},50,000 drawn on HDFC Bank, Pune, which was returned unpaid for insufficient funds, and despite a legal notice the amount remained unpaid within the time allowed by law.`;

/** A 30-page, two-column case file with running headers, footers and page numbers. */
export async function thirtyPageCaseFile(): Promise<Buffer> {
  const column = (page: number, side: number) =>
    Array.from({ length: 5 }, (_, i) => paragraph(page * 10 + side * 5 + i)).join('\n\n');
  return makeTextPdf({
    header: 'IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, PUNE',
    footer: 'Complaint under Section 138 NI Act - page {page} of {pages}',
    pageNumbers: true,
    pages: Array.from({ length: 30 }, (_, page) => ({ columns: [column(page, 0), column(page, 1)] })),
  });
}

export type CaseExtractionBench = { msPerFile: number; pdftotextMsPerFile: number | null; facts: number };

/**
 * The case wizard's extraction of a 30-page case file (text in reading order, then the ordered
 * facts), against poppler's `pdftotext` on the same file in the same run (null when not installed).
 */
export async function benchCaseExtraction(iterations: number): Promise<CaseExtractionBench> {
  const pdf = await thirtyPageCaseFile();
  let facts = 0;
  await documentText(pdf);
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const document = await documentText(pdf);
    facts = orderFacts(document.text).length;
    numberFacts(orderFacts(document.text));
  }
  const msPerFile = (performance.now() - started) / iterations;

  const dir = mkdtempSync(join(tmpdir(), 'lexi-bench-'));
  let pdftotextMsPerFile: number | null = null;
  try {
    const file = join(dir, 'case.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftotext', ['-layout', file, '-']);
    const t0 = performance.now();
    for (let i = 0; i < iterations; i++)
      execFileSync('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 << 20 });
    pdftotextMsPerFile = (performance.now() - t0) / iterations;
  } catch {
    pdftotextMsPerFile = null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { msPerFile, pdftotextMsPerFile, facts };
}
