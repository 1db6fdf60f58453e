import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/test-app.ts';

it('a broken SIGNING_P12 stops the server at start with the reason', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexi-p12-'));
  try {
    const p12 = join(dataDir, 'seal.p12');
    writeFileSync(p12, 'not a pkcs12 file');
    const config = testConfig(dataDir, { SIGNING_P12: p12, SIGNING_P12_PASSWORD: 'secret' });
    await expect(buildApp({ config, logger: false })).rejects.toThrow(/seal\.p12/);
    const missing = testConfig(dataDir, {
      SIGNING_P12: join(dataDir, 'none.p12'),
      SIGNING_P12_PASSWORD: 'x',
    });
    await expect(buildApp({ config: missing, logger: false })).rejects.toThrow(/does not exist/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
