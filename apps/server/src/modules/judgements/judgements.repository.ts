import { and, asc, count, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type JudgementRow, judgements, type StatuteRow, statutes } from './judgements.table.ts';

/** A judgement to write; without a favour (an imported one) its stance is read from its words. */
export type NewJudgement = Omit<JudgementRow, 'updatedAt' | 'favour'> & { favour?: JudgementRow['favour'] };
export type NewStatute = Omit<StatuteRow, 'updatedAt'>;

/** Rows per statement when many judgements are written at once. */
const BATCH = 200;

/** Inserts the judgements, or updates those already there by id. */
export async function upsertJudgements(db: Db, rows: readonly NewJudgement[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(judgements)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: judgements.id,
        set: {
          title: sql`excluded.title`,
          citation: sql`excluded.citation`,
          court: sql`excluded.court`,
          year: sql`excluded.year`,
          jurisdiction: sql`excluded.jurisdiction`,
          area: sql`excluded.area`,
          text: sql`excluded.text`,
          source: sql`excluded.source`,
          favour: sql`excluded.favour`,
          updatedAt: sql`now()`,
        },
        // An unchanged row keeps its time, so the search index is not rebuilt for nothing.
        setWhere: sql`(${judgements.title}, ${judgements.citation}, ${judgements.court}, ${judgements.year}, ${judgements.jurisdiction}, ${judgements.area}, ${judgements.text}, ${judgements.source}, ${judgements.favour}) is distinct from (excluded.title, excluded.citation, excluded.court, excluded.year, excluded.jurisdiction, excluded.area, excluded.text, excluded.source, excluded.favour)`,
      });
  }
}

export async function upsertStatutes(db: Db, rows: readonly NewStatute[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(statutes)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: statutes.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          source: sql`excluded.source`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${statutes.title}, ${statutes.description}, ${statutes.source}) is distinct from (excluded.title, excluded.description, excluded.source)`,
      });
  }
}

/** Changes whenever a row is added or updated: how an index built from the table knows it is stale. */
export async function judgementsSignature(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), last: max(judgements.updatedAt) }).from(judgements);
  return `${row?.n ?? 0}/${row?.last?.toISOString() ?? ''}`;
}

export async function statutesSignature(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), last: max(statutes.updatedAt) }).from(statutes);
  return `${row?.n ?? 0}/${row?.last?.toISOString() ?? ''}`;
}

const listed = {
  id: judgements.id,
  title: judgements.title,
  citation: judgements.citation,
  court: judgements.court,
  year: judgements.year,
  jurisdiction: judgements.jurisdiction,
  area: judgements.area,
};
export type JudgementListing = {
  id: string;
  title: string;
  citation: string;
  court: string;
  year: number | null;
  jurisdiction: JudgementRow['jurisdiction'];
  /** The field of law ('Contract: …'; empty for an imported judgement). */
  area: string;
};

/** A page of judgements with their text, in id order after `afterId`. */
export function judgementPage(db: Db, afterId: string, size: number) {
  return db
    .select({ ...listed, text: judgements.text })
    .from(judgements)
    .where(gt(judgements.id, afterId))
    .orderBy(asc(judgements.id))
    .limit(size);
}

export async function judgementTexts(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: judgements.id, text: judgements.text })
    .from(judgements)
    .where(inArray(judgements.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.text]));
}

/** The favours stored for these judgements (none for those without), as stored: the caller reads them. */
export async function judgementFavours(db: Db, ids: readonly string[]): Promise<Map<string, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: judgements.id, favour: judgements.favour })
    .from(judgements)
    .where(and(inArray(judgements.id, [...ids]), isNotNull(judgements.favour)));
  return new Map(rows.map((r) => [r.id, r.favour]));
}

export async function findJudgement(db: Db, id: string): Promise<JudgementRow | undefined> {
  const [row] = await db.select().from(judgements).where(eq(judgements.id, id));
  return row;
}

export function allStatutes(db: Db) {
  return db.select().from(statutes).orderBy(asc(statutes.id));
}
