import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JudgementFavour } from '../../ai/case-package/judgement-favour.ts';

/**
 * The judgements LeXi may cite (spec part 2, "The judgements corpus"): the starter corpus shipped
 * with the product (`source` 'starter') and a firm's own imported judgements ('import'). `id` is the
 * starter entry's slug or the imported file's name without `.txt`; re-importing a file updates it.
 * `favour` is the side its rule favours as its author states it (the starter corpus's notes, see
 * starter-corpus-favours.ts); null for an imported judgement, whose stance is read from its words.
 */
export const judgements = pgTable(
  'judgements',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    citation: text('citation').notNull(),
    court: text('court').notNull(),
    year: integer('year'),
    jurisdiction: text('jurisdiction', { enum: ['IN', 'US', 'UK'] }).notNull(),
    area: text('area').notNull(),
    text: text('text').notNull(),
    source: text('source', { enum: ['starter', 'import'] }).notNull(),
    favour: jsonb('favour').$type<JudgementFavour>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judgements_updated_idx').on(t.updatedAt)],
);

/** Statute sections LeXi's search ranks beside the judgements (`Title: …` / `Desc: …` files). */
export const statutes = pgTable('statutes', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  source: text('source', { enum: ['starter', 'import'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JudgementRow = typeof judgements.$inferSelect;
export type StatuteRow = typeof statutes.$inferSelect;
export type Jurisdiction = JudgementRow['jurisdiction'];
