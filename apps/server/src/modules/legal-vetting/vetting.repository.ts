import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { lawyerConnections } from './lawyer-profiles.table.ts';
import { type VettingRequestRow, vettingComments, vettingRequests } from './vetting-requests.table.ts';

const clients = alias(users, 'clients');
const lawyers = alias(users, 'lawyers');

/** Each request with, when its lawyer is still the client's current lawyer, that connection. */
function requestsSelect(db: Db) {
  return db
    .select({ request: vettingRequests, contract: contracts, client: clients, lawyer: lawyers })
    .from(vettingRequests)
    .innerJoin(contracts, eq(contracts.id, vettingRequests.contractId))
    .innerJoin(clients, eq(clients.id, vettingRequests.clientId))
    .innerJoin(lawyers, eq(lawyers.id, vettingRequests.lawyerId))
    .leftJoin(
      lawyerConnections,
      and(
        eq(lawyerConnections.clientId, vettingRequests.clientId),
        eq(lawyerConnections.lawyerId, vettingRequests.lawyerId),
      ),
    );
}
export type VettingRecord = Awaited<ReturnType<ReturnType<typeof requestsSelect>['execute']>>[number];

/**
 * Who sees a request: its client always (their contract, their history), its lawyer only while
 * they are still the client's current lawyer. Withdrawing from a lawyer (or choosing another)
 * ends the lawyer's access to every request of that client at once; the status stays as it was.
 */
const visibleTo = (userId: string) =>
  or(
    eq(vettingRequests.clientId, userId),
    and(eq(vettingRequests.lawyerId, userId), isNotNull(lawyerConnections.clientId)),
  );

/** The request of a contract, when the person may see it (see visibleTo) and the contract lives. */
export async function findRequestFor(
  db: Db,
  contractId: string,
  userId: string,
): Promise<VettingRecord | undefined> {
  const [row] = await requestsSelect(db)
    .where(and(eq(vettingRequests.contractId, contractId), visibleTo(userId)))
    .limit(1);
  return row && row.contract.deletedAt === null ? row : undefined;
}

/** Every request the person sent, or received as a current lawyer, most recently changed first. */
export async function listRequestsOf(db: Db, userId: string): Promise<VettingRecord[]> {
  const rows = await requestsSelect(db)
    .where(visibleTo(userId))
    .orderBy(desc(vettingRequests.updatedAt))
    .limit(500);
  return rows.filter((row) => row.contract.deletedAt === null);
}

/** Sends a contract to a lawyer, or sends it again (to the same or a new lawyer) from the start. */
export async function upsertRequest(db: Db, contractId: string, clientId: string, lawyerId: string) {
  const now = new Date();
  const [row] = await db
    .insert(vettingRequests)
    .values({ contractId, clientId, lawyerId })
    .onConflictDoUpdate({
      target: vettingRequests.contractId,
      set: { lawyerId, clientId, status: 'requested', updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function setRequestStatus(db: Db, id: string, status: VettingRequestRow['status']) {
  await db.update(vettingRequests).set({ status, updatedAt: new Date() }).where(eq(vettingRequests.id, id));
}

export async function insertComment(db: Db, requestId: string, authorId: string, body: string) {
  await db.insert(vettingComments).values({ requestId, authorId, body });
  await db.update(vettingRequests).set({ updatedAt: new Date() }).where(eq(vettingRequests.id, requestId));
}

export async function listComments(db: Db, requestId: string) {
  return db
    .select({ comment: vettingComments, author: users })
    .from(vettingComments)
    .innerJoin(users, eq(users.id, vettingComments.authorId))
    .where(eq(vettingComments.requestId, requestId))
    .orderBy(asc(vettingComments.createdAt), asc(vettingComments.id));
}
