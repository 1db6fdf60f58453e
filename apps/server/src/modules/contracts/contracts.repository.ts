import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContractRow, contracts } from './contracts.table.ts';

export async function insertContract(db: Db, values: typeof contracts.$inferInsert): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A contract that is not deleted, or undefined. */
export async function findContractById(db: Db, id: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), isNull(contracts.deletedAt)))
    .limit(1);
  return row;
}

/** The contract row, locked until the transaction ends: changes of one contract queue here. */
export async function lockContract(db: Db, id: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), isNull(contracts.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateContract(
  db: Db,
  id: string,
  values: Partial<typeof contracts.$inferInsert>,
): Promise<ContractRow> {
  const [row] = await db.update(contracts).set(values).where(eq(contracts.id, id)).returning();
  if (!row) throw new Error('update found no row');
  return row;
}

/**
 * Records the DOCX made of the version saved at `savedAt`; a save in between wins (false), so a
 * slow DOCX can never stand for a newer text.
 */
export async function setDocxKey(db: Db, id: string, key: string, savedAt: Date): Promise<boolean> {
  const rows = await db
    .update(contracts)
    .set({ docxKey: key })
    .where(and(eq(contracts.id, id), eq(contracts.updatedAt, savedAt)))
    .returning({ id: contracts.id });
  return rows.length === 1;
}
