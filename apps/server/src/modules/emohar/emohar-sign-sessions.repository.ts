import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type EmoharSignSessionRow, emoharSignSessions } from './emohar-sign-sessions.table.ts';

type SessionValues = typeof emoharSignSessions.$inferInsert;

export async function insertSignSession(db: Db, values: SessionValues): Promise<EmoharSignSessionRow> {
  const [row] = await db.insert(emoharSignSessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findSignSession(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(emoharSignSessions).where(eq(emoharSignSessions.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findSignSessionByTxn(db: Db, providerTxn: string) {
  const [row] = await db
    .select()
    .from(emoharSignSessions)
    .where(eq(emoharSignSessions.providerTxn, providerTxn))
    .limit(1);
  return row;
}

export async function updateSignSession(db: Db, id: string, values: Partial<SessionValues>) {
  const [row] = await db
    .update(emoharSignSessions)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(emoharSignSessions.id, id))
    .returning();
  if (!row) throw new Error('update found no row');
  return row;
}

/** Ends the signer's unfinished sessions (a new start replaces them). */
export async function endOpenSessions(db: Db, signerId: string, reason: string, at: Date) {
  await db
    .update(emoharSignSessions)
    .set({ state: 'ended', endedReason: reason, updatedAt: at })
    .where(
      and(
        eq(emoharSignSessions.signerId, signerId),
        inArray(emoharSignSessions.state, ['consent', 'consented', 'identity_checked', 'code_sent']),
      ),
    );
}
