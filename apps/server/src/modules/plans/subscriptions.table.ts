import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';

/** A user's plan and what of it has been used. The plans themselves are in plans.catalog.ts. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').notNull(),
    esignUsed: integer('esign_used').notNull().default(0),
    aiCreditsUsed: integer('ai_credits_used').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.startedAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
