import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { subscriptions } from '../plans/subscriptions.table.ts';

/**
 * A seat of the firm's plan given to a member: the member's subscription of that plan, which ends
 * with the firm's. One seat per member; giving the seat back cancels that subscription.
 */
export const firmPlanSeats = pgTable(
  'firm_plan_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('firm_plan_seats_user_key').on(t.userId)],
);

export type FirmPlanSeatRow = typeof firmPlanSeats.$inferSelect;
