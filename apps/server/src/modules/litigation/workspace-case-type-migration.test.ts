import { expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const TAG = '0022_workspace_case_type_from_case';

describeOnEachDatabase('migration 0022: a workspace takes its latest case type', (ctx) => {
  it('repairs the workspaces whose case says otherwise, and leaves the others', async () => {
    const { userId } = await signedInUser(ctx());
    const { database } = ctx();
    const insert = (name: string, caseType: string) =>
      database.query<{ id: string }>(
        `insert into workspaces (kind, name, created_by, client_name, case_type, opponent_name, area_of_law)
         values ('litigation', $1, $2, 'Client', $3, 'Opponent', 'Criminal law') returning id`,
        [name, userId, caseType],
      );
    const [stale] = await insert('Made Civil, settled Criminal', 'Civil');
    const [alone] = await insert('No case yet', 'Civil');
    await database.query(
      `insert into litigation_cases (workspace_id, case_type, created_at) values
         ($1, 'Civil', now() - interval '2 days'), ($1, 'Criminal', now() - interval '1 day')`,
      [stale?.id],
    );
    await database.query('delete from lexi_migrations where tag = $1', [TAG]);
    expect(await migrate(database.db)).toEqual([TAG]);
    const types = await database.query<{ name: string; case_type: string; search_text: string }>(
      'select name, case_type, search_text from workspaces where id = any($1) order by name',
      [[stale?.id, alone?.id]],
    );
    expect(types.map((t) => [t.name, t.case_type])).toEqual([
      ['Made Civil, settled Criminal', 'Criminal'],
      ['No case yet', 'Civil'],
    ]);
    // The search reads the repaired type too.
    expect(types[0]?.search_text).toContain('criminal');
  });
});
