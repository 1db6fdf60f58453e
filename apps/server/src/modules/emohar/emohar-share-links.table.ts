import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { emoharDocuments } from './emohar-documents.table.ts';

/**
 * Links through which a counter party opens one document without an account. Only the SHA-256 of
 * the 256-bit token is stored. `used_at` is set when the counter party has signed through it.
 * `sealed_token` (AES-GCM under APP_SECRET) is kept only for links made when a contract was sent
 * for signature: the contract's signing share link hands it on to its holder.
 */
export const emoharShareLinks = pgTable(
  'emohar_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => emoharDocuments.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    contactInfo: text('contact_info'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sealedToken: text('sealed_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emohar_share_links_document_idx').on(t.documentId)],
);

export type EmoharShareLinkRow = typeof emoharShareLinks.$inferSelect;
