import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findByTokenHash } from '../../lib/token-links.ts';
import { type TeamInviteRow, teamInvites } from './team-invites.table.ts';

/** The firm's invitations neither accepted nor withdrawn (expired or not). */
const openInvitesOf = (organizationId: string) =>
  and(
    eq(teamInvites.organizationId, organizationId),
    isNull(teamInvites.acceptedAt),
    isNull(teamInvites.revokedAt),
  );

/** Invitations not yet accepted, withdrawn or expired. */
export async function listPendingInvites(db: Db, organizationId: string, now: Date) {
  return db
    .select()
    .from(teamInvites)
    .where(and(openInvitesOf(organizationId), gt(teamInvites.expiresAt, now)))
    .orderBy(asc(teamInvites.createdAt));
}

/** Withdraws the open invitation of this address (expired or not), so a new one can take its place. */
export async function revokeOpenInviteOf(db: Db, organizationId: string, email: string, at: Date) {
  await db
    .update(teamInvites)
    .set({ revokedAt: at })
    .where(and(openInvitesOf(organizationId), eq(teamInvites.email, email)));
}

export async function insertInvite(db: Db, values: typeof teamInvites.$inferInsert): Promise<TeamInviteRow> {
  const [row] = await db.insert(teamInvites).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An open invitation of this firm, by id. */
export async function findOpenInvite(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.id, id), openInvitesOf(organizationId)))
    .limit(1);
  return row;
}

export async function revokeInvite(db: Db, id: string, at: Date): Promise<void> {
  await db.update(teamInvites).set({ revokedAt: at }).where(eq(teamInvites.id, id));
}

export function findInviteByHash(db: Db, tokenHash: string) {
  return findByTokenHash(db, teamInvites, tokenHash);
}

/** By token, locked for the rest of the transaction so that one link makes one account. */
export function lockInviteByHash(db: Db, tokenHash: string) {
  return findByTokenHash(db, teamInvites, tokenHash, { lock: true });
}

export async function markInviteAccepted(db: Db, id: string, userId: string, at: Date): Promise<void> {
  await db.update(teamInvites).set({ acceptedAt: at, acceptedBy: userId }).where(eq(teamInvites.id, id));
}
