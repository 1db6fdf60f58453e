import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/users.table.ts';
import { type EmoharSignerRow, emoharSigners } from './emohar-signers.table.ts';

type SignerValues = typeof emoharSigners.$inferInsert;

/** Creates the role's signer, or replaces the identity and placement of a pending one. */
export async function upsertPendingSigner(db: Db, values: SignerValues): Promise<EmoharSignerRow> {
  const { documentId: _d, role: _r, ...changes } = values;
  const [row] = await db
    .insert(emoharSigners)
    .values(values)
    .onConflictDoUpdate({ target: [emoharSigners.documentId, emoharSigners.role], set: changes })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function findSigner(db: Db, documentId: string, role: EmoharSignerRow['role']) {
  const [row] = await db
    .select()
    .from(emoharSigners)
    .where(and(eq(emoharSigners.documentId, documentId), eq(emoharSigners.role, role)))
    .limit(1);
  return row;
}

export async function findSignerById(db: Db, id: string): Promise<EmoharSignerRow | undefined> {
  const [row] = await db.select().from(emoharSigners).where(eq(emoharSigners.id, id)).limit(1);
  return row;
}

/** The document's signers, owner first. */
export async function listSigners(db: Db, documentId: string): Promise<EmoharSignerRow[]> {
  const rows = await db
    .select()
    .from(emoharSigners)
    .where(eq(emoharSigners.documentId, documentId))
    .orderBy(asc(emoharSigners.createdAt));
  return rows.sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));
}

export async function updateSigner(db: Db, id: string, values: Partial<SignerValues>) {
  const [row] = await db.update(emoharSigners).set(values).where(eq(emoharSigners.id, id)).returning();
  if (!row) throw new Error('update found no row');
  return row;
}

/**
 * Whether the user signed the document as its counter party: the counter party's signature was
 * made with the address of the user's account, and the account has verified that address.
 */
export async function signedAsCounterParty(db: Db, documentId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: emoharSigners.id })
    .from(emoharSigners)
    .innerJoin(users, sql`lower(${users.email}) = lower(${emoharSigners.email})`)
    .where(
      and(
        eq(emoharSigners.documentId, documentId),
        eq(emoharSigners.role, 'counter_party'),
        eq(emoharSigners.status, 'signed'),
        eq(users.id, userId),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
