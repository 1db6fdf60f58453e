import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { users } from '../accounts/users.table.ts';
import { type SubscriptionRow, subscriptions } from './subscriptions.table.ts';

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The user's newest subscription that was not cancelled (expiry is judged by the service). */
export async function findCurrentSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.cancelledAt)))
    .orderBy(desc(subscriptions.startedAt))
    .limit(1);
  return row;
}

const userWithSubscription = preparedOn((db) =>
  db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), isNull(subscriptions.cancelledAt)))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.startedAt))
    .limit(1)
    .prepare('user_with_subscription'),
);

/** A user and their newest live subscription in one round trip (the hot path of /user_plan). */
export async function findUserWithSubscription(db: Db, userId: string) {
  const [row] = await userWithSubscription(db).execute({ userId });
  return row;
}

/** Counts one e-sign on the user's current subscription, atomically (`esign_used = esign_used + 1`). */
export async function debitOneEsign(db: Db, userId: string): Promise<boolean> {
  const current = await findCurrentSubscription(db, userId);
  if (!current) return false;
  const rows = await db
    .update(subscriptions)
    .set({ esignUsed: sql`${subscriptions.esignUsed} + 1` })
    .where(eq(subscriptions.id, current.id))
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}
