import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type EmoharShareLinkRow, emoharShareLinks } from './emohar-share-links.table.ts';

export async function insertShareLink(db: Db, values: typeof emoharShareLinks.$inferInsert) {
  const [row] = await db.insert(emoharShareLinks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findShareLinkByHash(
  db: Db,
  tokenHash: string,
): Promise<EmoharShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(emoharShareLinks)
    .where(eq(emoharShareLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Revokes the document's links that are neither revoked, used nor expired; returns their ids. */
export async function revokeLiveShareLinks(db: Db, documentId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(emoharShareLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(emoharShareLinks.documentId, documentId),
        isNull(emoharShareLinks.revokedAt),
        isNull(emoharShareLinks.usedAt),
        gt(emoharShareLinks.expiresAt, at),
      ),
    )
    .returning({ id: emoharShareLinks.id });
  return rows.map((r) => r.id);
}

export async function setShareLinkContact(db: Db, id: string, contactInfo: string): Promise<void> {
  await db.update(emoharShareLinks).set({ contactInfo }).where(eq(emoharShareLinks.id, id));
}

/** The counter party has signed through this link: it opens the signing no more. */
export async function markShareLinkUsed(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(emoharShareLinks)
    .set({ usedAt: at })
    .where(and(eq(emoharShareLinks.id, id), isNull(emoharShareLinks.usedAt)));
}

export async function setShareLinkSealedToken(db: Db, id: string, sealedToken: string): Promise<void> {
  await db.update(emoharShareLinks).set({ sealedToken }).where(eq(emoharShareLinks.id, id));
}

/** The newest link of the document that keeps its token sealed and is neither revoked, used nor expired. */
export async function findLiveSealedLink(
  db: Db,
  documentId: string,
  at: Date,
): Promise<EmoharShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(emoharShareLinks)
    .where(
      and(
        eq(emoharShareLinks.documentId, documentId),
        isNotNull(emoharShareLinks.sealedToken),
        isNull(emoharShareLinks.revokedAt),
        isNull(emoharShareLinks.usedAt),
        gt(emoharShareLinks.expiresAt, at),
      ),
    )
    .orderBy(desc(emoharShareLinks.createdAt))
    .limit(1);
  return row;
}
