import { esignMethods, signerRoles, signerStatuses } from '@lexi/shared/api/emohar-signing';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { emoharDocuments } from './emohar-documents.table.ts';
import { emoharShareLinks } from './emohar-share-links.table.ts';

/**
 * A required signer of a document: the owner (single and multi party) and the counter party
 * (multi party, through a share link, without an account). One row per role; while it is pending a
 * new start replaces its identity and placement. Only the last four ID digits are ever stored.
 */
export const emoharSigners = pgTable(
  'emohar_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => emoharDocuments.id, { onDelete: 'cascade' }),
    role: text('role', { enum: signerRoles }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    shareLinkId: uuid('share_link_id').references(() => emoharShareLinks.id, { onDelete: 'set null' }),
    aadharName: text('aadhar_name').notNull(),
    aadharLastDigits: text('aadhar_last_digits').notNull(),
    email: text('email').notNull(),
    /** E.164 (+ and the country code, e.g. +447911123456), for the 2-factor SMS code. */
    mobile: text('mobile'),
    gender: text('gender').notNull(),
    birthYear: integer('birth_year').notNull(),
    method: text('method', { enum: esignMethods }).notNull(),
    /** 1-based page; the box in fractions of the displayed page from its top-left corner. */
    pageNo: integer('page_no').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    status: text('status', { enum: signerStatuses }).notNull().default('pending'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('emohar_signers_document_role_key').on(t.documentId, t.role),
    index('emohar_signers_document_idx').on(t.documentId),
    // The documents a person signed as a counter party, found by their account's email (the inbox).
    index('emohar_signers_counter_party_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.role} = 'counter_party' and ${t.status} = 'signed'`),
  ],
);

export type EmoharSignerRow = typeof emoharSigners.$inferSelect;
