import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TeamInviteRow, teamInvites } from './team-invites.table.ts';

/** Invitations not yet accepted, withdrawn or expired. */
export async function listPendingInvites(db: Db, organizationId: string, now: Date) {
  return db
    .select()
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.organizationId, organizationId),
        isNull(teamInvites.acceptedAt),
        isNull(teamInvites.revokedAt),
        gt(teamInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvites.createdAt));
}

/** Withdraws the open invitation of this address (expired or not), so a new one can take its place. */
export async function revokeOpenInviteOf(db: Db, organizationId: string, email: string, at: Date) {
  await db
    .update(teamInvites)
    .set({ revokedAt: at })
    .where(
      and(
        eq(teamInvites.organizationId, organizationId),
        eq(teamInvites.email, email),
        isNull(teamInvites.acceptedAt),
        isNull(teamInvites.revokedAt),
      ),
    );
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
    .where(
      and(
        eq(teamInvites.id, id),
        eq(teamInvites.organizationId, organizationId),
        isNull(teamInvites.acceptedAt),
        isNull(teamInvites.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeInvite(db: Db, id: string, at: Date): Promise<void> {
  await db.update(teamInvites).set({ revokedAt: at }).where(eq(teamInvites.id, id));
}

export async function findInviteByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.tokenHash, tokenHash)).limit(1);
  return row;
}

/** By token, locked for the rest of the transaction so that one link makes one account. */
export async function lockInviteByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.tokenHash, tokenHash)).for('update');
  return row;
}

export async function markInviteAccepted(db: Db, id: string, userId: string, at: Date): Promise<void> {
  await db.update(teamInvites).set({ acceptedAt: at, acceptedBy: userId }).where(eq(teamInvites.id, id));
}
