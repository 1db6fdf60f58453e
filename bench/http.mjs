// Shared by the HTTP benchmarks: one autocannon run with the server's event-loop delay during it,
// and signing in as a demo account.
import autocannon from 'autocannon';

/** How long each run lasts: 10 s, or BENCH_SECONDS for a quick look at a few lines. */
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * 50 connections for `seconds` unless told otherwise. A 30 s request timeout: on PGlite (one query at a
 * time) a request may wait seconds in line under 50 connections; the slowest answers then count in
 * the latency figures instead of being dropped.
 */
export function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: seconds, timeout: 30, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * What Chromium sends with every request: answers are measured as a browser receives them
 * (compressed when large), /healthz included.
 */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * One measured run: requests/s, p99 latency, the event loop's p99 delay inside the server over
 * the run and the server's CPU time per request (GET /bench/event-loop, which the bench enables with EVENT_LOOP_PROBE=true). Fails on
 * any error or non-2xx answer.
 */
export async function measure(base, key, name, opts) {
  await fetch(`${base}/bench/event-loop`); // starts a new measurement
  const r = await run({
    url: `${base}${opts.path}`,
    ...opts,
    headers: { ...browserHeaders, ...opts.headers },
  });
  const loop = await (await fetch(`${base}/bench/event-loop`)).json();
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
  // CPU time of the server (all its threads) per answer: unlike requests/s, hardly moved by the
  // other work on a shared machine.
  const cpuUs = (loop.cpu_ms * 1000) / Math.max(1, r.requests.total);
  // Bytes on the wire per answer, headers included.
  const bytes = r.throughput.total / Math.max(1, r.requests.total);
  return { key, name, rps: r.requests.average, p99: r.latency.p99, loopP99: loop.p99_ms, cpuUs, bytes };
}

/** The session token of a demo account (`npm run demo` seeded them before the server started). */
export async function signIn(base, username) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'LeXi-Demo-2026!' }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`bench: ${username} could not sign in`);
  return token;
}
