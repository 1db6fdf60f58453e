// `npm run eval -- <set> --data <folder> --json <file>`: builds the server if needed, then runs the
// evaluation set (apps/server/src/eval) with the given arguments.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['server']);
const run = spawnSync(
  process.execPath,
  [new URL('../apps/server/dist/eval.js', import.meta.url).pathname, ...process.argv.slice(2)],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
