import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { rateLimitCounters as t } from './rate-limit-counters.table.ts';

const now = sql`${sql.placeholder('now')}::timestamptz`;
const expired = sql`${t.resetsAt} <= ${now}`;

/**
 * One statement, atomic on every instance: counts a hit in the key's window, or starts a new
 * window of one hit when there is none or it has ended.
 */
const hitStatement = preparedOn((db) =>
  db
    .insert(t)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetsAt: sql`${sql.placeholder('resetsAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${t.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${t.resetsAt} end`,
      },
    })
    .returning({ hits: t.hits, resetsAt: t.resetsAt })
    .prepare('rate_limit_hit'),
);

/** Counts a hit of `key` at `at`; a new window lasts `windowMs`. */
export async function countHit(
  db: Db,
  key: string,
  at: Date,
  windowMs: number,
): Promise<{ hits: number; resetsAt: Date }> {
  const [row] = await hitStatement(db).execute({
    key,
    now: at.toISOString(),
    resetsAt: new Date(at.getTime() + windowMs).toISOString(),
  });
  if (!row) throw new Error('rate limit counter not written');
  return { hits: row.hits, resetsAt: new Date(row.resetsAt) };
}

/** Housekeeping: windows that ended before `before` count nothing any more. */
export async function pruneCounters(db: Db, before: Date): Promise<void> {
  await db.delete(t).where(lte(t.resetsAt, before));
}
