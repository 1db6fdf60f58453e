import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type EmoharDocumentRow, emoharDocuments } from './emohar-documents.table.ts';

export async function insertDocument(db: Db, values: typeof emoharDocuments.$inferInsert) {
  const [row] = await db.insert(emoharDocuments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findDocumentById(db: Db, id: string): Promise<EmoharDocumentRow | undefined> {
  const [row] = await db.select().from(emoharDocuments).where(eq(emoharDocuments.id, id)).limit(1);
  return row;
}

/** The document row, locked until the transaction ends: changes and audit appends of one document queue here. */
export async function lockDocument(db: Db, id: string): Promise<EmoharDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(emoharDocuments)
    .where(eq(emoharDocuments.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateDocument(
  db: Db,
  id: string,
  values: Partial<typeof emoharDocuments.$inferInsert>,
): Promise<EmoharDocumentRow> {
  const [row] = await db.update(emoharDocuments).set(values).where(eq(emoharDocuments.id, id)).returning();
  if (!row) throw new Error('update found no row');
  return row;
}

/**
 * Marks the document sealed and its plan debit as taken, only if neither happened yet: of two
 * completions racing, exactly one gets the row back (and debits the plan).
 */
export async function markSealedOnce(
  db: Db,
  id: string,
  values: { currentKey: string; currentSha256: string; at: Date },
): Promise<EmoharDocumentRow | undefined> {
  const [row] = await db
    .update(emoharDocuments)
    .set({
      currentKey: values.currentKey,
      currentSha256: values.currentSha256,
      status: 'signed',
      sealedAt: values.at,
      planDebitedAt: values.at,
      updatedAt: values.at,
    })
    .where(
      and(
        eq(emoharDocuments.id, id),
        isNull(emoharDocuments.sealedAt),
        isNull(emoharDocuments.planDebitedAt),
      ),
    )
    .returning();
  return row;
}

/** The contract's signing document that was not discarded (at most one: a partial unique index). */
export async function findLiveDocumentOfContract(
  db: Db,
  contractId: string,
): Promise<EmoharDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(emoharDocuments)
    .where(and(eq(emoharDocuments.contractId, contractId), ne(emoharDocuments.status, 'discarded')))
    .orderBy(desc(emoharDocuments.createdAt))
    .limit(1);
  return row;
}

/** The owner's newest document of this name that is not discarded (the demo seeding finds its own). */
export async function findOwnerDocumentByName(
  db: Db,
  ownerId: string,
  contractName: string,
): Promise<EmoharDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(emoharDocuments)
    .where(
      and(
        eq(emoharDocuments.ownerId, ownerId),
        eq(emoharDocuments.contractName, contractName),
        ne(emoharDocuments.status, 'discarded'),
      ),
    )
    .orderBy(desc(emoharDocuments.createdAt))
    .limit(1);
  return row;
}
