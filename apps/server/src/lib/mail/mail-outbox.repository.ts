import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MailOutboxRow, mailOutbox } from './mail-outbox.table.ts';

export async function insertQueuedMail(db: Db, values: typeof mailOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertQueuedMails(db: Db, rows: (typeof mailOutbox.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  return (await db.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id })).map((r) => r.id);
}

/** Unsent mails with these keys give way to newer ones: they will not go. */
export async function supersedePending(db: Db, supersedeKeys: string[]): Promise<void> {
  if (supersedeKeys.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'superseded', sealedBody: null })
    .where(and(inArray(mailOutbox.supersedeKey, supersedeKeys), eq(mailOutbox.status, 'pending')));
}

/**
 * Claims up to `limit` pending mails that are due and not claimed by a live sender (of `ids` only,
 * when given) until `claimUntil`, in one statement that two instances never both win for a row.
 */
export async function claimDueMails(
  db: Db,
  options: { now: Date; claimUntil: Date; limit: number; ids?: string[] },
): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, options.now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, options.now)),
        options.ids ? inArray(mailOutbox.id, options.ids) : undefined,
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil: options.claimUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The mail went: it is marked sent and its sealed body (its live link) is wiped. */
export async function markMailSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, sealedBody: null, claimedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** The mail did not go: it is tried again at `retryAt`, or given up (`retryAt` null). */
export async function markMailFailed(db: Db, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { claimedUntil: null, nextAttemptAt: retryAt, lastError: error }
        : { status: 'failed', claimedUntil: null, sealedBody: null, lastError: error },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}
