import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findByTokenHash } from '../../lib/token-links.ts';
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

/** A new link replaces the member's unused ones: only the newest link works. */
export async function deleteUnusedLinksOf(db: Db, userId: string): Promise<void> {
  await db
    .delete(memberPasswordLinks)
    .where(and(eq(memberPasswordLinks.userId, userId), isNull(memberPasswordLinks.usedAt)));
}
