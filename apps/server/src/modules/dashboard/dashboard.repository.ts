import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { emoharDocuments } from '../emohar/emohar-documents.table.ts';

/** The owner's e-mohar documents that have an expiry date and were neither discarded nor archived. */
export async function listOwnerEmoharExpiries(db: Db, ownerId: string) {
  return db
    .select({
      id: emoharDocuments.id,
      title: emoharDocuments.contractName,
      counterPartyName: emoharDocuments.counterPartyName,
      expiryDate: emoharDocuments.expiryDate,
    })
    .from(emoharDocuments)
    .where(
      and(
        eq(emoharDocuments.ownerId, ownerId),
        ne(emoharDocuments.status, 'discarded'),
        isNull(emoharDocuments.archivedAt),
        isNotNull(emoharDocuments.expiryDate),
      ),
    )
    .orderBy(asc(emoharDocuments.expiryDate));
}

export type ExpiringItem = {
  source: 'contract' | 'emohar';
  id: string;
  ownerId: string;
  ownerEmail: string;
  ownerFirstName: string;
  title: string;
  counterPartyName: string | null;
  expiryDate: string;
};

/** Every live contract and e-mohar document expiring on one of `dates` (YYYY-MM-DD), with its owner. */
export async function itemsExpiringOn(db: Db, dates: string[]): Promise<ExpiringItem[]> {
  if (dates.length === 0) return [];
  const contractRows = await db
    .select({
      id: contracts.id,
      ownerId: contracts.ownerId,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      title: contracts.title,
      counterPartyName: contracts.counterPartyName,
      expiryDate: contracts.expiryDate,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.ownerId))
    .where(and(isNull(contracts.deletedAt), inArray(contracts.expiryDate, dates)));
  const documentRows = await db
    .select({
      id: emoharDocuments.id,
      ownerId: emoharDocuments.ownerId,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      title: emoharDocuments.contractName,
      counterPartyName: emoharDocuments.counterPartyName,
      expiryDate: emoharDocuments.expiryDate,
    })
    .from(emoharDocuments)
    .innerJoin(users, eq(users.id, emoharDocuments.ownerId))
    .where(and(ne(emoharDocuments.status, 'discarded'), inArray(emoharDocuments.expiryDate, dates)));
  const withDate = <T extends { expiryDate: string | null }>(r: T): r is T & { expiryDate: string } =>
    r.expiryDate !== null;
  return [
    ...contractRows.filter(withDate).map((r) => ({ ...r, source: 'contract' as const })),
    ...documentRows.filter(withDate).map((r) => ({ ...r, source: 'emohar' as const })),
  ];
}
