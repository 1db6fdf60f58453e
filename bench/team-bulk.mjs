// Part of `npm run bench`: one bulk import of 1,000 members (CSV) by the demo law firm's admin,
// timed end to end over HTTP on the running production server (the target is under 10 s).
import { signIn } from './http.mjs';

export async function benchTeamBulkImport(base) {
  const token = await signIn(base, 'rao.firm');
  const tag = Date.now().toString(36);
  const rows = Array.from(
    { length: 1000 },
    (_, i) =>
      `Bench,Member${i},bench_${tag}_${i},bench.${tag}.${i}@example.in,7${String(i).padStart(9, '0')},India,+91,lawyer`,
  );
  const csv = ['first_name,last_name,username,email,phone_number,country,country_code,role', ...rows].join(
    '\n',
  );
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api/law_firm/team-member/bulk-create/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const ms = performance.now() - started;
  const body = await res.json();
  if (!res.ok || body.summary?.successful !== 1000)
    throw new Error(`bench: bulk import failed: ${body.message}`);
  console.log(`POST bulk-create/, 1,000 members   ${(ms / 1000).toFixed(2).padStart(8)} s   (target < 10 s)`);
}
