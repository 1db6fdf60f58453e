import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { findUserByLogin } from '../modules/accounts/users.repository.ts';
import { findMembership } from '../modules/organizations/organizations.repository.ts';

/**
 * `npm run bench` (after the demo accounts): 10,000 litigation workspaces in the demo firm of
 * `rao.firm`, with one INSERT … generate_series, for the litigation list's paging and search runs.
 */
const COUNT = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const admin = await findUserByLogin(database.db, 'rao.firm');
    const firm = admin && (await findMembership(database.db, admin.id));
    if (!admin || !firm) throw new Error('run the demo seed first: rao.firm and its firm are missing');
    await database.query(
      `insert into workspaces (kind, name, created_by, organization_id, client_name, case_type, opponent_name, area_of_law, timeline, created_at, updated_at)
       select 'litigation', 'Matter ' || g, $1, $2, 'Client ' || (g * 7919 % 100000),
              case when g % 3 = 0 then 'Criminal' else 'Civil' end, 'Opponent ' || (g * 104729 % 100000),
              (array['Property', 'Family law', 'Tax', 'Criminal law', 'Contract'])[1 + g % 5], '["Workspace created"]'::jsonb,
              now() - g * interval '1 second', now() - g * interval '1 second'
       from generate_series(1, $3::int) as g`,
      [admin.id, firm.organizationId, COUNT],
    );
    await database.exec('analyze workspaces');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
