import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { workspaces } from './workspaces.table.ts';

/** A note on a workspace of either kind. */
export const workspaceNotes = pgTable(
  'workspace_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_notes_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export type WorkspaceNoteRow = typeof workspaceNotes.$inferSelect;
