import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { importJudgementFolder } from '../modules/judgements/import-judgements.ts';

/**
 * `npm run judgements:import -- <folder>`: adds a firm's own judgements and statutes (the AILA
 * folder format, see modules/judgements/judgement-folder.ts) to the database LeXi runs on:
 * PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR.
 */
async function main(argv: readonly string[]) {
  const [folder, ...extra] = argv;
  if (folder === undefined || extra.length > 0) {
    console.error('Usage: npm run judgements:import -- <folder with casedocs/ and statutes/>');
    return 2;
  }
  const dir = resolve(folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`The folder ${dir} does not exist.`);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const started = performance.now();
    const summary = await importJudgementFolder(database.db, dir);
    const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL';
    console.log(
      `Imported ${summary.judgements} judgements and ${summary.statutes} statutes from ${dir} into ${where} ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

// A refusal (LeXi is running on this DATA_DIR, an empty folder) is one line, not a stack trace.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  },
);
