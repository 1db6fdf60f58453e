import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';
import { subscriptions } from '../plans/subscriptions.table.ts';
import { aiCreditDebits } from './ai-credit-debits.table.ts';

/** Locks the user's row until the transaction ends: creations of one user's missing plan queue here. */
export async function lockUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

/** The user's newest subscription that was not cancelled, locked until the transaction ends. */
export async function lockCurrentSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.cancelledAt)))
    .orderBy(desc(subscriptions.startedAt))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Counts one AI credit on the subscription only while it has one left: a single conditional
 * UPDATE, so that two requests can never both take the last credit.
 */
export async function takeOneAiCredit(db: Db, subscriptionId: string, limit: number) {
  const [row] = await db
    .update(subscriptions)
    .set({ aiCreditsUsed: sql`${subscriptions.aiCreditsUsed} + 1` })
    .where(and(eq(subscriptions.id, subscriptionId), lt(subscriptions.aiCreditsUsed, limit)))
    .returning({ id: subscriptions.id, aiCreditsUsed: subscriptions.aiCreditsUsed });
  return row;
}

export async function insertAiCreditDebit(db: Db, values: typeof aiCreditDebits.$inferInsert) {
  const [row] = await db.insert(aiCreditDebits).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findAiCreditDebitByRequest(db: Db, userId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(aiCreditDebits)
    .where(and(eq(aiCreditDebits.userId, userId), eq(aiCreditDebits.requestId, requestId)))
    .limit(1);
  return row;
}
