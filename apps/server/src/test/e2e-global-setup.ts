import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePgliteImage } from './database-images.ts';

/**
 * Once per run of the browser tests (the e2e project's global setup): the migrated embedded
 * database every e2e server starts from (e2e/support/server.ts unpacks it into its DATA_DIR), so
 * that no test file waits for an initdb and the migrations. Removed at the end.
 */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'lexi-e2e-image-'));
  const image = join(dir, 'pglite.tar');
  await writePgliteImage(image);
  process.env.LEXI_E2E_PGLITE_IMAGE = image;
  return () => rmSync(dir, { recursive: true, force: true });
}
