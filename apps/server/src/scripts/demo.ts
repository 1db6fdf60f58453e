import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDeps, loadKeys } from '../create-deps.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemo } from './seed-demo.ts';
import { startCommand } from './start-command.ts';

const column = (text: string, width: number) => text.padEnd(width);

/**
 * `npm run demo`: creates the verified demonstration accounts and their sample content (once), and
 * prints how to sign in and the command that starts LeXi on the database it seeded.
 */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const deps = createDeps(config, database, await loadKeys(config));
    const { accounts, content } = await seedDemo(deps);
    const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL';
    console.log(`LeXi demonstration data is ready in ${where}.\n`);
    console.log(`  ${column('Who', 24)} ${column('Username', 16)}`);
    for (const line of accounts) {
      const state = line.created ? '(created)' : '(already there)';
      console.log(`  ${column(line.role, 24)} ${column(line.username, 16)} ${state}`);
    }
    console.log('\nSample content:');
    for (const line of content) {
      console.log(
        `  ${column(line.username, 10)} ${line.what} ${line.created ? '(created)' : '(already there)'}`,
      );
    }
    console.log(`\nEvery demo account's password is: ${DEMO_PASSWORD}`);
    console.log(`Start LeXi with:\n\n  ${startCommand(config)}\n`);
    console.log(`then sign in at ${config.publicUrl}/login`);
  } finally {
    await database.close();
  }
}

// A refusal (LeXi is running on this DATA_DIR, a bad setting) is one line, not a stack trace.
main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
