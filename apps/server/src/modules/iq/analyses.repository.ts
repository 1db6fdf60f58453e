import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AnalysisRow, analyses } from './analyses.table.ts';

export async function insertAnalysis(db: Db, values: typeof analyses.$inferInsert): Promise<AnalysisRow> {
  const [row] = await db.insert(analyses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The owner's analyses, newest first, without their text or results. */
export async function listOwnAnalyses(db: Db, ownerId: string) {
  return db
    .select({
      id: analyses.id,
      kind: analyses.kind,
      status: analyses.status,
      fileName: analyses.fileName,
      createdAt: analyses.createdAt,
      result: analyses.result,
      party: analyses.party,
    })
    .from(analyses)
    .where(eq(analyses.ownerId, ownerId))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(500);
}

export async function findOwnAnalysis(
  db: Db,
  ownerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AnalysisRow | undefined> {
  const query = db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.ownerId, ownerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function deleteOwnAnalysis(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.ownerId, ownerId)))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

export async function updateAnalysisProposals(
  db: Db,
  id: string,
  proposals: AnalysisRow['proposals'],
  now: Date,
) {
  await db.update(analyses).set({ proposals, updatedAt: now }).where(eq(analyses.id, id));
}

export async function updateAnalysisResult(
  db: Db,
  id: string,
  changes: Pick<AnalysisRow, 'party' | 'result' | 'proposals' | 'updatedAt'>,
) {
  await db.update(analyses).set(changes).where(eq(analyses.id, id));
}

/** Any analysis by id, for the background job (the caller is the system, not a user). */
export async function findAnalysisById(db: Db, id: string): Promise<AnalysisRow | undefined> {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
  return row;
}

/** Stores the job's outcome, only over a row still processing (a second run changes nothing). */
export async function finishAnalysis(
  db: Db,
  id: string,
  changes: Pick<AnalysisRow, 'status' | 'result' | 'proposals'>,
  now: Date,
) {
  await db
    .update(analyses)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(analyses.id, id), eq(analyses.status, 'processing')));
}
