import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { users } from '../accounts/users.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { emoharDocuments } from '../emohar/emohar-documents.table.ts';

/** At most this many contracts on the dashboard (newest update first); archived ones are not shown. */
const DASHBOARD_CONTRACTS = 500;

const ownerContracts = preparedOn((db) =>
  db
    .select({
      id: contracts.id,
      title: contracts.title,
      contractType: contracts.contractType,
      status: contracts.status,
      counterPartyName: contracts.counterPartyName,
      expiryDate: contracts.expiryDate,
      updatedAt: contracts.updatedAt,
      emoharId: emoharDocuments.id,
      sealedAt: emoharDocuments.sealedAt,
    })
    .from(contracts)
    // A contract has at most one live e-mohar document (a partial unique index).
    .leftJoin(
      emoharDocuments,
      and(eq(emoharDocuments.contractId, contracts.id), ne(emoharDocuments.status, 'discarded')),
    )
    .where(
      and(
        eq(contracts.ownerId, sql.placeholder('ownerId')),
        isNull(contracts.deletedAt),
        isNull(contracts.archivedAt),
      ),
    )
    .orderBy(desc(contracts.updatedAt))
    .limit(DASHBOARD_CONTRACTS)
    .prepare('dashboard_contracts'),
);

/**
 * The owner's contracts and drafts with the fields the dashboard shows and their live e-mohar
 * document, in one query: never the HTML, text or JSON columns of a contract.
 */
export async function listDashboardContracts(db: Db, ownerId: string) {
  return ownerContracts(db).execute({ ownerId });
}

const ownerEmoharExpiries = preparedOn((db) =>
  db
    .select({
      id: emoharDocuments.id,
      title: emoharDocuments.contractName,
      counterPartyName: emoharDocuments.counterPartyName,
      expiryDate: emoharDocuments.expiryDate,
    })
    .from(emoharDocuments)
    .where(
      and(
        eq(emoharDocuments.ownerId, sql.placeholder('ownerId')),
        ne(emoharDocuments.status, 'discarded'),
        isNull(emoharDocuments.archivedAt),
        isNotNull(emoharDocuments.expiryDate),
      ),
    )
    .orderBy(asc(emoharDocuments.expiryDate))
    .prepare('dashboard_emohar_expiries'),
);

/** The owner's e-mohar documents that have an expiry date and were neither discarded nor archived. */
export async function listOwnerEmoharExpiries(db: Db, ownerId: string) {
  return ownerEmoharExpiries(db).execute({ ownerId });
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
