import { expect, it } from 'vitest';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { visibilityParts } from '../workspaces/workspace-access.ts';
import { litigationPageQueries } from './litigation-workspaces.repository.ts';

/** As many as the bench's firm has: below a few thousand rows, reading them all is as cheap. */
const WORKSPACES = 10_000;

describeOnEachDatabase('the litigation search plan', (ctx) => {
  it("reads a searched name through the trigram index, not by scanning the viewer's workspaces", async () => {
    const { userId } = await signedInUser(ctx());
    const { database } = ctx();
    // Many workspaces sharing common words ("client", "opponent"), as in the bench, and one name.
    await database.exec(`
      insert into workspaces (kind, name, created_by, client_name, case_type, opponent_name, area_of_law)
      select 'litigation', 'Matter ' || n, '${userId}', 'Client ' || n, 'Civil', 'Opponent ' || (n * 7 % 10007), 'Family law'
      from generate_series(1, ${WORKSPACES}) as n;
      insert into workspaces (kind, name, created_by, client_name, case_type, opponent_name, area_of_law)
      values ('litigation', 'Sharma v. Deccan Packaging', '${userId}', 'Anil Sharma', 'Civil', 'Deccan Packaging', 'Contract');
      analyze workspaces;
    `);
    const viewer = { userId, membership: undefined };
    const { page } = litigationPageQueries(database.db, visibilityParts(viewer), {
      search: true,
      caseType: false,
    });
    const { sql: text, params } = page.toSQL();
    for (const search of ['sharma', 'client 2424']) {
      const values: Record<string, unknown> = { pattern: `%${search}%`, end: 50, pageSize: 50, offset: 0 };
      const bound = params.map((p) =>
        typeof p === 'object' && p !== null && 'name' in p ? values[String(p.name)] : p,
      );
      // Planned for the very pattern, as the app runs a search (an unnamed statement).
      const plan = await database.query<{ 'QUERY PLAN': string }>(`explain ${text}`, bound);
      const lines = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(lines, search).toContain('workspaces_search_trgm_idx');
      expect(lines, search).not.toMatch(/Seq Scan on workspaces\b/);
      const rows = await database.query(text, bound);
      expect(rows, search).toHaveLength(1);
    }
  });
});
