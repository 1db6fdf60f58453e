import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDeps, loadKeys } from '../create-deps.ts';
import { migrate } from '../db/migrate.ts';
import { registerAccount } from '../modules/accounts/register.service.ts';
import {
  findUserByLogin,
  markEmailVerified,
  markMobileVerified,
} from '../modules/accounts/users.repository.ts';
import { seedDemoLawyerProfiles } from '../modules/legal-vetting/demo-lawyer-profiles.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';

/** `npm run demo`: creates verified demonstration accounts (once) and prints how to sign in. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const deps = createDeps(config, database, await loadKeys(config));
    const now = new Date();
    const rows: string[] = [];
    for (const { role, ...account } of demoAccounts) {
      const existing = await findUserByLogin(deps.db, account.username);
      if (!existing) await registerAccount(deps, { ...account, password: DEMO_PASSWORD });
      await markEmailVerified(deps.db, account.email, now);
      await markMobileVerified(deps.db, account.phone_number, now);
      rows.push(
        `  ${role.padEnd(24)} ${account.username.padEnd(16)} ${existing ? '(already there)' : '(created)'}`,
      );
    }
    await seedDemoLawyerProfiles(deps);
    console.log(
      `LeXi demonstration data is ready in ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}.\n`,
    );
    console.log(`  ${'Who'.padEnd(24)} ${'Username'.padEnd(16)}`);
    console.log(rows.join('\n'));
    console.log(`\nEvery demo account's password is: ${DEMO_PASSWORD}`);
    console.log(`Start LeXi with \`npm start\` and sign in at http://localhost:${config.port}/login`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
