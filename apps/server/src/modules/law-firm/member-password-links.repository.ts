import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findByTokenHash } from '../../lib/token-links.ts';
import { users } from '../accounts/users.table.ts';
import { organizationMembers, organizations } from '../organizations/organizations.table.ts';
import { memberPasswordLinks } from './member-password-links.table.ts';

export async function insertPasswordLinks(db: Db, rows: (typeof memberPasswordLinks.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(memberPasswordLinks).values(rows);
}

export function findPasswordLinkByHash(db: Db, tokenHash: string) {
  return findByTokenHash(db, memberPasswordLinks, tokenHash);
}

/** By token, locked for the rest of the transaction so that a link sets one password once. */
export function lockPasswordLinkByHash(db: Db, tokenHash: string) {
  return findByTokenHash(db, memberPasswordLinks, tokenHash, { lock: true });
}

export async function markPasswordLinkUsed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(memberPasswordLinks).set({ usedAt: at }).where(eq(memberPasswordLinks.id, id));
}

/** Notes that the email carrying this link has gone (by its hash: the token itself is not kept). */
export async function markPasswordLinkMailed(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(memberPasswordLinks)
    .set({ mailedAt: at })
    .where(and(eq(memberPasswordLinks.tokenHash, tokenHash), isNull(memberPasswordLinks.mailedAt)));
}

/**
 * Live links whose email never went (a crash after the import, or a mail failure), made before
 * `madeBefore` so that an import still mailing its links is left alone; with whom to mail.
 */
export function findUnmailedPasswordLinks(db: Db, madeBefore: Date, now: Date, limit: number) {
  return db
    .select({
      id: memberPasswordLinks.id,
      expiresAt: memberPasswordLinks.expiresAt,
      email: users.email,
      username: users.username,
      firmName: organizations.name,
    })
    .from(memberPasswordLinks)
    .innerJoin(users, eq(users.id, memberPasswordLinks.userId))
    .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        isNull(memberPasswordLinks.mailedAt),
        isNull(memberPasswordLinks.usedAt),
        gt(memberPasswordLinks.expiresAt, now),
        lt(memberPasswordLinks.createdAt, madeBefore),
      ),
    )
    .orderBy(memberPasswordLinks.createdAt)
    .limit(limit);
}

/**
 * Gives an unmailed link a fresh token (the old one was never sent, and is not kept) and marks it
 * mailed, in one step that only one instance wins; false when another got there first.
 */
export async function claimUnmailedPasswordLink(db: Db, id: string, tokenHash: string, at: Date) {
  const rows = await db
    .update(memberPasswordLinks)
    .set({ tokenHash, mailedAt: at })
    .where(and(eq(memberPasswordLinks.id, id), isNull(memberPasswordLinks.mailedAt)))
    .returning({ id: memberPasswordLinks.id });
  return rows.length === 1;
}

/** A claimed link whose email failed goes back to unmailed, to be tried again. */
export async function unmarkPasswordLinkMailed(db: Db, id: string): Promise<void> {
  await db.update(memberPasswordLinks).set({ mailedAt: null }).where(eq(memberPasswordLinks.id, id));
}
