import type { CaseType, ContractWorkspaceType } from '@lexi/shared/validation/workspaces';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

export const workspaceKinds = ['contract', 'litigation'] as const;
export type WorkspaceKind = (typeof workspaceKinds)[number];

/**
 * A contract workspace or a litigation workspace (spec part 2 §3). It belongs to its creator and,
 * when the creator was in a firm on creation, to that firm (`organization_id`): see
 * workspace-access.ts for who sees and changes it. The litigation columns are null for a contract
 * workspace and the contract columns null for a litigation one.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: workspaceKinds }).notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** Contract: null for an Internal workspace. Litigation: always set. */
    clientName: text('client_name'),
    workspaceType: text('workspace_type').$type<ContractWorkspaceType>(),
    caseType: text('case_type').$type<CaseType>(),
    opponentName: text('opponent_name'),
    areaOfLaw: text('area_of_law'),
    /**
     * What the litigation search looks in: name, client, opponent, case type and area of law,
     * lower-cased and one per line, kept by the database (LIKE '%text%' on it uses a trigram index).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || E'\\n' || coalesce(client_name, '') || E'\\n' || coalesce(opponent_name, '') || E'\\n' || coalesce(case_type, '') || E'\\n' || coalesce(area_of_law, ''))`,
    ),
    /** Litigation timeline, newest first ('Workspace created' at first). */
    timeline: jsonb('timeline').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Visibility (firm or creator) with the list's order: newest update first.
    index('workspaces_org_kind_updated_idx').on(t.organizationId, t.kind, t.updatedAt.desc(), t.id),
    index('workspaces_creator_kind_updated_idx').on(t.createdBy, t.kind, t.updatedAt.desc(), t.id),
    // Substring search of the litigation list: one trigram index over the searched columns.
    index('workspaces_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A workspace as the services read it (without `search_text`, which only the search uses). */
export type WorkspaceRow = Omit<typeof workspaces.$inferSelect, 'searchText'>;
