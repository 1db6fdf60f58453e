// `npm run bench`: starts the production server on a fresh embedded database and measures, with
// autocannon (50 connections, 10 s each), GET /healthz (the baseline) and an authenticated
// POST /api/user_plan, reporting requests/s, p99 latency and their ratio in the same run; then the
// e-mohar signing and drafting engines in process (see apps/server/src/scripts/bench-engines.ts).
// With BENCH_DATABASE_URL=postgres://… the server runs on that PostgreSQL database instead.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, signIn } from './http.mjs';
import { benchLitigationList } from './litigation-list.mjs';
import { benchTeamBulkImport } from './team-bulk.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'lexi-bench-'));
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
};
delete env.DATABASE_URL;
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const dbName = env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

execFileSync(process.execPath, ['apps/server/dist/demo.js'], { cwd: root, env, stdio: 'ignore' });
const seedWorkspaces = ['apps/server/dist/bench-seed-workspaces.js'];
execFileSync(process.execPath, seedWorkspaces, { cwd: root, env, stdio: 'inherit' });
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
const base = `http://127.0.0.1:${port}`;

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

try {
  await waitReady();
  const token = await signIn(base, 'asha');
  await run({ url: `${base}/healthz`, duration: 2 }); // warm-up
  const health = await run({ url: `${base}/healthz` });
  const plan = await run({
    url: `${base}/api/user_plan`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  for (const [name, r] of [
    ['healthz', health],
    ['user_plan', plan],
  ]) {
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  }
  const row = (name, r) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms`;
  console.log(`\nLeXi benchmark (autocannon, 50 connections, 10 s each, ${dbName})`);
  console.log(row('GET /healthz (baseline)', health));
  console.log(row('POST /api/user_plan (auth)', plan));
  console.log(
    `ratio user_plan / healthz: ${(plan.requests.average / health.requests.average).toFixed(3)} of the throughput, ` +
      `${(plan.latency.p99 / Math.max(1, health.latency.p99)).toFixed(2)}x the p99 latency`,
  );
  await benchTeamBulkImport(base);
  await benchLitigationList(base, health);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// The engines, measured in process with their own baselines (signing, drafting).
execFileSync(process.execPath, ['apps/server/dist/bench-engines.js'], { cwd: root, stdio: 'inherit' });
