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
// BENCH_ONLY=judgements measures only that. With BENCH_DATABASE_URL, last, a mixed workload against
// two instances and then one (bench/scaleout.mjs); BENCH_ONLY=scaleout measures only that.
import { readFileSync } from 'node:fs';
import { measure, run, seconds, signIn } from './http.mjs';
import { benchLitigationList } from './litigation-list.mjs';
import { benchSaturation, saturationLine } from './saturation.mjs';
import { benchScaleOut } from './scaleout.mjs';
import { benchEnv, runScript, startBenchServer } from './server.mjs';
import { benchTeamBulkImport } from './team-bulk.mjs';
import { printWebBundle } from './web-bundle.mjs';

const benchJudgements = () => runScript('bench-judgements', process.env);
if (process.env.BENCH_ONLY === 'judgements') {
  benchJudgements();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'scaleout') {
  await benchScaleOut(process.env.BENCH_DATABASE_URL);
  process.exit(0);
}
const env = benchEnv(process.env.BENCH_DATABASE_URL);
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

runScript('demo', env, 'ignore');
if (!only && litigationLines.length > 0) runScript('bench-seed-workspaces', env);
runScript('bench-seed-dashboard', env);
// BENCH_NODE_ARGS: extra node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = await startBenchServer(env, nodeArgs);
const base = server.base;

/** One line of the table: the run's figures, its ratio to /healthz, and last time's ratio. */
function line(r, health) {
  const ratio = r.rps / health.rps;
  const before = last[r.key];
  const lastCpu = before?.cpu_us !== undefined ? `, ${before.cpu_us} µs` : '';
  const lastText = before?.ratio !== undefined ? `(last ${before.ratio.toFixed(3)}x${lastCpu})` : '';
  return (
    `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(5)} ms  ` +
    `loop p99 ${r.loopP99.toFixed(1).padStart(6)} ms  CPU ${r.cpuUs.toFixed(0).padStart(5)} µs/req  ` +
    `${(r.bytes / 1024).toFixed(1).padStart(5)} KB/answer  ` +
    `${ratio.toFixed(3)}x healthz ${lastText}`
  );
}

try {
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
  await server.stop();
}

// The engines, measured in process with their own baselines (signing, drafting).
if (!only && !httpOnly) {
  runScript('bench-engines', process.env);
  benchJudgements();
  // Two instances against one on PostgreSQL (bench/scaleout.mjs): only with BENCH_DATABASE_URL.
  if (process.env.BENCH_DATABASE_URL) await benchScaleOut(process.env.BENCH_DATABASE_URL);
  else console.log('\nScale-out (two instances against one): skipped, it needs BENCH_DATABASE_URL');
}
