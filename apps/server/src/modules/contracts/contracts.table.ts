import { contractStatuses } from '@lexi/shared/api/contracts';
import type { Jurisdiction } from '@lexi/shared/countries';
import type { ContractData, DraftFormData, PartyType } from '@lexi/shared/validation/draft-form';
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContractDocument } from '../../ai/ai-provider.ts';
import { users } from '../accounts/users.table.ts';
import { workspaces } from '../workspaces/workspaces.table.ts';

/**
 * A contract drafted with LeXi. `document` is the engine's structured draft (what the DOCX is built
 * from until someone edits the text); `html_content` and `contract_text` are what the user last
 * saved. Files (the DOCX made for show_contract, a saved PDF) are in the FileStorage.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jurisdiction: text('jurisdiction').$type<Jurisdiction>().notNull(),
    contractType: text('contract_type').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: contractStatuses }).notNull().default('draft'),
    isEditable: boolean('is_editable').notNull().default(true),
    formData: jsonb('form_data').$type<DraftFormData>().notNull(),
    contractData: jsonb('contract_data').$type<ContractData>().notNull(),
    document: jsonb('document').$type<ContractDocument>().notNull(),
    contractText: text('contract_text').notNull(),
    htmlContent: text('html_content').notNull(),
    /** Set when the user saved their own text: the DOCX is then built from the HTML. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    party1: text('party1').$type<PartyType>().notNull(),
    party2: text('party2').$type<PartyType>().notNull(),
    isResolutions: boolean('is_resolutions').notNull(),
    counterPartyName: text('counter_party_name').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    docxKey: text('docx_key'),
    pdfKey: text('pdf_key'),
    refined: boolean('refined').notNull().default(false),
    /** The contract workspace it is in, if any; deleting the workspace leaves the contract. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the owner archived it: off their lists (inbox, dashboard), nothing else changes. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('contracts_owner_idx').on(t.ownerId, t.updatedAt),
    index('contracts_workspace_idx').on(t.workspaceId),
    index('contracts_expiry_idx')
      .on(t.expiryDate)
      .where(sql`${t.deletedAt} is null and ${t.expiryDate} is not null`),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
