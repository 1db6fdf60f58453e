import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const OTP = /\b(\d{6})\b/;

interface OutboxMessage {
  file: string;
  body: string;
  mtimeMs: number;
}

async function listMessages(dataDir: string, ext: 'eml' | 'txt'): Promise<OutboxMessage[]> {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith(`.${ext}`))
      .map(async (name) => {
        const file = join(dir, name);
        const [body, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
        return { file, body, mtimeMs: info.mtimeMs };
      }),
  );
  // Newest first: by modification time, then by name (the names start with a timestamp and sequence).
  return messages.sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
}

/**
 * The text of an .eml without its headers and MIME boundaries (which may hold digits of their
 * own), with quoted-printable soft line breaks undone.
 */
function emlText(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const body = split === -1 ? eml : eml.slice(split);
  return body
    .replace(/=\r?\n/g, '')
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('--') && !/^[A-Za-z-]+:\s/.test(line))
    .join('\n');
}

function addressedTo(eml: string, email: string): boolean {
  const header = eml.match(/^To:\s*(.+)$/im)?.[1] ?? '';
  return header.toLowerCase().includes(email.toLowerCase());
}

async function poll<T>(what: string, find: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`No ${what} arrived in the outbox within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * The OTP of the newest mail to `email` written after `since` (ms since epoch): pass the time the
 * test asked for the code, so that an older code is never taken for the new one.
 */
export function emailOtp(dataDir: string, email: string, since = 0): Promise<string> {
  return poll(`mail to ${email}`, async () => {
    for (const message of await listMessages(dataDir, 'eml')) {
      if (message.mtimeMs < since - 1000 || !addressedTo(message.body, email)) continue;
      const otp = emlText(message.body).match(OTP)?.[1];
      if (otp) return otp;
    }
    return undefined;
  });
}

/** The OTP of the newest SMS to `phone` (the file name and the body both carry its digits). */
export function smsOtp(dataDir: string, phone: string, since = 0): Promise<string> {
  const digits = phone.replace(/\D/g, '');
  return poll(`SMS to ${phone}`, async () => {
    for (const message of await listMessages(dataDir, 'txt')) {
      if (message.mtimeMs < since - 1000) continue;
      if (!message.file.replace(/\D/g, '').includes(digits) && !message.body.includes(digits)) continue;
      const otp = message.body.replace(digits, '').match(OTP)?.[1];
      if (otp) return otp;
    }
    return undefined;
  });
}

/** Quoted-printable escapes (=3D, =E2=80=94) decoded as the UTF-8 bytes they stand for. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/** The text of the newest mail to `email` written after `since` (headers and MIME parts left out). */
export function mailText(dataDir: string, email: string, since = 0): Promise<string> {
  return poll(`mail to ${email}`, async () => {
    for (const message of await listMessages(dataDir, 'eml')) {
      if (message.mtimeMs < since - 1000 || !addressedTo(message.body, email)) continue;
      return decodeQuotedPrintable(emlText(message.body));
    }
    return undefined;
  });
}

/** The newest mail to `email` that carries a PDF attachment (written after `since`), as raw .eml text. */
export function mailWithPdf(dataDir: string, email: string, since = 0, timeoutMs = 15_000): Promise<string> {
  return poll(
    `mail with a PDF to ${email}`,
    async () => {
      for (const message of await listMessages(dataDir, 'eml')) {
        if (message.mtimeMs < since - 1000 || !addressedTo(message.body, email)) continue;
        if (/Content-Type:\s*application\/pdf/i.test(message.body)) return message.body;
      }
      return undefined;
    },
    timeoutMs,
  );
}

/**
 * The first link to `pathname` (e.g. '/team/join') in the newest mail to `email` written after
 * `since`, with quoted-printable escapes (=3D) undone.
 */
export function emailLink(dataDir: string, email: string, pathname: string, since = 0): Promise<string> {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`https?://[^\\s"<>]+${escaped}\\?[^\\s"<>]+`);
  return poll(`link to ${pathname} mailed to ${email}`, async () => {
    for (const message of await listMessages(dataDir, 'eml')) {
      if (message.mtimeMs < since - 1000 || !addressedTo(message.body, email)) continue;
      const text = emlText(message.body).replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
      const found = text.match(link)?.[0];
      if (found) return found;
    }
    return undefined;
  });
}
