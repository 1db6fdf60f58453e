import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emoharDocuments } from './emohar-documents.table.ts';
import { emoharSigners } from './emohar-signers.table.ts';

/** consent → consented → identity_checked → code_sent → signed; `ended` when refused (too many tries, replaced). */
export const signSessionStates = [
  'consent',
  'consented',
  'identity_checked',
  'code_sent',
  'signed',
  'ended',
] as const;
export type SignSessionState = (typeof signSessionStates)[number];

/**
 * One signing attempt of a signer: the URL carries a 256-bit token of which only the SHA-256 is
 * stored; it lives 30 minutes. `provider_txn` is the transaction id sent to an eSign provider.
 */
export const emoharSignSessions = pgTable(
  'emohar_sign_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => emoharDocuments.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => emoharSigners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    state: text('state', { enum: signSessionStates }).notNull().default('consent'),
    identityFailures: integer('identity_failures').notNull().default(0),
    wrongCodeCount: integer('wrong_code_count').notNull().default(0),
    /** For 2-factor: when each of the two codes was verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    providerTxn: text('provider_txn'),
    /** Counter party only: the share token for the page the browser returns to, AES-GCM sealed with APP_SECRET. */
    returnTokenSealed: text('return_token_sealed'),
    endedReason: text('ended_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emohar_sign_sessions_signer_idx').on(t.signerId)],
);

export type EmoharSignSessionRow = typeof emoharSignSessions.$inferSelect;
