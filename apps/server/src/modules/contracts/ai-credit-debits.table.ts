import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { subscriptions } from '../plans/subscriptions.table.ts';
import { contracts } from './contracts.table.ts';

/**
 * One row per AI credit spent. The unique contract id (and the request id a client may send as
 * Idempotency-Key, unique per user) make a second debit for the same draft impossible, whatever retries.
 */
export const aiCreditDebits = pgTable(
  'ai_credit_debits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .unique()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    requestId: text('request_id'),
    credits: integer('credits').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_credit_debits_request_once').on(t.userId, t.requestId)],
);

export type AiCreditDebitRow = typeof aiCreditDebits.$inferSelect;
