import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters as t } from './rate-limit-counters.table.ts';

/** Hits an instance counted since its last flush, for one key; `resetsAt` ends a new window. */
export type HitBatch = { key: string; delta: number; resetsAt: Date };
export type CounterRow = { key: string; hits: number; resetsAt: Date };

/**
 * One statement, atomic on every instance: adds each key's hits to its window, or starts a new
 * window with them when there is none or it has ended at `at`; returns the shared totals. Rows go
 * in key order, so that two instances flushing at once lock them in the same order.
 */
export async function addHits(db: Db, batch: HitBatch[], at: Date): Promise<CounterRow[]> {
  if (batch.length === 0) return [];
  const rows = JSON.stringify(
    batch.map((b) => ({ key: b.key, delta: b.delta, resets_at: b.resetsAt.toISOString() })),
  );
  const now = sql`${at.toISOString()}::timestamptz`;
  const expired = sql`${t.resetsAt} <= ${now}`;
  const result = (await db.execute(sql`
    insert into ${t} (key, hits, resets_at)
    select key, delta, resets_at
    from jsonb_to_recordset(${rows}::jsonb) as b(key text, delta integer, resets_at timestamptz)
    order by key
    on conflict (key) do update set
      hits = case when ${expired} then excluded.hits else ${t.hits} + excluded.hits end,
      resets_at = case when ${expired} then excluded.resets_at else ${t.resetsAt} end
    returning key, hits, resets_at`)) as unknown as {
    rows: { key: string; hits: number; resets_at: string | Date }[];
  };
  return result.rows.map((r) => ({ key: r.key, hits: Number(r.hits), resetsAt: new Date(r.resets_at) }));
}

/** Housekeeping: windows that ended before `before` count nothing any more. */
export async function pruneCounters(db: Db, before: Date): Promise<void> {
  await db.delete(t).where(lte(t.resetsAt, before));
}
