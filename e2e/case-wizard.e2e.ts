import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, registerByApi, run, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { dismissToasts } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { createLitigationWorkspace, runCaseWizard } from './support/case-wizard.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const lawyer = testAccount({
  firstName: 'Meera',
  lastName: 'Joshi',
  phonePrefix: '97',
  password: 'saffron-ledger-41',
});
const WORKSPACE = `Kumar v Patil ${run}`;

let server: RunningServer;
let page: Page;
let token = '';

/** Axe on the open wizard, then its screenshot at desktop width and at phone width (375 px). */
async function checkStep(name: string) {
  await expectAccessible(page, `the case wizard, ${name}`);
  await screenshot(page, `case-wizard-${name}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `case-wizard-${name}-375`);
  await expectAccessible(page, `the case wizard at 375 px, ${name}`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

useBrowserSuite(async (suite) => {
  ({ server, page } = suite);
  await registerByApi(server.baseUrl, lawyer, { accountType: 'law_firm', firmName: `Joshi Legal ${run}` });
  await signInAs(server, page, lawyer);
  token = await loginToken(server.baseUrl, lawyer);
});

describe('the case details wizard in a real browser', () => {
  it('turns an uploaded complaint into the case of a new litigation workspace', async () => {
    await createLitigationWorkspace(page, WORKSPACE);
    await runCaseWizard(page, WORKSPACE, { atStep: checkStep });

    // The case exists: its page no longer says the details are missing, and Open goes there.
    await page.waitForURL(/\/dashboard\/litigation\/[^/]+$/);
    await page.getByRole('heading', { name: WORKSPACE }).waitFor();
    await expect
      .poll(() => page.getByText('Case details not extracted yet').count(), { timeout: 20_000 })
      .toBe(0);
    await dismissToasts(page).catch(() => {});
    const list = await callApi(server.baseUrl, '/litigation/get-litigation-workspaces/?page=1', {
      method: 'GET',
      token,
    });
    expect(list.workspaces).toMatchObject([{ workspace_name: WORKSPACE, is_case_details_extracted: true }]);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Litigation' }).click();
    await page
      .getByRole('button', { name: `Open ${WORKSPACE}` })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/litigation\/[^/]+$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  }, 300_000);
});
