// The litigation list with 10,000 workspaces in the demo firm (seeded before the server starts by
// apps/server/dist/bench-seed-workspaces.js): GET /api/litigation/get-litigation-workspaces/ page 1,
// and page 1 with a search, as the firm admin `rao.firm`, 50 connections, as ratios to healthz.
import { run, signIn } from './http.mjs';

export async function benchLitigationList(base, health) {
  const token = await signIn(base, 'rao.firm');
  const headers = { authorization: `Bearer ${token}` };
  const path = '/api/litigation/get-litigation-workspaces/';
  const first = await (await fetch(`${base}${path}?page=1`, { headers })).json();
  if (first.num_pages !== 200)
    throw new Error(`litigation bench: expected 200 pages, got ${first.num_pages}`);
  const runs = [
    ['litigation list, page 1', `${path}?page=1`],
    ['litigation list, search', `${path}?page=1&search=client%204242`],
  ];
  const row = (name, r) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
    `(${(r.requests.average / health.requests.average).toFixed(3)} of healthz throughput, ` +
    `${(r.latency.p99 / Math.max(1, health.latency.p99)).toFixed(2)}x its p99)`;
  console.log('\nLitigation workspaces list, 10,000 workspaces in the firm (as its admin)');
  for (const [name, url] of runs) {
    const r = await run({ url: `${base}${url}`, headers });
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    console.log(row(name, r));
  }
}
