import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../modules/accounts/users.table.ts';

/**
 * Each link LeXi mailed to an address a person typed (share links, links to sign): counted per
 * sender and per recipient over the last hour to cap how much mail one account can make LeXi
 * send (link-mail-quota.ts). In the database, so that every instance counts the same sends.
 */
export const linkMails = pgTable(
  'link_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address, lower-cased. */
    recipient: text('recipient').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('link_mails_sender_idx').on(t.senderId, t.createdAt),
    index('link_mails_recipient_idx').on(t.recipient, t.createdAt),
  ],
);
