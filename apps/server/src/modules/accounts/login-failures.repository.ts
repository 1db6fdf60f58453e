import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from './login-failures.table.ts';

export async function recordLoginFailure(db: Db, subject: string, ip: string | null): Promise<void> {
  await db.insert(loginFailures).values({ subject, ip });
}

export async function countLoginFailuresSince(db: Db, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.subject, subject), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function clearLoginFailures(db: Db, subject: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.subject, subject));
}

/** Housekeeping: failures older than the window no longer matter. */
export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}
