import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** A table of emailed links that keeps the SHA-256 of each link's token (see crypto/tokens.ts). */
type TokenTable = PgTable & { tokenHash: PgColumn };

/**
 * The link whose token hashes to `tokenHash`. With `lock`, the row is held for the rest of the
 * transaction, so that one link is spent once.
 */
export async function findByTokenHash<T extends TokenTable>(
  db: Db,
  table: T,
  tokenHash: string,
  { lock = false } = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query.limit(1);
  return row as T['$inferSelect'] | undefined;
}
