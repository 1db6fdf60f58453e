import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContractShareLinkRow, contractShareLinks } from './contract-share-links.table.ts';

export async function insertContractShareLink(db: Db, values: typeof contractShareLinks.$inferInsert) {
  const [row] = await db.insert(contractShareLinks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findContractShareLinkByHash(
  db: Db,
  tokenHash: string,
): Promise<ContractShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(contractShareLinks)
    .where(eq(contractShareLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function setContractShareLinkContact(db: Db, id: string, contactInfo: string): Promise<void> {
  await db.update(contractShareLinks).set({ contactInfo }).where(eq(contractShareLinks.id, id));
}

/** Revokes every live link of the contract (it was deleted); returns how many. */
export async function revokeLiveContractShareLinks(db: Db, contractId: string, at: Date): Promise<number> {
  const rows = await db
    .update(contractShareLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(contractShareLinks.contractId, contractId),
        isNull(contractShareLinks.revokedAt),
        gt(contractShareLinks.expiresAt, at),
      ),
    )
    .returning({ id: contractShareLinks.id });
  return rows.length;
}
