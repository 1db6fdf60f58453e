import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { findUserByLogin } from '../modules/accounts/users.repository.ts';

/**
 * `npm run bench` (after the demo accounts): the dashboard's user, `asha`, gets 30 contracts of
 * full size (about 40 KB of HTML and text each, and their JSON) and 10 e-mohar documents, 5 of
 * them the signed copies of her contracts, all with expiry dates.
 */
const CONTRACTS = 30;
const DOCUMENTS = 10;

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const user = await findUserByLogin(database.db, 'asha');
    if (!user) throw new Error('run the demo seed first: asha is missing');
    const clause = (n: string) =>
      `repeat('<p>Clause ' || ${n} || ': the parties agree as set out here. </p>', 800)`;
    await database.query(
      `insert into contracts (owner_id, jurisdiction, contract_type, title, status, form_data, contract_data, document,
                              contract_text, html_content, party1, party2, is_resolutions, counter_party_name,
                              expiry_date, created_at, updated_at)
       select $1, 'india', 'non_disclosure', 'Bench contract ' || g, case when g <= $3::int then 'signed' else 'draft' end,
              jsonb_build_object('title', 'Bench contract ' || g, 'notes', repeat('form ', 400)),
              jsonb_build_object('clauses', (select jsonb_agg(repeat('clause text ', 40)) from generate_series(1, 40))),
              jsonb_build_object('sections', (select jsonb_agg(repeat('section text ', 40)) from generate_series(1, 40))),
              ${clause('g')}, ${clause('g')}, 'Individual', 'Business', false, 'Counter party ' || g,
              current_date + g * 9, now() - g * interval '1 hour', now() - g * interval '1 hour'
       from generate_series(1, $2::int) as g`,
      [user.id, CONTRACTS, DOCUMENTS / 2],
    );
    await database.query(
      `insert into emohar_documents (owner_id, party, file_name, contract_name, original_key, original_sha256, page_count,
                                     current_key, current_sha256, counter_party_name, expiry_date, status, sealed_at, contract_id)
       select $1, 'multi', 'bench-' || g || '.pdf', 'Bench document ' || g, 'bench/' || g, repeat('0', 64), 3,
              'bench/' || g, repeat('0', 64), 'Counter party ' || g, current_date + g * 11,
              case when c.id is null then 'shared' else 'signed' end, case when c.id is null then null else now() end, c.id
       from generate_series(1, $2::int) as g
       left join (select id, row_number() over (order by title) as n from contracts
                  where owner_id = $1 and status = 'signed') c on c.n = g`,
      [user.id, DOCUMENTS],
    );
    await database.exec('analyze contracts; analyze emohar_documents');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
