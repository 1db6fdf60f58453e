import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, randomPhone, registerByApi, run, testAccount, verifyByApi } from './support/accounts.ts';
import { apiRequest, callApi } from './support/api.ts';
import { waitForPath } from './support/app.ts';
import { openPage } from './support/browser.ts';
import { draftContract, uploadDocument } from './support/seed.ts';
import type { RunningServer } from './support/server.ts';
import { submitLogin } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

/**
 * Stored XSS: markup saved through every field another page shows (workspace, client and opponent
 * names, notes, a contract's party name and so its HTML, an e-mohar document's name, a team member's
 * name) stays text on every page that shows it. A marker script would set `window.__xss`; the
 * probed page also reports any CSP violation, which would mean the markup reached the DOM as HTML
 * and only the policy stopped it. Fields that refuse the markup are fine too: nothing is stored.
 */

const admin = testAccount({
  firstName: 'Meera',
  lastName: 'Iyer',
  phonePrefix: '94',
  password: 'copper-meadow-73',
});
/** Closes an attribute and a tag, then tries an event handler and a script element. */
const payload = (where: string) =>
  `${where} "><img src=x onerror="window.__xss='${where}'"><script>window.__xss='${where}'</script>`;

let server: RunningServer;
let browser: Browser;
const stored: string[] = [];
const seeded = { contractWorkspace: '', litigationWorkspace: '', draft: '' };

useBrowserSuite(async (suite) => {
  ({ server, browser } = suite);
  await registerByApi(server.baseUrl, admin, { accountType: 'law_firm', firmName: `Iyer Legal ${run}` });
  await verifyByApi(server, admin);
  const token = await loginToken(server.baseUrl, admin);
  /** Saves through the API; remembers the text when the server kept it (a 2xx). */
  const save = async (path: string, body: Record<string, unknown>, text: string) => {
    const response = await apiRequest(server.baseUrl, path, { token, body, method: 'POST' });
    if (response.ok) stored.push(text);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  };

  const contracts = await save(
    '/workspaces/create/',
    { name: payload('workspace'), workspace_type: 'Client', client_name: payload('client') },
    payload('workspace'),
  );
  seeded.contractWorkspace = String((contracts?.workspace as { id?: string } | undefined)?.id ?? '');
  const litigation = await save(
    '/litigation/create-workspace/',
    {
      workspace_name: payload('case'),
      case_type: 'Civil',
      client_name: payload('case client'),
      opponent_name: payload('opponent'),
      area_of_law: 'Property',
    },
    payload('case'),
  );
  seeded.litigationWorkspace = String((litigation?.data as { id?: string } | undefined)?.id ?? '');
  if (seeded.litigationWorkspace) {
    await save(
      '/litigation/add-note/',
      { workspace_id: seeded.litigationWorkspace, content: payload('note') },
      payload('note'),
    );
  }
  seeded.draft = await draftContract(server.baseUrl, token, payload('party'));
  stored.push(payload('party'));
  await uploadDocument(server.baseUrl, token, 'single', `Lease ${run}`).catch(() => undefined);
  await callApi(server.baseUrl, '/law_firm/team-member/create/', {
    token,
    body: {
      first_name: payload('member'),
      last_name: 'Rao',
      username: `xss.${run}`,
      email: `xss.${run}@example.test`,
      phone_number: randomPhone('95'),
      country: 'India',
      country_code: '+91',
      password: 'granite-orchard-84',
      role: 'viewer',
    },
  }).then(
    () => stored.push(payload('member')),
    () => undefined,
  );
});

describe('markup saved in any field', () => {
  it('stays inert text on every page that shows it', async () => {
    // Something must have been stored, or the test would prove nothing.
    expect(stored.length).toBeGreaterThanOrEqual(4);
    const probe = await openPage(browser, server.baseUrl);
    const { page } = probe;
    try {
      await page.goto('/login');
      await submitLogin(page, admin.username, admin.password);
      await waitForPath(page, '/dashboard');
      const pages = [
        '/dashboard',
        '/dashboard/workspaces',
        `/dashboard/workspace?id=${seeded.contractWorkspace}`,
        `/dashboard/litigation/${seeded.litigationWorkspace}`,
        `/drafts/${seeded.draft}`,
        '/documents',
        '/dashboard/team-management',
      ];
      let shown = 0;
      for (const path of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => (window as { __xss?: string }).__xss),
          `marker on ${path}`,
        ).toBeUndefined();
        expect(await page.locator('main img[src="x"], main script:not([src])').count(), path).toBe(0);
        // The markup is shown as the text it is wherever the page shows the field.
        shown += await page.getByText('<script>window.__xss=', { exact: false }).count();
      }
      expect(shown, 'pages showing the stored markup as text').toBeGreaterThan(0);
      expect(probe.takeProblems()).toEqual([]);
    } finally {
      await probe.context.close();
    }
  });
});
