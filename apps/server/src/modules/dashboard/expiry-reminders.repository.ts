import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expiryReminders } from './expiry-reminders.table.ts';

export type ReminderKey = {
  source: 'contract' | 'emohar';
  subjectId: string;
  ownerId: string;
  expiryDate: string;
  daysBefore: number;
};

/**
 * Claims one reminder: the row is inserted only if no instance has claimed it before (the unique
 * key), so exactly one caller gets its id back. A claim left unsent for `staleAfterMs` (the
 * instance died mid-send) is taken over, again by exactly one caller.
 */
export async function claimReminder(db: Db, key: ReminderKey, now: Date, staleAfterMs: number) {
  const [inserted] = await db
    .insert(expiryReminders)
    .values({ ...key, claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: expiryReminders.id });
  if (inserted) return inserted.id;
  const [taken] = await db
    .update(expiryReminders)
    .set({ claimedAt: now })
    .where(
      and(
        eq(expiryReminders.source, key.source),
        eq(expiryReminders.subjectId, key.subjectId),
        eq(expiryReminders.expiryDate, key.expiryDate),
        eq(expiryReminders.daysBefore, key.daysBefore),
        isNull(expiryReminders.sentAt),
        lt(expiryReminders.claimedAt, new Date(now.getTime() - staleAfterMs)),
      ),
    )
    .returning({ id: expiryReminders.id });
  return taken?.id ?? null;
}

export async function markReminderSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(expiryReminders).set({ sentAt: at }).where(eq(expiryReminders.id, id));
}

/** Gives a claim back (the mail could not be sent): the next run tries again. */
export async function releaseReminder(db: Db, id: string): Promise<void> {
  await db.delete(expiryReminders).where(and(eq(expiryReminders.id, id), isNull(expiryReminders.sentAt)));
}
