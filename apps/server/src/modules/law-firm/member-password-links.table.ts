import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';

/**
 * The emailed link of a member a firm's admin made: a random token of which only the SHA-256 is
 * kept, used once, expiring. A bulk-imported member has no password and chooses it through a
 * `set_password` link; a member created with a password confirms their account (email and mobile)
 * through a `confirm_account` link. Either proves the email address. Its mail is queued in the mail
 * outbox with the link, in the same transaction, and sent from there exactly once.
 */
export const memberPasswordLinks = pgTable(
  'member_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['set_password', 'confirm_account'] })
      .notNull()
      .default('set_password'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_password_links_token_key').on(t.tokenHash)],
);

export type MemberPasswordLinkRow = typeof memberPasswordLinks.$inferSelect;
