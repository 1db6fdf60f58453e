import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The mails a server process wrote to DATA_DIR/outbox (the file mailer), for tests that run a real
 * server: each file's name, its To address and its text with quoted-printable soft breaks and
 * escapes decoded.
 */
export function outboxFiles(dataDir: string): { name: string; to: string; eml: string }[] {
  const dir = join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => {
    const eml = readFileSync(join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return { name, to: eml.match(/^To: (.+)$/m)?.[1]?.trim() ?? '', eml };
  });
}
