import { contractKinds } from '@lexi/shared/api/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { contracts } from './contracts.table.ts';

/**
 * Links through which a counter party reads one contract without an account. Only the SHA-256 of
 * the 256-bit token is stored; `signature` is the signing method the link offers, if any.
 */
export const contractShareLinks = pgTable(
  'contract_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    type: text('type', { enum: contractKinds }).notNull(),
    signatureMethod: text('signature_method', { enum: ['aadhaar', '2fa'] }),
    contactInfo: text('contact_info'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_share_links_contract_idx').on(t.contractId)],
);

export type ContractShareLinkRow = typeof contractShareLinks.$inferSelect;
