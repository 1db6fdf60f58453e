import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { users } from '../accounts/users.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { emoharDocuments } from '../emohar/emohar-documents.table.ts';

/** At most this many contracts on the dashboard (newest update first); archived ones are not shown. */
const DASHBOARD_CONTRACTS = 500;

/** Which list a dashboard row belongs to. */
const source = (name: 'contract' | 'emohar') =>
  sql<'contract' | 'emohar'>`${sql.raw(`'${name}'`)}`.as('source');

/**
 * The owner's contracts and drafts (newest update first, at most DASHBOARD_CONTRACTS, not
 * archived) with the fields the dashboard shows and their live e-mohar document, and the owner's
 * e-mohar documents that have an expiry date (neither discarded nor archived), in one statement
 * and one round trip: never the HTML, text or JSON columns of a contract. The columns a document
 * has not are null.
 */
const ownerItems = preparedOn((db) => {
  const ownerId = sql.placeholder('ownerId');
  const contractRows = db
    .select({
      source: source('contract'),
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
    .where(and(eq(contracts.ownerId, ownerId), isNull(contracts.deletedAt), isNull(contracts.archivedAt)))
    .orderBy(desc(contracts.updatedAt))
    .limit(DASHBOARD_CONTRACTS);
  const documentRows = db
    .select({
      source: source('emohar'),
      id: emoharDocuments.id,
      title: emoharDocuments.contractName,
      contractType: sql<string>`null`.as('contract_type'),
      status: sql<(typeof contracts.status.enumValues)[number]>`null`.as('status'),
      counterPartyName: sql<string>`${emoharDocuments.counterPartyName}`.as('counter_party_name'),
      expiryDate: emoharDocuments.expiryDate,
      updatedAt: sql<Date>`null`.as('updated_at'),
      emoharId: sql<string | null>`null`.as('emohar_id'),
      sealedAt: sql<Date | null>`null`.as('sealed_at'),
    })
    .from(emoharDocuments)
    .where(
      and(
        eq(emoharDocuments.ownerId, ownerId),
        ne(emoharDocuments.status, 'discarded'),
        isNull(emoharDocuments.archivedAt),
        isNotNull(emoharDocuments.expiryDate),
      ),
    );
  return contractRows.unionAll(documentRows).prepare('dashboard_items');
});

/** A contract or draft as the dashboard shows it. */
export type DashboardContractRow = {
  id: string;
  title: string;
  contractType: string;
  status: (typeof contracts.status.enumValues)[number];
  counterPartyName: string;
  expiryDate: string | null;
  updatedAt: Date;
  emoharId: string | null;
  sealedAt: Date | null;
};

/** An e-mohar document with an expiry date, as the dashboard's expiry list shows it. */
export type DashboardDocumentRow = {
  id: string;
  title: string;
  counterPartyName: string | null;
  expiryDate: string;
};

/** The owner's dashboard contracts (newest update first) and expiring e-mohar documents. */
export async function listDashboardItems(
  db: Db,
  ownerId: string,
): Promise<{ contracts: DashboardContractRow[]; documents: DashboardDocumentRow[] }> {
  const rows = await ownerItems(db).execute({ ownerId });
  const contractRows: DashboardContractRow[] = [];
  const documents: DashboardDocumentRow[] = [];
  for (const { source: from, ...row } of rows) {
    if (from === 'contract') contractRows.push(row);
    else if (row.expiryDate) documents.push({ ...row, expiryDate: row.expiryDate });
  }
  // A UNION ALL keeps no order of its own: the newest update first, as the contracts part read them.
  contractRows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return { contracts: contractRows, documents };
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
