import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadOrCreateCertificateAuthority } from './certificate-authority.ts';
import { signPdf } from './pades-signer.ts';
import { loadPlatformSeal } from './platform-seal.ts';

export interface SigningBenchResult {
  /** Median time to seal (one incremental PAdES signature) a 20-page PDF. */
  readonly sealMsFor20Pages: number;
  /** Sequential signatures of a 1-page PDF per second on one core. */
  readonly signaturesPerSecond: number;
}

async function textPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([595.28, 841.89]);
    for (let line = 0; line < 40; line += 1) {
      page.drawText(
        `Clause ${index + 1}.${line + 1}: the parties agree to the terms set out in this agreement.`,
        {
          x: 50,
          y: 790 - line * 18,
          size: 10,
          font,
        },
      );
    }
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Measured in-process: key generation for the CA and seal happens once, before the clock starts. */
export async function benchSigning(durationMs = 3000): Promise<SigningBenchResult> {
  const directory = await mkdtemp(join(tmpdir(), 'lexi-bench-signing-'));
  try {
    const ca = await loadOrCreateCertificateAuthority(directory);
    const seal = await loadPlatformSeal({ directory, certificateAuthority: ca });

    const twentyPages = await textPdf(20);
    await signPdf(twentyPages, { identity: seal });
    const sealTimes: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const started = performance.now();
      await signPdf(twentyPages, { identity: seal });
      sealTimes.push(performance.now() - started);
    }

    const onePage = await textPdf(1);
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < durationMs) {
      await signPdf(onePage, { identity: seal });
      count += 1;
    }
    const elapsed = performance.now() - started;
    return {
      sealMsFor20Pages: Math.round(median(sealTimes) * 10) / 10,
      signaturesPerSecond: Math.round((count / elapsed) * 1000 * 10) / 10,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
