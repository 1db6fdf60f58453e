import { contractStatuses } from '@lexi/shared/api/contracts';
import { emoharParties, emoharStatuses } from '@lexi/shared/api/emohar';
import { esignMethods } from '@lexi/shared/api/emohar-signing';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { workspaces } from '../workspaces/workspaces.table.ts';

/**
 * An e-mohar document. The file itself is in the FileStorage under `original_key`; signing writes
 * each new version (one incremental update per signature, then the seal) under `current_key`, so
 * the original and its SHA-256 stay as uploaded for the certificate of completion.
 */
export const emoharDocuments = pgTable(
  'emohar_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    party: text('party', { enum: emoharParties }).notNull(),
    fileName: text('file_name').notNull(),
    contractName: text('contract_name').notNull().default('Contract'),
    originalKey: text('original_key').notNull(),
    originalSha256: text('original_sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    currentKey: text('current_key').notNull(),
    currentSha256: text('current_sha256').notNull(),
    counterPartyName: text('counter_party_name'),
    contractType: text('contract_type'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    status: text('status', { enum: emoharStatuses }).notNull().default('uploaded'),
    /** When the platform seal was applied; current_sha256 is then what /verify checks. */
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    /** Set once, by the completion that debits the owner's plan one e-sign: the guard against a double debit. */
    planDebitedAt: timestamp('plan_debited_at', { withTimezone: true }),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    /**
     * When the owner archived it: off their lists (inbox, dashboard), nothing else changes; it stays
     * verifiable and downloadable. A document made from a contract follows its contract's archive.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The LeXi contract this document was made from (send_for_signature); null for an upload. */
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** The contract's status when it was sent for signature: what a discard gives it back. */
    contractPriorStatus: text('contract_prior_status', { enum: contractStatuses }),
    /** The method the owner chose for the counter party; null: the counter party chooses. */
    signatureMethod: text('signature_method', { enum: esignMethods }),
    /** The contract workspace it is in, if any; deleting the workspace leaves the document. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emohar_documents_owner_idx').on(t.ownerId, t.createdAt),
    index('emohar_documents_workspace_idx').on(t.workspaceId),
    // At most one live signing document per contract: two racing send_for_signature calls make one.
    uniqueIndex('emohar_documents_live_contract_idx')
      .on(t.contractId)
      .where(sql`${t.contractId} is not null and ${t.status} <> 'discarded'`),
  ],
);

export type EmoharDocumentRow = typeof emoharDocuments.$inferSelect;
