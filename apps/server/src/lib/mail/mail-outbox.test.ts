import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { outboxDir } from '../outbox.ts';
import { claimDueMails } from './mail-outbox.repository.ts';
import { deliverQueuedMails, queueMails } from './mail-outbox.ts';
import { createMailer } from './mailer.ts';

describeOnEachDatabase('the mail outbox', (ctx) => {
  let n = 0;
  const mail = (text = 'Choose your password here: https://lexi.test/team/set-password?token=secret') => {
    n += 1;
    return { to: `member${n}.${Date.now()}@example.in`, subject: 'Your LeXi account', text };
  };
  const rowsTo = (to: string) =>
    ctx().database.query<{ status: string; sealed_body: string | null }>(
      'select status, sealed_body from mail_outbox where to_address = $1',
      [to],
    );

  it('sends a mail queued in a committed transaction once, sealed until sent and wiped after', async () => {
    const { app, messengers } = ctx();
    const message = mail();
    const [id] = await app.deps.db.transaction((tx) =>
      queueMails(tx, app.deps.config.appSecret, [{ message }], new Date()),
    );
    const [queued] = await rowsTo(message.to);
    expect(queued?.sealed_body).toBeTruthy();
    expect(queued?.sealed_body).not.toContain('secret');

    expect(await deliverQueuedMails(app.deps, [id ?? ''])).toEqual({ sent: 1, failed: 0 });
    expect(await deliverQueuedMails(app.deps, [id ?? ''])).toEqual({ sent: 0, failed: 0 });
    expect(messengers.mails.filter((m) => m.to === message.to).map((m) => m.text)).toEqual([message.text]);
    expect(await rowsTo(message.to)).toEqual([{ status: 'sent', sealed_body: null }]);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const { app } = ctx();
    const message = mail();
    await expect(
      app.deps.db.transaction(async (tx) => {
        await queueMails(tx, app.deps.config.appSecret, [{ message }], new Date());
        throw new Error('the import failed');
      }),
    ).rejects.toThrow('the import failed');
    expect(await rowsTo(message.to)).toEqual([]);
  });

  it('lets a newer mail of the same key replace one not sent yet', async () => {
    const { app, messengers } = ctx();
    const first = mail('old link');
    const second = { ...first, text: 'new link' };
    const secret = app.deps.config.appSecret;
    await queueMails(app.deps.db, secret, [{ message: first, supersedeKey: 'member-link:x' }], new Date());
    const ids = await queueMails(
      app.deps.db,
      secret,
      [{ message: second, supersedeKey: 'member-link:x' }],
      new Date(),
    );
    await deliverQueuedMails(app.deps, ids);
    expect(messengers.mails.filter((m) => m.to === first.to).map((m) => m.text)).toEqual(['new link']);
    expect((await rowsTo(first.to)).map((r) => r.status).sort()).toEqual(['sent', 'superseded']);
  });

  it('writes one outbox file when a sender died between sending and marking, and the mail is sent again', async () => {
    const { app, dataDir } = ctx();
    const deps = app.deps;
    const memory = deps.mailer;
    const clock = deps.now;
    deps.mailer = createMailer({
      smtpUrl: undefined,
      from: 'LeXi <no-reply@lexi.test>',
      outbox: outboxDir(dataDir),
    });
    try {
      const message = mail();
      const [id = ''] = await queueMails(deps.db, deps.config.appSecret, [{ message }], new Date());
      // A sender claims it and sends it, then dies before marking it sent.
      const now = new Date();
      const [claimed] = await claimDueMails(deps.db, {
        now,
        claimUntil: new Date(now.getTime() + 60_000),
        limit: 1,
        ids: [id],
      });
      expect(claimed?.id).toBe(id);
      await deps.mailer.send({ ...message, once: { key: id, date: claimed?.createdAt ?? now } });
      // While its claim lasts nobody else sends it; after, the next sender does, as the same message.
      expect(await deliverQueuedMails(deps, [id])).toEqual({ sent: 0, failed: 0 });
      // A minute later (the clock moved on, not the test's wall time) the claim has lapsed.
      deps.now = () => new Date(now.getTime() + 61_000);
      expect(await deliverQueuedMails(deps, [id])).toEqual({ sent: 1, failed: 0 });
      const files = readdirSync(outboxDir(dataDir)).filter((f) => f.includes(message.to));
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(outboxDir(dataDir), files[0] ?? ''), 'utf8');
      expect(eml).toContain(`Message-ID: <${id}@lexi.mail>`);
      expect(readdirSync(outboxDir(dataDir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
    } finally {
      deps.mailer = memory;
      deps.now = clock;
    }
  });

  it('tries a failed mail again later, not at once', async () => {
    const { app, messengers } = ctx();
    const message = mail();
    const ids = await queueMails(app.deps.db, app.deps.config.appSecret, [{ message }], new Date());
    messengers.down.mail = true;
    try {
      expect(await deliverQueuedMails(app.deps, ids)).toEqual({ sent: 0, failed: 1 });
    } finally {
      messengers.down.mail = false;
    }
    expect(await deliverQueuedMails(app.deps, ids)).toEqual({ sent: 0, failed: 0 });
    const realNow = app.deps.now;
    app.deps.now = () => new Date(Date.now() + 3 * 60_000);
    try {
      expect(await deliverQueuedMails(app.deps, ids)).toEqual({ sent: 1, failed: 0 });
    } finally {
      app.deps.now = realNow;
    }
    expect(messengers.mails.filter((m) => m.to === message.to)).toHaveLength(1);
  });
});
