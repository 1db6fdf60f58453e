import type { PackageFact, PackageJudgement, PackageStrategy } from '@lexi/shared/api/case-package';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { jobs } from '../../lib/jobs/jobs.table.ts';
import { workspaces } from '../workspaces/workspaces.table.ts';

/**
 * A generated case package of a litigation workspace, one row per version (1, 2, …): the facts
 * chronology, the judgements and the strategy as generated. Its drafts, which people edit, are
 * rows of their own. Written with the job's end in one transaction.
 */
export const casePackages = pgTable(
  'case_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    facts: jsonb('facts').$type<PackageFact[]>().notNull(),
    judgements: jsonb('judgements').$type<PackageJudgement[]>().notNull(),
    strategy: jsonb('strategy').$type<PackageStrategy>().notNull(),
    /** Counted by the overview's tiles without reading the JSON. */
    judgementCount: integer('judgement_count').notNull(),
    draftCount: integer('draft_count').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('case_packages_workspace_version_uq').on(t.workspaceId, t.version)],
);

export type CasePackageRow = typeof casePackages.$inferSelect;

/** A document draft of a package version, editable (its HTML is saved by update-draft/). */
export const casePackageDrafts = pgTable(
  'case_package_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => casePackages.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_package_drafts_package_idx').on(t.packageId, t.position)],
);

export type CasePackageDraftRow = typeof casePackageDrafts.$inferSelect;
