import { messages } from '@lexi/shared/messages';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { linkMails } from './link-mails.table.ts';

/** At most this many links an hour to one address, whoever sends them. */
export const LINKS_PER_RECIPIENT_HOUR = 10;
/** At most this many links an hour from one account, to any addresses. */
export const LINKS_PER_SENDER_HOUR = 50;
const HOUR = 3_600_000;

export const tooManyLinkMails = () =>
  new AppError('mail.too_many_links', 429, messages.common.tooManyLinkMails);

/**
 * Reserves one link mail from `senderId` to `recipient`, or refuses it (429) when the sender or the
 * address has had its hourly share. The check and the reservation are one transaction, serialized
 * per address (an advisory lock), so that concurrent sends cannot all slip under the cap. Returns
 * the reservation's id: `releaseLinkMail` gives it back when the mail did not go.
 */
export async function reserveLinkMail(
  db: Db,
  senderId: string,
  recipient: string,
  now: Date,
): Promise<string> {
  const address = recipient.trim().toLowerCase();
  const since = new Date(now.getTime() - HOUR);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`link-mail:${address}`}))`);
    const [toAddress] = await tx
      .select({ n: count() })
      .from(linkMails)
      .where(and(eq(linkMails.recipient, address), gt(linkMails.createdAt, since)));
    const [fromSender] = await tx
      .select({ n: count() })
      .from(linkMails)
      .where(and(eq(linkMails.senderId, senderId), gt(linkMails.createdAt, since)));
    if ((toAddress?.n ?? 0) >= LINKS_PER_RECIPIENT_HOUR || (fromSender?.n ?? 0) >= LINKS_PER_SENDER_HOUR) {
      throw tooManyLinkMails();
    }
    const [row] = await tx
      .insert(linkMails)
      .values({ senderId, recipient: address, createdAt: now })
      .returning({ id: linkMails.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
}

/** The mail of this reservation did not go: it does not count. */
export async function releaseLinkMail(db: Db, id: string): Promise<void> {
  await db.delete(linkMails).where(eq(linkMails.id, id));
}
