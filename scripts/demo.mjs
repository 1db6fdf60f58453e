// `npm run demo`: seeds demonstration accounts into the configured database and prints how to sign in.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['server']);
// The seeding prints its own outcome, a refusal included; its exit status is this script's.
const seeding = spawnSync(process.execPath, ['apps/server/dist/demo.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
process.exit(seeding.status ?? 1);
