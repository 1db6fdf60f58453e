import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/workspaces.table.ts';

/** The case of a litigation workspace (spec part 2 §3 "Litigation case"), made by the case wizard. */
export const litigationCases = pgTable(
  'litigation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    caseType: text('case_type').notNull(),
    representing: text('representing').notNull().default(''),
    complainant: text('complainant').notNull().default(''),
    accused: text('accused').notNull().default(''),
    victim: text('victim').notNull().default(''),
    allegations: text('allegations').notNull().default(''),
    factsSummary: text('facts_summary').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('litigation_cases_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export type LitigationCaseRow = typeof litigationCases.$inferSelect;
