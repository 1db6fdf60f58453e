import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** DATA_DIR/outbox: where mail (.eml) and SMS (.txt) go when no real provider is configured. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

let sequence = 0;
/** Writes one message file; the name sorts by time and says to whom it went. */
export async function writeOutboxFile(
  dir: string,
  recipient: string,
  ext: 'eml' | 'txt',
  body: string | Buffer,
) {
  await mkdir(dir, { recursive: true });
  sequence = (sequence + 1) % 1000;
  const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(3, '0')}`;
  const safe = recipient.replace(/[^A-Za-z0-9@.+_-]/g, '_');
  const file = join(dir, `${stamp}-${safe}.${ext}`);
  await writeFile(file, body, { mode: 0o600 });
  return file;
}
