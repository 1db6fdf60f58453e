import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PdfsigSignature {
  readonly block: string;
  readonly valid: boolean;
  readonly totalDocumentSigned: boolean;
}

/**
 * Runs poppler's pdfsig and splits its report per signature. pdfsig exits 0 even when a digest does
 * not match, so callers must read `valid`, never the exit code.
 */
export async function pdfsig(pdf: Buffer): Promise<{ output: string; signatures: PdfsigSignature[] }> {
  const path = join(tmpdir(), `lexi-pdfsig-${randomUUID()}.pdf`);
  await writeFile(path, pdf);
  const { stdout, stderr } = await run('pdfsig', [path]).catch(
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
  const output = `${stdout}${stderr}`;
  const blocks = output.split(/^Signature #\d+:$/m).slice(1);
  return {
    output,
    signatures: blocks.map((block) => ({
      block,
      valid: /Signature Validation: Signature is Valid\./.test(block),
      totalDocumentSigned: /Total document signed/.test(block),
    })),
  };
}
