// `npm run judgements:import -- <folder>`: builds the server if needed, then imports a folder of
// judgements and statutes (apps/server/src/scripts/import-judgements.ts) into LeXi's database.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['server']);
const run = spawnSync(
  process.execPath,
  [new URL('../apps/server/dist/import-judgements.js', import.meta.url).pathname, ...process.argv.slice(2)],
  { cwd: process.cwd(), stdio: 'inherit' },
);
process.exit(run.status ?? 1);
