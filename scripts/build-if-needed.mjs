// Builds the web app and the server when their output is missing or older than their sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'],
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'],
  },
];

export function buildIfNeeded(only = ['web', 'server']) {
  for (const t of targets.filter((x) => only.includes(x.name))) {
    const out = join(root, t.output);
    const built = existsSync(out) ? statSync(out).mtimeMs : 0;
    const newest = Math.max(...t.sources.map((s) => newestMtime(join(root, s))));
    if (built >= newest) continue;
    console.log(`Building the ${t.name}…`);
    execFileSync('npm', ['run', 'build', '-w', `@lexi/${t.name}`], { cwd: root, stdio: 'inherit' });
  }
}
