// The litigation list with 10,000 workspaces in the demo firm (seeded before the server starts by
// apps/server/dist/bench-seed-workspaces.js): GET /api/litigation/get-litigation-workspaces/ page 1,
// and page 1 with a search, as the firm admin `rao.firm`.
import { measure, signIn } from './http.mjs';

export async function benchLitigationList(base, keys = ['litigation_page', 'litigation_search']) {
  const token = await signIn(base, 'rao.firm');
  const headers = { authorization: `Bearer ${token}` };
  const path = '/api/litigation/get-litigation-workspaces/';
  const first = await (await fetch(`${base}${path}?page=1`, { headers })).json();
  // The count looks ten pages past the asked one: 200 pages in all, so page 1 says 12.
  if (first.num_pages !== 12 || first.workspaces.length !== 50)
    throw new Error(`litigation bench: expected 50 rows and num_pages 12, got ${first.num_pages}`);
  const results = [];
  if (keys.includes('litigation_page'))
    results.push(
      await measure(base, 'litigation_page', 'litigation list, page 1', { path: `${path}?page=1`, headers }),
    );
  if (keys.includes('litigation_search'))
    results.push(
      await measure(base, 'litigation_search', 'litigation list, search', {
        path: `${path}?page=1&search=client%204242`,
        headers,
      }),
    );
  return results;
}
