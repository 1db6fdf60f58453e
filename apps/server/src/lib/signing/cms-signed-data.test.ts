import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCmsSignedData } from './cms-signed-data.ts';
import { type SigningFixture, signingFixture } from './signing.fixture.ts';
import { derToPem } from './x509-builder.ts';

const run = promisify(execFile);
let fixture: SigningFixture;
beforeAll(async () => {
  fixture = await signingFixture();
});

describe('buildCmsSignedData', () => {
  it('makes a detached SignedData that OpenSSL verifies against the content and the LeXi root', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'lexi-cms-'));
    const content = Buffer.from('the bytes of the signed ranges');
    const cms = buildCmsSignedData({
      digest: createHash('sha256').update(content).digest(),
      identity: fixture.signer('Asha Rao', 'asha@example.com'),
    });
    await writeFile(join(directory, 'sig.der'), cms);
    await writeFile(join(directory, 'content.bin'), content);
    await writeFile(join(directory, 'ca.pem'), derToPem(fixture.ca.certificateDer));

    const verified = await run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      join(directory, 'sig.der'),
      '-content',
      join(directory, 'content.bin'),
      '-CAfile',
      join(directory, 'ca.pem'),
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]);
    expect(verified.stderr).toContain('Verification successful');

    const printed = await run('openssl', [
      'cms',
      '-cmsout',
      '-print',
      '-inform',
      'DER',
      '-in',
      join(directory, 'sig.der'),
    ]);
    // PAdES baseline B: ESS signing-certificate-v2 present, CMS signing-time absent (the time is /M).
    expect(printed.stdout).toMatch(/id-smime-aa-signingCertificateV2|1\.2\.840\.113549\.1\.9\.16\.2\.47/);
    expect(printed.stdout).toContain('messageDigest');
    expect(printed.stdout).not.toContain('signingTime');
  });

  it('refuses a digest that is not SHA-256', () => {
    expect(() => buildCmsSignedData({ digest: Buffer.alloc(20), identity: fixture.seal })).toThrow(
      'The digest to sign must be a SHA-256 digest (32 bytes).',
    );
  });
});
