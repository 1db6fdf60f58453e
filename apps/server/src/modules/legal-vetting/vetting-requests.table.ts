import { VETTING_STATUSES } from '@lexi/shared/api/legal-vetting';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { contracts } from '../contracts/contracts.table.ts';

/** A contract its owner sent to their lawyer for vetting (one request per contract). */
export const vettingRequests = pgTable(
  'vetting_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VETTING_STATUSES }).notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vetting_requests_contract_key').on(t.contractId),
    index('vetting_requests_lawyer_idx').on(t.lawyerId, t.updatedAt),
  ],
);

export type VettingRequestRow = typeof vettingRequests.$inferSelect;

/** A comment on a vetting request, by the lawyer or the client. */
export const vettingComments = pgTable(
  'vetting_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => vettingRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vetting_comments_request_idx').on(t.requestId, t.createdAt)],
);
