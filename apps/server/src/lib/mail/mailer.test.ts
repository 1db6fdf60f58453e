import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileSmsProvider } from '../sms/sms-provider.ts';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'lexi-outbox-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('mail', () => {
  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'LeXi <no-reply@lexi.test>',
        outbox: tempDir(),
      });
      await mailer.send({
        to: 'counsel@example.in',
        subject: 'Your LeXi verification code',
        text: 'Your code is 482913.',
      });
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('no-reply@lexi.test');
      expect(received[0]?.to).toEqual(['counsel@example.in']);
      expect(received[0]?.raw).toContain('Subject: Your LeXi verification code');
      expect(received[0]?.raw).toContain('Your code is 482913.');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const outbox = tempDir();
    const mailer = createMailer({ smtpUrl: undefined, from: 'LeXi <no-reply@lexi.test>', outbox });
    await mailer.send({ to: 'client@example.in', subject: 'Hello', text: 'Code 123987 inside.' });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/client@example\.in\.eml$/);
    const eml = readFileSync(join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: client@example\.in$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(eml).toContain('Code 123987 inside.');
  });

  it('writes each SMS as a .txt file in the outbox', async () => {
    const outbox = tempDir();
    await createFileSmsProvider(outbox).send('+919876543210', 'Your code is 246810.');
    const files = readdirSync(outbox);
    expect(files[0]).toMatch(/sms-\+919876543210\.txt$/);
    expect(readFileSync(join(outbox, files[0] ?? ''), 'utf8')).toBe(
      'To: +919876543210\n\nYour code is 246810.\n',
    );
  });

  it('fails, so that the caller knows, when the outbox cannot be written', async () => {
    // A file where the outbox directory should be: nothing can be written under it.
    const outbox = join(tempDir(), 'outbox');
    writeFileSync(outbox, 'not a directory');
    const mailer = createMailer({ smtpUrl: undefined, from: 'LeXi <no-reply@lexi.test>', outbox });
    await expect(mailer.send({ to: 'client@example.in', subject: 'Hello', text: 'Hi' })).rejects.toThrow();
    await expect(createFileSmsProvider(outbox).send('+919876543210', 'Code 1')).rejects.toThrow();
  });
});
