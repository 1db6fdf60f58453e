import { and, desc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordChanges } from '../../lib/after-commit.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { type EmoharDocumentRow, emoharDocuments } from './emohar-documents.table.ts';

/**
 * The topic under which every write of `emohar_documents` records whom it concerns (see
 * lib/after-commit.ts): the document's owner and the owner of the contract it hangs on (whose
 * contract shows its signing state). Every insert, update and delete of the table goes through
 * this file and the workspaces' move.
 */
export const EMOHAR_DOCUMENT_OWNERS = 'emohar_documents';

/** The owner of the contract a written document hangs on, read in the same statement. */
export const contractOwnerOfDocument = sql<
  string | null
>`(select ${contracts.ownerId} from ${contracts} where ${contracts.id} = ${emoharDocuments.contractId})`;

/** Every column of the document, and whom its write concerns besides its owner. */
const writtenDocument = { ...getTableColumns(emoharDocuments), contractOwnerId: contractOwnerOfDocument };

/** After a write of `emohar_documents`: whom the rows written concern (read from them). */
export async function documentOwnersChanged(
  db: Db,
  rows: readonly { ownerId: string; contractOwnerId: string | null }[],
) {
  await recordChanges(
    db,
    EMOHAR_DOCUMENT_OWNERS,
    rows.flatMap((row) => [row.ownerId, row.contractOwnerId]),
  );
}

/** The row written, told to documentOwnersChanged and given back without the extra column. */
async function written(
  db: Db,
  row: (EmoharDocumentRow & { contractOwnerId: string | null }) | undefined,
): Promise<EmoharDocumentRow | undefined> {
  if (!row) return undefined;
  await documentOwnersChanged(db, [row]);
  const { contractOwnerId: _, ...document } = row;
  return document;
}

export async function insertDocument(db: Db, values: typeof emoharDocuments.$inferInsert) {
  const [row] = await db.insert(emoharDocuments).values(values).returning(writtenDocument);
  const document = await written(db, row);
  if (!document) throw new Error('insert returned no row');
  return document;
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
  // Taken off a contract: that contract's owner's reads change too.
  const former =
    values.contractId === undefined && values.ownerId === undefined
      ? []
      : await db
          .select({ ownerId: emoharDocuments.ownerId, contractOwnerId: contractOwnerOfDocument })
          .from(emoharDocuments)
          .where(eq(emoharDocuments.id, id));
  const [row] = await db
    .update(emoharDocuments)
    .set(values)
    .where(eq(emoharDocuments.id, id))
    .returning(writtenDocument);
  await documentOwnersChanged(db, former);
  const document = await written(db, row);
  if (!document) throw new Error('update found no row');
  return document;
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
    .returning(writtenDocument);
  return written(db, row);
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
