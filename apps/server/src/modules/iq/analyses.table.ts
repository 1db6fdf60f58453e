import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContractAnalysis } from '../../ai/iq/analyse-contract.ts';
import type { Proposal } from '../../ai/iq/proposals.ts';
import { users } from '../accounts/users.table.ts';

/**
 * A LeXi IQ analysis of an uploaded contract (spec §3 "IQ analysis"): the extracted text the
 * offsets point into, the engine's result, and for a negotiation the proposals with their status.
 * The uploaded file itself is not kept.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['risk', 'negotiation'] }).notNull(),
    status: text('status', { enum: ['processing', 'done', 'failed'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** The party the user represents (1 or 2); the result's risks and proposals are read for it. */
    party: integer('party').notNull().default(1),
    text: text('text').notNull(),
    result: jsonb('result').$type<ContractAnalysis>(),
    proposals: jsonb('proposals').$type<Proposal[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analyses_owner_idx').on(t.ownerId, t.createdAt)],
);

export type AnalysisRow = typeof analyses.$inferSelect;
