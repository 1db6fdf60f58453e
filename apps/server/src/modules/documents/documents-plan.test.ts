import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { inboxQuery } from './documents.repository.ts';

describeOnEachDatabase('the inbox query plan', (ctx) => {
  it('reads each of its three parts through an index, never a whole table', async () => {
    const { userId } = await signedInUser(ctx());
    const { db } = ctx().database;
    const plan = await db.transaction(async (tx) => {
      // Too few rows to make an index worth it: forbid the scans, so that a missing index shows.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = inboxQuery({
        userId,
        today: '2026-01-01',
        page: 1,
        pageSize: 20,
        search: 'lease',
        sort: 'last_activity',
        order: 'desc',
      });
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of [
      'emohar_documents_owner_idx',
      'contracts_owner_idx',
      'emohar_documents_live_contract_idx',
      'emohar_signers_counter_party_email_idx',
      'emohar_signers_document_role_key',
    ]) {
      expect(plan, index).toContain(index);
    }
    expect(plan).not.toMatch(/Seq Scan on (emohar_documents|contracts|emohar_signers)\b/);
  });
});
