import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { crashPoint } from '../crash-point.ts';
import { openText, sealText } from '../crypto/sealed-text.ts';
import {
  claimDueMails,
  insertQueuedMails,
  markMailFailed,
  markMailSent,
  supersedePending,
} from './mail-outbox.repository.ts';
import type { MailOutboxRow } from './mail-outbox.table.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Mail that must go exactly once, with what it announces: queued in the caller's transaction
 * (so that a crash before the commit leaves neither the account nor its mail), sent after it,
 * marked sent after that. A crash between sending and marking sends the same message again: the
 * same body (the same live link), the same Message-ID, and in the file outbox the same file, written
 * once. So the file outbox receives each mail exactly once; an SMTP server may receive a second,
 * identical copy only when a crash falls between its "250 OK" and the mark (milliseconds).
 */
export type QueuedMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>;

const SEAL = 'mail-outbox';
/** Mails claimed and sent together: enough to keep a slow SMTP server busy, few enough to finish fast. */
const BATCH = 8;
const MAX_ATTEMPTS = 8;
/** After the n-th failure, the next try waits 2^n minutes (at most an hour). */
const backoffMs = (attempts: number) => Math.min(2 ** attempts, 60) * 60_000;

/**
 * Queues mails in the caller's transaction; returns their ids for deliverQueuedMails. A mail with a
 * `supersedeKey` replaces any unsent mail of the same key (a new link makes the old one's mail moot).
 */
export async function queueMails(
  db: Db,
  secret: string,
  mails: { message: QueuedMail; supersedeKey?: string }[],
  now: Date,
): Promise<string[]> {
  await supersedePending(db, [...new Set(mails.flatMap((m) => (m.supersedeKey ? [m.supersedeKey] : [])))]);
  return insertQueuedMails(
    db,
    mails.map(({ message, supersedeKey }) => ({
      toAddress: message.to,
      subject: message.subject,
      sealedBody: sealText(secret, SEAL, JSON.stringify({ text: message.text, html: message.html })),
      supersedeKey: supersedeKey ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

async function deliver(deps: Deps, row: MailOutboxRow): Promise<boolean> {
  const opened = row.sealedBody ? openText(deps.config.appSecret, SEAL, row.sealedBody) : null;
  if (!opened) {
    // Sealed with another APP_SECRET: it can never be read, so it is given up at once.
    await markMailFailed(deps.db, row.id, 'the body cannot be opened with this APP_SECRET', null);
    return false;
  }
  const body = JSON.parse(opened) as { text: string; html?: string };
  try {
    await deps.mailer.send({
      to: row.toAddress,
      subject: row.subject,
      text: body.text,
      ...(body.html ? { html: body.html } : {}),
      once: { key: row.id, date: row.createdAt },
    });
  } catch (error) {
    const retry =
      row.attempts < MAX_ATTEMPTS ? new Date(deps.now().getTime() + backoffMs(row.attempts)) : null;
    await markMailFailed(deps.db, row.id, error instanceof Error ? error.message : String(error), retry);
    return false;
  }
  crashPoint('mail-outbox:sent');
  await markMailSent(deps.db, row.id, deps.now());
  return true;
}

/**
 * Sends the queued mails that are due (only `ids`, when given), a batch at a time, each batch
 * claimed for one retry interval so that no other instance sends it meanwhile.
 */
export async function deliverQueuedMails(
  deps: Deps,
  ids?: string[],
): Promise<{ sent: number; failed: number }> {
  const leaseMs = deps.config.mailRetryIntervalMs || 5 * 60_000;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const now = deps.now();
    const batch = await claimDueMails(deps.db, {
      now,
      claimUntil: new Date(now.getTime() + leaseMs),
      limit: BATCH,
      ...(ids ? { ids } : {}),
    });
    if (batch.length === 0) return { sent, failed };
    for (const ok of await Promise.all(batch.map((row) => deliver(deps, row)))) {
      if (ok) sent++;
      else failed++;
    }
  }
}
