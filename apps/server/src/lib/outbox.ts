import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** DATA_DIR/outbox: where mail (.eml) and SMS (.txt) go when no real provider is configured. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

const stampOf = (date: Date) => date.toISOString().replace(/[:.]/g, '-');
const safe = (text: string) => text.replace(/[^A-Za-z0-9@.+_-]/g, '_');

let sequence = 0;
/**
 * Writes one message file; the name sorts by time and says to whom it went. With a `key` (a
 * queued mail's id) and its `date`, the name is the same every time the message is written: the
 * file appears whole (written aside, then linked into place) and once, however often a retry after
 * a crash writes it again.
 */
export async function writeOutboxFile(
  dir: string,
  recipient: string,
  ext: 'eml' | 'txt',
  body: string | Buffer,
  once?: { key: string; date: Date },
) {
  await mkdir(dir, { recursive: true });
  if (once) {
    const file = join(dir, `${stampOf(once.date)}-${safe(once.key)}-${safe(recipient)}.${ext}`);
    const aside = join(dir, `.${randomBytes(8).toString('hex')}.partial`);
    await writeFile(aside, body, { mode: 0o600 });
    try {
      await link(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(aside, { force: true });
    }
    return file;
  }
  sequence = (sequence + 1) % 1000;
  const stamp = `${stampOf(new Date())}-${String(sequence).padStart(3, '0')}`;
  const file = join(dir, `${stamp}-${safe(recipient)}.${ext}`);
  await writeFile(file, body, { mode: 0o600 });
  return file;
}
