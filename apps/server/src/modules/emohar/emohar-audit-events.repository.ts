import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type EmoharAuditEventRow, emoharAuditEvents } from './emohar-audit-events.table.ts';

// Append-only: this repository inserts and reads, and has no update or delete (a trigger refuses them too).

export async function insertAuditEvent(db: Db, values: typeof emoharAuditEvents.$inferInsert) {
  const [row] = await db.insert(emoharAuditEvents).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findLastAuditEvent(db: Db, documentId: string) {
  const [row] = await db
    .select({ seq: emoharAuditEvents.seq, hash: emoharAuditEvents.hash })
    .from(emoharAuditEvents)
    .where(eq(emoharAuditEvents.documentId, documentId))
    .orderBy(desc(emoharAuditEvents.seq))
    .limit(1);
  return row;
}

export async function listAuditEvents(db: Db, documentId: string): Promise<EmoharAuditEventRow[]> {
  return db
    .select()
    .from(emoharAuditEvents)
    .where(eq(emoharAuditEvents.documentId, documentId))
    .orderBy(asc(emoharAuditEvents.seq));
}
