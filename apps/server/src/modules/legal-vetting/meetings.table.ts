import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';

/**
 * A meeting between a client and a lawyer. Two live meetings of one lawyer never overlap: the
 * migration adds an exclusion constraint (`meetings_no_overlap`, btree_gist) on
 * tstzrange(starts_at, ends_at) for rows that are not cancelled, so that the database, not a
 * check-then-insert race, decides who gets a slot.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    purpose: text('purpose').notNull(),
    message: text('message').notNull(),
    /** The iCalendar SEQUENCE of the latest invitation sent (0, then +1 per change). */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetings_lawyer_idx').on(t.lawyerId, t.startsAt),
    index('meetings_client_idx').on(t.clientId, t.startsAt),
    index('meetings_live_idx').on(t.startsAt).where(sql`${t.cancelledAt} is null`),
  ],
);

export type MeetingRow = typeof meetings.$inferSelect;
