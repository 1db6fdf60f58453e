import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';

/**
 * A bulk-imported member has no password until they follow the emailed set-password link: a random
 * token of which only the SHA-256 is kept, used once, expiring. `mailed_at` is set once the email
 * has gone: a link a crash or a mail failure left unmailed is sent again, with a fresh token.
 */
export const memberPasswordLinks = pgTable(
  'member_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_password_links_token_key').on(t.tokenHash),
    index('member_password_links_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null and ${t.usedAt} is null`),
  ],
);

export type MemberPasswordLinkRow = typeof memberPasswordLinks.$inferSelect;
