import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts a migrated embedded-database image (database-images.ts) where a LeXi server finds its
 * database, DATA_DIR/pglite: its first start then skips initdb and the migrations. Used for the
 * real server processes of the fault tests and of the browser tests. Plain Node only (the e2e
 * project imports it too).
 */
export function unpackPgliteImage(image: string, dataDir: string): void {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const result = spawnSync('tar', ['-xf', image, '-C', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not unpack the database image: ${result.stderr}`);
}
