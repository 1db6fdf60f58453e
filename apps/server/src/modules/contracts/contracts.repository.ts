import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordChanges } from '../../lib/after-commit.ts';
import { type ContractRow, contracts } from './contracts.table.ts';

/**
 * The topic under which every write of `contracts` records the owners whose contracts it changed
 * (see lib/after-commit.ts): their cached reads (the dashboard) are forgotten after the commit.
 * Every insert, update and delete of the table goes through this file and the workspaces' move.
 */
export const CONTRACT_OWNERS = 'contracts';

/** After a write of `contracts`: the owners of the rows written (read from them). */
export function contractOwnersChanged(db: Db, ownerIds: Iterable<string | null | undefined>) {
  return recordChanges(db, CONTRACT_OWNERS, ownerIds);
}

export async function insertContract(db: Db, values: typeof contracts.$inferInsert): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await contractOwnersChanged(db, [row.ownerId]);
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
  // A new owner: the former one's reads change too.
  const former =
    values.ownerId === undefined
      ? []
      : await db.select({ ownerId: contracts.ownerId }).from(contracts).where(eq(contracts.id, id));
  const [row] = await db.update(contracts).set(values).where(eq(contracts.id, id)).returning();
  if (!row) throw new Error('update found no row');
  await contractOwnersChanged(db, [row.ownerId, ...former.map((r) => r.ownerId)]);
  return row;
}

/** The owner's contracts that are neither deleted nor archived, most recently changed first. */
export async function listOwnerContracts(db: Db, ownerId: string, limit = 500): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), isNull(contracts.deletedAt), isNull(contracts.archivedAt)))
    .orderBy(desc(contracts.updatedAt))
    .limit(limit);
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
    .returning({ ownerId: contracts.ownerId });
  await contractOwnersChanged(
    db,
    rows.map((r) => r.ownerId),
  );
  return rows.length === 1;
}
