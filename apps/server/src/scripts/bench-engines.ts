import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchDrafting } from '../ai/bench-drafting.ts';
import { benchIq } from '../ai/iq/bench-iq.ts';
import { benchSigning } from '../lib/signing/signing.bench.ts';
import { benchCaseGeneration } from '../modules/case-package/case-generation.bench.ts';
import { benchCaseExtraction } from '../modules/litigation/case-extraction.bench.ts';

/** The irreducible cost of a signature: one raw RSA-2048 SHA-256 signing, the baseline of the run. */
function rawRsaSignaturesPerSecond(durationMs: number): number {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const data = createHash('sha256').update('baseline').digest();
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    sign('sha256', data, privateKey);
    count += 1;
  }
  return (count / (performance.now() - started)) * 1000;
}

/** `npm run bench`, in-process part: e-mohar signing and contract drafting, with their baselines. */
async function main() {
  const rawPerSecond = rawRsaSignaturesPerSecond(2000);
  const signing = await benchSigning(3000);
  console.log('\ne-mohar signing (one core, in process)');
  console.log(`  raw RSA-2048 signature (baseline)     ${rawPerSecond.toFixed(0).padStart(8)} /s`);
  console.log(
    `  PAdES signature of a 1-page PDF       ${signing.signaturesPerSecond.toFixed(1).padStart(8)} /s` +
      `   (${(signing.signaturesPerSecond / rawPerSecond).toFixed(3)} of the baseline)`,
  );
  console.log(
    `  … with a visible signature (stamp)    ${signing.visibleSignaturesPerSecond.toFixed(1).padStart(8)} /s` +
      `   (${(signing.visibleSignaturesPerSecond / rawPerSecond).toFixed(3)} of the baseline)`,
  );
  console.log(
    `  seal of a 20-page PDF                 ${signing.sealMsFor20Pages.toFixed(1).padStart(8)} ms` +
      `   (${(signing.sealMsFor20Pages / (1000 / rawPerSecond)).toFixed(1)}x one raw signature)`,
  );

  const rows = await benchDrafting({ iterations: 30 });
  console.log('\nContract drafting, built-in engine (ms each; DOCX relative to the draft it renders)');
  for (const row of rows) {
    console.log(
      `  ${row.jurisdiction}/${row.contractType.padEnd(20)} draft ${row.msPerDraft.toFixed(2).padStart(7)} ms` +
        `   DOCX ${row.msPerDocx.toFixed(2).padStart(7)} ms   (${(row.msPerDocx / Math.max(row.msPerDraft, 0.001)).toFixed(0)}x)`,
    );
  }
  const extraction = await benchCaseExtraction(5);
  const ratio =
    extraction.pdftotextMsPerFile === null
      ? '(pdftotext not installed)'
      : `(${(extraction.msPerFile / extraction.pdftotextMsPerFile).toFixed(1)}x pdftotext's ${extraction.pdftotextMsPerFile.toFixed(0)} ms)`;
  console.log('\nCase wizard extraction (one core, in process)');
  console.log(
    `  30-page two-column case file → ${extraction.facts} ordered facts ${extraction.msPerFile.toFixed(0).padStart(6)} ms   ${ratio}`,
  );

  // Case generation over the AILA corpus beside the repository (BENCH_AILA to point elsewhere).
  const generation = await benchCaseGeneration(5, resolve(process.env.BENCH_AILA ?? '../shared/eval/aila'));
  console.log(
    `\nCase generation, wizard to complete, built-in engine (one core, in process; ${generation.corpus} judgements in the corpus)`,
  );
  console.log(
    `  30-page case file → ${generation.facts} facts, ${generation.judgements} judgements, ${generation.drafts} drafts ${generation.msPerCase.toFixed(0).padStart(6)} ms   (goal < 10000 ms; first run with the index build ${generation.coldMs.toFixed(0)} ms)`,
  );

  // LeXi IQ over the CUAD PDFs beside the repository (BENCH_CUAD_PDF to point elsewhere).
  const iq = await benchIq(resolve(process.env.BENCH_CUAD_PDF ?? '../shared/eval/cuad/pdf'));
  if (iq === null) console.log('\nLeXi IQ: no PDFs at ../shared/eval/cuad/pdf (set BENCH_CUAD_PDF)');
  else {
    const ratio =
      iq.pdftotextPagesPerSecond === null
        ? 'pdftotext not installed'
        : `${(iq.lexiPagesPerSecond / iq.pdftotextPagesPerSecond).toFixed(2)} of pdftotext's ${iq.pdftotextPagesPerSecond.toFixed(0)} pages/s`;
    console.log(`\nLeXi IQ over ${iq.files} CUAD PDFs (${iq.pages} pages, one core, in process)`);
    console.log(
      `  text extraction                      ${iq.lexiPagesPerSecond.toFixed(1).padStart(8)} pages/s   (${ratio})`,
    );
    console.log(
      `  analysis of the longest contract     ${iq.analysisMs.toFixed(0).padStart(8)} ms   (${iq.longestContractChars.toLocaleString('en')} characters)`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
