import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { appearanceLines } from '../pdf/signature-appearance.ts';
import { loadOrCreateCertificateAuthority } from './certificate-authority.ts';
import { signPdf } from './pades-signer.ts';
import { loadPlatformSeal } from './platform-seal.ts';

export interface SigningBenchResult {
  /** Median time to seal (one incremental PAdES signature) a 20-page PDF. */
  readonly sealMsFor20Pages: number;
  /** Sequential signatures of a 1-page PDF per second on one core. */
  readonly signaturesPerSecond: number;
  /** The same with a visible signature: the stamp's text is shaped and its font embedded each time. */
  readonly visibleSignaturesPerSecond: number;
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

/** Runs `task` back to back for `durationMs` and answers how many finished per second. */
async function perSecond(durationMs: number, task: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    await task();
    count += 1;
  }
  return Math.round((count / (performance.now() - started)) * 1000 * 10) / 10;
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
    const invisible = await perSecond(durationMs, () => signPdf(onePage, { identity: seal }));
    const visible = await perSecond(durationMs, () =>
      signPdf(onePage, {
        identity: seal,
        visible: {
          pageIndex: 0,
          box: { x: 0.55, y: 0.8, width: 0.4, height: 0.12 },
          lines: appearanceLines({ signerName: 'Asha Rao', method: 'Aadhaar e-mohar', signedAt: new Date() }),
        },
      }),
    );
    return {
      sealMsFor20Pages: Math.round(median(sealTimes) * 10) / 10,
      signaturesPerSecond: invisible,
      visibleSignaturesPerSecond: visible,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
