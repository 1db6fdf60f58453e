// Part of `npm run bench` with BENCH_DATABASE_URL (BENCH_ONLY=scaleout runs it alone): a mixed
// workload against two LeXi instances on one PostgreSQL database, then the same against one, so
// that the second instance's gain is a ratio measured in one run. Each configuration gets a fresh
// database (created on the server of BENCH_DATABASE_URL, seeded with the demo accounts and the
// dashboard's contracts, dropped afterwards), so neither runs on what the other wrote.
//
// The mix is 50 connections for 60 s (BENCH_SECONDS changes it): five autocannon runs started at
// once, 10 connections each, of one kind of call each — sign-ins (argon2), dashboard reads (asha's
// 30 contracts), drafting (a contract drafted by the built-in engine, no credit), e-mohar uploads
// (a one-page PDF) and workspace notes (added to a litigation workspace). Separate runs keep each
// kind's share of the connections fixed (one run cycling through all five would let the slowest
// kind hold most connections at once). Each run spreads its connections over the instances round
// robin (autocannon's several URLs: connection i goes to URL i mod n). Throughput is the sum of the
// five runs, p99 the worst of the five kinds' p99; errors are every non-2xx answer, connection
// error and timeout; any is a failure. A 5 s run of the same mix before each measured one warms
// every instance up and is not counted. Machine load: the share of all cores busy during the run
// (os.cpus), the load average at its end, and each instance's CPU time and event-loop delay p99
// (GET /bench/event-loop). BENCH_SCALEOUT_ROUNDS=n repeats the pair n times, alternating the order.
import { cpus, loadavg } from 'node:os';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { run, signIn } from './http.mjs';
import { benchEnv, runScript, startBenchServer } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS_PER_KIND = 10;
const WARM_UP_SECONDS = 5;
const PASSWORD = 'LeXi-Demo-2026!';

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server of `adminUrl`; its URL and how to drop it. */
async function freshDatabase(adminUrl, name) {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onePagePdf() {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Leave and licence agreement between Asha Verma and Meera Iyer.', {
    x: 50,
    y: 780,
    size: 12,
    font,
  });
  return Buffer.from(await doc.save());
}

/** JSON headers, with the bearer token when there is one. */
const jsonHeaders = (token) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** POSTs JSON (with a bearer token, if any); throws unless the answer is 200 (and, when given, `ok(body)`). */
async function call(base, path, token, body, ok = () => true) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (res.status !== 200 || !ok(answer))
    throw new Error(
      `scale-out bench: ${path} answered ${res.status} ${JSON.stringify(answer).slice(0, 300)}`,
    );
  return answer;
}

/**
 * A drafting request as the contract form sends it: the form of asha's demo contract (drafted by
 * `npm run demo`), read back through the API, to be drafted again without a credit.
 */
async function demoDraft(base, token) {
  const headers = { authorization: `Bearer ${token}` };
  const { contracts } = await (await fetch(`${base}/api/dashboard_dash`, { headers })).json();
  const demo = contracts.find((c) => !c.title.startsWith('Bench contract'));
  if (!demo) throw new Error("scale-out bench: asha's demo contract is missing");
  const shown = await call(base, '/api/show_contract', token, { id: demo.id });
  return { formData: shown.form_data, contractData: shown.contract_data, is_credit: false };
}

/** The five kinds of call, each checked once on `base` before the load: name and autocannon request. */
async function workload(base) {
  const [asha, meera, kapoor, rao] = await Promise.all(
    ['asha', 'meera.business', 'adv.kapoor', 'rao.firm'].map((u) => signIn(base, u)),
  );
  const workspace = await call(base, '/api/litigation/create-workspace/', rao, {
    workspace_name: 'Kumar v. Patil',
    case_type: 'Criminal',
    client_name: 'Ravi Kumar',
    opponent_name: 'Suresh Patil',
    area_of_law: 'Negotiable instruments',
  });
  const draft = await demoDraft(base, asha);
  const upload = {
    file_content: (await onePagePdf()).toString('base64'),
    file_name: 'Leave-and-licence.pdf',
    party: 'single',
  };
  const note = { workspace_id: workspace.data.id, content: 'Client called: the hearing moved to Monday.' };
  const login = { username: 'meera.business', password: PASSWORD };
  // Once each, answered in full, before the load (a 200 that says "no" would hide in the figures).
  await call(base, '/api/login', undefined, login, (a) => Boolean(a.token));
  await call(base, '/api/ai_contract_creation', meera, draft, (a) => a.response_status === true);
  await call(base, '/api/e_mohar/upload', kapoor, upload, (a) => a.success === true);
  await call(base, '/api/litigation/add-note/', rao, note, (a) => a.success === true);
  const dashboard = await fetch(`${base}/api/dashboard_dash`, {
    headers: { authorization: `Bearer ${asha}` },
  });
  if (!dashboard.ok || (await dashboard.json()).contracts.length < 30)
    throw new Error('scale-out bench: the dashboard has not its 30 contracts');
  const post = (path, token, body) => ({
    method: 'POST',
    path,
    headers: jsonHeaders(token),
    body: JSON.stringify(body),
  });
  return [
    { name: 'sign-in', request: post('/api/login', undefined, login) },
    {
      name: 'dashboard',
      request: { method: 'GET', path: '/api/dashboard_dash', headers: { authorization: `Bearer ${asha}` } },
    },
    { name: 'drafting', request: post('/api/ai_contract_creation', meera, draft) },
    { name: 'upload', request: post('/api/e_mohar/upload', kapoor, upload) },
    { name: 'note', request: post('/api/litigation/add-note/', rao, note) },
  ];
}

/** Busy and total CPU time of the machine, summed over its cores (ms). */
function machineCpu() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** One configuration: `instances` servers on a fresh database, the mix against all of them. */
async function measureConfiguration(adminUrl, instances) {
  const db = await freshDatabase(adminUrl, `lexi_bench_scaleout_${instances}`);
  const servers = [];
  try {
    // One APP_SECRET for all, as docs/deploy.md asks; each its own DATA_DIR (files on local disk).
    const shared = { APP_SECRET: 'bench-scaleout-secret-bench-scaleout-secret' };
    const seedEnv = benchEnv(db.url, shared);
    runScript('demo', seedEnv, 'ignore');
    runScript('bench-seed-dashboard', seedEnv);
    for (let i = 0; i < instances; i++) servers.push(await startBenchServer(benchEnv(db.url, shared)));
    const bases = servers.map((s) => s.base);
    const kinds = await workload(bases[0]);
    const mix = (duration) =>
      Promise.all(
        kinds.map((k) =>
          run({ url: bases, connections: CONNECTIONS_PER_KIND, duration, requests: [k.request] }),
        ),
      );
    await mix(WARM_UP_SECONDS); // unmeasured: compiled code, worker threads and pools warm on every instance
    await Promise.all(bases.map((b) => fetch(`${b}/bench/event-loop`))); // new measurements
    const before = machineCpu();
    const results = await mix(seconds);
    const after = machineCpu();
    const loops = await Promise.all(bases.map(async (b) => (await fetch(`${b}/bench/event-loop`)).json()));
    const perKind = kinds.map((k, i) => {
      const r = results[i];
      return {
        name: k.name,
        rps: r.requests.average,
        total: r.requests.total,
        p99: r.latency.p99,
        errors: r.non2xx + r.errors + r.timeouts,
      };
    });
    const total = perKind.reduce((n, k) => n + k.total, 0);
    return {
      instances,
      rps: perKind.reduce((n, k) => n + k.rps, 0),
      p99: Math.max(...perKind.map((k) => k.p99)),
      errors: perKind.reduce((n, k) => n + k.errors, 0),
      perKind,
      machineBusy: (after.busy - before.busy) / Math.max(1, after.total - before.total),
      load: loadavg()[0],
      cores: cpus().length,
      serverCpuUs: loops.map((l) => (l.cpu_ms * 1000) / Math.max(1, total)),
      loopP99: loops.map((l) => l.p99_ms),
    };
  } finally {
    for (const server of servers) await server.stop();
    await db.drop();
  }
}

function summary(r) {
  const kinds = r.perKind.map((k) => `${k.name} ${k.rps.toFixed(0)} (p99 ${k.p99} ms)`).join(', ');
  return (
    `${r.instances === 1 ? 'one instance ' : 'two instances'}  ${r.rps.toFixed(0).padStart(6)} req/s  ` +
    `p99 ${String(r.p99).padStart(5)} ms (worst kind)  errors ${r.errors}  ` +
    `machine ${(r.machineBusy * 100).toFixed(0)} % of ${r.cores} cores busy, load ${r.load.toFixed(1)}; ` +
    `server CPU ${r.serverCpuUs.map((c) => c.toFixed(0)).join(' + ')} µs/req, ` +
    `loop p99 ${r.loopP99.map((l) => l.toFixed(1)).join(' / ')} ms\n    ${kinds}`
  );
}

const cpuPerRequest = (r) => r.serverCpuUs.reduce((n, c) => n + c, 0) / 1000;

/**
 * Runs two instances, then one (a round); BENCH_SCALEOUT_ROUNDS=n runs n rounds, every other one in
 * the opposite order, and ends with every round's ratio: on a machine shared with other work one
 * round's ratio says little (see the README's figures).
 */
export async function benchScaleOut(adminUrl) {
  if (!adminUrl) throw new Error('the scale-out bench needs BENCH_DATABASE_URL (PostgreSQL)');
  const rounds = Number(process.env.BENCH_SCALEOUT_ROUNDS ?? 1);
  const ratios = [];
  let errors = 0;
  for (let round = 0; round < rounds; round++) {
    const measured = {};
    for (const instances of round % 2 ? [1, 2] : [2, 1])
      measured[instances] = await measureConfiguration(adminUrl, instances);
    const [two, one] = [measured[2], measured[1]];
    console.log(
      `\nScale-out, mixed workload (${5 * CONNECTIONS_PER_KIND} connections, ${CONNECTIONS_PER_KIND} per kind, ${seconds} s, PostgreSQL)` +
        (rounds > 1
          ? `, round ${round + 1} of ${rounds} (${round % 2 ? 'one instance first' : 'two first'})`
          : ''),
    );
    console.log(summary(two));
    console.log(summary(one));
    const ratio = two.rps / one.rps;
    ratios.push(ratio);
    console.log(
      `two instances / one: ${ratio.toFixed(2)}x throughput, p99 ${two.p99} ms against ${one.p99} ms; ` +
        `CPU per request, all instances: ${cpuPerRequest(two).toFixed(2)} ms against ${cpuPerRequest(one).toFixed(2)} ms`,
    );
    errors += two.errors + one.errors;
  }
  if (rounds > 1)
    console.log(`two instances / one, every round: ${ratios.map((r) => `${r.toFixed(2)}x`).join(', ')}`);
  if (errors > 0) throw new Error(`scale-out bench: ${errors} errors`);
  return ratios;
}
