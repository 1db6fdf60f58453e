// Part of `npm run bench`: the server saturated by authenticated CPU-heavy calls — sign-ins (argon2)
// and contract PDF downloads (HTML laid out, shaped and embedded with fonts) over 50 connections —
// while a separate client asks GET /healthz 50 times a second. The line reports /healthz's p99 as
// that client saw it (the liveness a probe would see; the target is under 100 ms), the server's
// event-loop delay p99, the heavy calls answered per second and how many were refused as busy (503,
// the bounded queues at work: a refusal is an answer, not a failure).
import { run, signIn } from './http.mjs';

export async function benchSaturation(base) {
  const token = await signIn(base, 'asha');
  const auth = { authorization: `Bearer ${token}` };
  const dash = await (await fetch(`${base}/api/dashboard_dash`, { headers: auth })).json();
  const contractId = dash.contracts[0]?.id;
  if (!contractId) throw new Error('saturation bench: asha has no contract');
  const pdf = await fetch(`${base}/api/contracts/pdf?id=${encodeURIComponent(contractId)}`, {
    headers: auth,
  });
  if (!pdf.ok || !(await pdf.arrayBuffer()).byteLength) throw new Error('saturation bench: no contract PDF');

  await fetch(`${base}/bench/event-loop`); // starts a new measurement
  const heavy = run({
    url: base,
    requests: [
      {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'asha', password: 'LeXi-Demo-2026!' }),
      },
      { method: 'GET', path: `/api/contracts/pdf?id=${encodeURIComponent(contractId)}`, headers: auth },
    ],
  });
  // Started a moment later so that it measures the server saturated, and ended before the load;
  // in its own thread (autocannon's workers), so that reading the heavy answers here delays it not.
  await new Promise((r) => setTimeout(r, 500));
  const health = await run({
    url: `${base}/healthz`,
    connections: 1,
    overallRate: 50,
    duration: 9,
    workers: 1,
  });
  const load = await heavy;
  const loop = await (await fetch(`${base}/bench/event-loop`)).json();
  if (health.non2xx > 0 || health.errors > 0)
    throw new Error(`saturation: /healthz gave ${health.non2xx} non-2xx answers and ${health.errors} errors`);
  const busy = load.statusCodeStats?.['503']?.count ?? 0;
  const other = load.non2xx - busy;
  if (other > 0) throw new Error(`saturation: ${other} non-2xx answers other than 503`);
  return {
    key: 'saturation',
    name: 'saturated: /healthz p99',
    healthP99: health.latency.p99,
    healthMax: health.latency.max,
    loopP99: loop.p99_ms,
    loopMax: loop.max_ms,
    heavyRps: load.requests.average,
    heavyP99: load.latency.p99,
    busyShare: busy / Math.max(1, load.requests.total),
    // Calls unanswered after autocannon's 30 s (the server stalled), and /healthz probes after 30 s.
    timeouts: load.timeouts + load.errors,
    healthTimeouts: health.timeouts,
  };
}

/** The table's line for it, beside last time's /healthz p99. */
export function saturationLine(r, last) {
  const before = last?.healthP99 !== undefined ? `(last /healthz p99 ${last.healthP99} ms)` : '';
  return (
    `saturated (login + contract PDF, 50 conn.): /healthz p99 ${r.healthP99} ms (max ${r.healthMax} ms), ` +
    `loop p99 ${r.loopP99.toFixed(1)} ms (max ${r.loopMax.toFixed(1)} ms); heavy calls ${r.heavyRps.toFixed(0)} req/s, ` +
    `p99 ${r.heavyP99} ms, ${(r.busyShare * 100).toFixed(1)} % answered 503 busy` +
    (r.timeouts || r.healthTimeouts ? `, ${r.timeouts} heavy / ${r.healthTimeouts} /healthz timed out` : '') +
    ` ${before}`
  );
}
