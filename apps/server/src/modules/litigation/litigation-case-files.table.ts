import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { workspaces } from '../workspaces/workspaces.table.ts';

/**
 * The case files uploaded through the case details wizard, kept with their workspace: they go into
 * the case download later. The bytes live in file storage under `storageKey`.
 */
export const litigationCaseFiles = pgTable(
  'litigation_case_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('litigation_case_files_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export type LitigationCaseFileRow = typeof litigationCaseFiles.$inferSelect;
