import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request counters of the rate limiter, shared by every instance: one row per client key and
 * limit, counting the hits of the window that ends at `resets_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);
