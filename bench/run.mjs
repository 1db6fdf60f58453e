// `npm run bench`: starts the production server on a fresh embedded database and measures, with
// autocannon (50 connections, 10 s each), GET /healthz (the baseline), the authenticated
// POST /api/user_plan and GET /api/dashboard_dash (a user with 30 contracts and 10 e-mohar
// documents), a bulk import, and the litigation list over 10,000 workspaces (after printing the
// initial JavaScript of /login from the web build's manifest, bench/web-bundle.mjs); it prints requests/s,
// p99 latency, the server's event-loop delay p99 and CPU time per request during each run (all its
// threads: hardly moved by other work on a shared machine) and every ratio to /healthz beside
// last time's (bench/baseline.json, the README's table). Then the e-mohar signing and drafting
// engines in process (see apps/server/src/scripts/bench-engines.ts). With
// BENCH_DATABASE_URL=postgres://… the server runs on that PostgreSQL database instead. Last, the
// server saturated by heavy calls (bench/saturation.mjs); BENCH_ONLY=saturation measures only that,
// and BENCH_ONLY=http only the lines of the table (no bulk import, saturation or engines).
// BENCH_SECONDS shortens (or lengthens) every autocannon run (default 10); BENCH_LINES=user_plan,dashboard
// measures only those lines of the table after /healthz (keys as in bench/baseline.json), e.g. to
// profile one line at a time with BENCH_NODE_ARGS. Last, judgement
// retrieval over the AILA corpus (apps/server/src/scripts/bench-judgements.ts);
// BENCH_ONLY=judgements measures only that.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, run, seconds, signIn } from './http.mjs';
import { benchLitigationList } from './litigation-list.mjs';
import { benchSaturation, saturationLine } from './saturation.mjs';
import { benchTeamBulkImport } from './team-bulk.mjs';
import { printWebBundle } from './web-bundle.mjs';

const root = new URL('..', import.meta.url).pathname;
const benchJudgements = () =>
  execFileSync(process.execPath, ['apps/server/dist/bench-judgements.js'], { cwd: root, stdio: 'inherit' });
if (process.env.BENCH_ONLY === 'judgements') {
  benchJudgements();
  process.exit(0);
}
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
  EVENT_LOOP_PROBE: 'true',
};
delete env.DATABASE_URL;
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const dbName = env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
const only = process.env.BENCH_ONLY === 'saturation';
const httpOnly = process.env.BENCH_ONLY === 'http';
const lines = process.env.BENCH_LINES?.split(',').filter(Boolean);
/** Whether a line of the table is measured in this run (every line unless BENCH_LINES names some). */
const wanted = (key) => !lines || lines.includes(key);
const litigationLines = ['litigation_page', 'litigation_search'].filter(wanted);
const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8'));
const last = baseline[env.DATABASE_URL ? 'postgres' : 'pglite'];

// The first page's JavaScript, from the build `npm run bench` has just made.
printWebBundle(baseline.web);

execFileSync(process.execPath, ['apps/server/dist/demo.js'], { cwd: root, env, stdio: 'ignore' });
const seedWorkspaces = ['apps/server/dist/bench-seed-workspaces.js'];
if (!only && litigationLines.length > 0)
  execFileSync(process.execPath, seedWorkspaces, { cwd: root, env, stdio: 'inherit' });
execFileSync(process.execPath, ['apps/server/dist/bench-seed-dashboard.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
// BENCH_NODE_ARGS: extra node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;

async function waitReady() {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** One line of the table: the run's figures, its ratio to /healthz, and last time's ratio. */
function line(r, health) {
  const ratio = r.rps / health.rps;
  const before = last[r.key];
  const lastCpu = before?.cpu_us !== undefined ? `, ${before.cpu_us} µs` : '';
  const lastText = before?.ratio !== undefined ? `(last ${before.ratio.toFixed(3)}x${lastCpu})` : '';
  return (
    `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(5)} ms  ` +
    `loop p99 ${r.loopP99.toFixed(1).padStart(6)} ms  CPU ${r.cpuUs.toFixed(0).padStart(5)} µs/req  ` +
    `${ratio.toFixed(3)}x healthz ${lastText}`
  );
}

try {
  await waitReady();
  const asha = { authorization: `Bearer ${await signIn(base, 'asha')}` };
  await run({ url: `${base}/healthz`, duration: 2 }); // warm-up
  const health = await measure(base, 'healthz', 'GET /healthz (baseline)', { path: '/healthz' });
  const results = [];
  if (!only) {
    if (wanted('user_plan'))
      results.push(
        await measure(base, 'user_plan', 'POST /api/user_plan', {
          path: '/api/user_plan',
          method: 'POST',
          headers: { ...asha, 'content-type': 'application/json' },
          body: '{}',
        }),
      );
    if (wanted('dashboard')) {
      results.push(
        await measure(base, 'dashboard', 'GET /api/dashboard_dash', {
          path: '/api/dashboard_dash',
          headers: asha,
        }),
      );
      const answer = await (await fetch(`${base}/api/dashboard_dash`, { headers: asha })).json();
      if (answer.contracts.length < 30)
        throw new Error(`dashboard bench: expected 30 contracts, got ${answer.contracts.length}`);
    }
    if (!httpOnly) await benchTeamBulkImport(base);
    if (litigationLines.length > 0) results.push(...(await benchLitigationList(base, litigationLines)));
  }
  const saturated = httpOnly ? undefined : await benchSaturation(base);
  console.log(`\nLeXi benchmark (autocannon, 50 connections, ${seconds} s each, ${dbName})`);
  const lastHealth = last.healthz ? `(last ${last.healthz.rps} req/s, p99 ${last.healthz.p99} ms)` : '';
  console.log(`${line(health, health)} ${lastHealth}`);
  for (const r of results) console.log(line(r, health));
  console.log(`worst event-loop delay p99: ${Math.max(health.loopP99, ...results.map((r) => r.loopP99))} ms`);
  if (saturated) console.log(saturationLine(saturated, last.saturation));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// The engines, measured in process with their own baselines (signing, drafting).
if (!only && !httpOnly) {
  execFileSync(process.execPath, ['apps/server/dist/bench-engines.js'], { cwd: root, stdio: 'inherit' });
  benchJudgements();
}
