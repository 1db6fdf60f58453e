import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { type SessionRow, sessions } from './sessions.table.ts';

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

const liveSessionByHash = preparedOn((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session_by_hash'),
);

/** A session that is neither revoked nor past its absolute expiry (the hot path of every call). */
export async function findLiveSessionByHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSessionByHash(db).execute({ tokenHash, now });
  return row;
}

const touch = preparedOn((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('touch_session'),
);

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await touch(db).execute({ id, at });
}

export async function revokeSession(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
