// `npm run demo`: seeds demonstration accounts into the configured database and prints how to sign in.
import { execFileSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded(['server']);
execFileSync(process.execPath, ['apps/server/dist/demo.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
