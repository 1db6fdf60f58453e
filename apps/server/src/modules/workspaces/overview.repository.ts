import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { emoharDocuments } from '../emohar/emohar-documents.table.ts';

const one = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

/** The owner's contracts drafted with LeXi (not deleted). */
export function countDraftedContracts(db: Db, ownerId: string) {
  return one(
    db
      .select({ n: count() })
      .from(contracts)
      .where(and(eq(contracts.ownerId, ownerId), isNull(contracts.deletedAt))),
  );
}

/**
 * The owner's signed contracts: LeXi contracts every party signed, plus uploaded e-mohar documents
 * that were signed (a document made from a LeXi contract is counted once, as its contract).
 */
export async function countSignedContracts(db: Db, ownerId: string) {
  const [drafted, uploaded] = await Promise.all([
    one(
      db
        .select({ n: count() })
        .from(contracts)
        .where(
          and(eq(contracts.ownerId, ownerId), eq(contracts.status, 'signed'), isNull(contracts.deletedAt)),
        ),
    ),
    one(
      db
        .select({ n: count() })
        .from(emoharDocuments)
        .where(
          and(
            eq(emoharDocuments.ownerId, ownerId),
            eq(emoharDocuments.status, 'signed'),
            isNull(emoharDocuments.contractId),
          ),
        ),
    ),
  ]);
  return drafted + uploaded;
}
