import { readFile } from 'node:fs/promises';
import { getCasePackageResponse } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, registerByApi, run, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { dismissToasts, expectToast } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import { createLitigationWorkspace, runCaseWizard } from './support/case-wizard.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const l = messages.litigation;
const g = l.own.generation;
const lawyer = testAccount({
  firstName: 'Kavya',
  lastName: 'Menon',
  phonePrefix: '96',
  password: 'monsoon-docket-58',
});
const WORKSPACE = `Kumar v Patil generation ${run}`;
const EDIT = 'Edited in the browser test.';

let server: RunningServer;
let page: Page;
let token = '';

/** Axe and a screenshot of the page as it is, at 1280 px and at 375 px. */
async function checkPage(name: string, fullPage = true) {
  await expectAccessible(page, name);
  await screenshot(page, `case-generation-${name}`, { fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, `${name} at 375 px`);
  // At phone width only what the phone shows: a 6,000 px full-page capture costs seconds.
  await screenshot(page, `case-generation-${name}-375`, { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The package's tabs at 375 px: one row that scrolls sideways (they wrapped onto two rows), and
 * the arrow keys reach the last tab, scrolled into view, and come back.
 */
async function checkTabsOnAPhone() {
  await page.setViewportSize({ width: 375, height: 812 });
  const list = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: /^Facts/ }) });
  const tabs = list.getByRole('tab');
  const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await tabs.first().focus();
  for (let i = 1; i < tops.length; i += 1) await page.keyboard.press('ArrowRight');
  const last = tabs.last();
  await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
  const inView = (tab: typeof last) =>
    tab.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const frame = (el.parentElement as HTMLElement).getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
  await expect.poll(() => inView(last)).toBe(true);
  await screenshot(page, 'case-generation-tabs-375', { fullPage: false });
  // Home moves the focus back to the first tab (Mantine activates it on Enter), in view again.
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => inView(tabs.first())).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The live connection passes through unchanged, except that the first generation's `complete`
 * (and the server's close after it) waits until the test has looked at the overlay: the built-in
 * engine is faster than an axe run.
 */
async function holdFirstCompletion() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const steps: string[] = [];
  let holding = true;
  await page.routeWebSocket(/\/api\/litigation\/ws\//, (socket) => {
    const upstream = socket.connectToServer();
    upstream.onMessage(async (message) => {
      const parsed = JSON.parse(String(message)) as { type: string; step?: string; progress?: number };
      steps.push(parsed.type === 'progress' ? `${parsed.step}:${parsed.progress}` : parsed.type);
      if (parsed.type === 'complete' && holding) await held;
      socket.send(message);
    });
    upstream.onClose(async (code, reason) => {
      if (holding) await held;
      socket.close({ code, reason });
    });
  });
  return {
    steps,
    release: () => {
      holding = false;
      release();
    },
  };
}

useBrowserSuite(async (suite) => {
  ({ server, page } = suite);
  await registerByApi(server.baseUrl, lawyer, { accountType: 'law_firm', firmName: `Menon Legal ${run}` });
  await signInAs(server, page, lawyer);
  token = await loginToken(server.baseUrl, lawyer);
});

describe('case generation in a real browser', () => {
  it('goes from the wizard through the overlay to the package, a saved draft and the zip', async () => {
    const live = await holdFirstCompletion();
    await createLitigationWorkspace(page, WORKSPACE);
    await runCaseWizard(page, WORKSPACE);

    // The overlay: real progress from the server, the five stages, then the workspace.
    const overlay = page.getByRole('dialog', { name: l.buildingWorkspace });
    await overlay.waitFor();
    await expect.poll(() => live.steps.includes('complete'), { timeout: 30_000 }).toBe(true);
    const progress = live.steps.filter((s) => s !== 'complete').map((s) => Number(s.split(':')[1]));
    console.info('Live messages of the generation:', live.steps);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((value) => value >= 0 && value <= 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    for (const stage of Object.values(g.stages)) await overlay.getByText(stage).waitFor();
    expect(Number(await overlay.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeLessThanOrEqual(
      99,
    );
    await dismissToasts(page).catch(() => {});
    await checkPage('overlay', false);
    live.release();
    await page.waitForURL(/\/dashboard\/litigation\/[^/]+$/);
    const workspaceId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // The package in tabs.
    const facts = page.getByRole('tabpanel', { name: /^Facts/ });
    await facts
      .getByText(/cheque/i)
      .first()
      .waitFor();
    await checkPage('facts');
    await checkTabsOnAPhone();
    await page.getByRole('tab', { name: /^Judgements/ }).click();
    const judgements = page.getByRole('tabpanel', { name: /^Judgements/ });
    const cards = judgements.getByRole('article');
    if ((await cards.count()) > 0) {
      await cards
        .first()
        .getByRole('button', { name: /Read the judgement/ })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close the judgement' }).click();
    } else {
      await judgements.getByText("No judgement of LeXi's corpus matched these facts.").waitFor();
    }
    await checkPage('judgements');
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByRole('heading', { name: 'Limitation' }).waitFor();
    await checkPage('strategy');

    // A draft, edited in the editor and saved.
    await page.getByRole('tab', { name: /^Drafts/ }).click();
    const editor = page.getByRole('textbox', { name: /, draft text$/ });
    // The wizard changed Kothrud to Baner: the first draft tells the edited fact only.
    const draftText = (await editor.textContent()) ?? '';
    expect(draftText).toContain('Baner');
    expect(draftText).not.toContain('Kothrud');
    expect(draftText).not.toContain('PUNE Statement of facts');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(` ${EDIT}`);
    // A look at another tab keeps the unsaved edit (and the editor alive).
    await page.getByRole('tab', { name: /^Facts/ }).click();
    await page.getByRole('tab', { name: /^Drafts/ }).click();
    expect(await editor.textContent()).toContain(EDIT);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, g.draftSaved);
    const saved = await callApi(server.baseUrl, '/litigation/get-case-package/', {
      token,
      body: { workspace_id: workspaceId },
    });
    expect(JSON.stringify(saved.drafts)).toContain(EDIT);
    await dismissToasts(page).catch(() => {});
    await checkPage('drafts');

    // The draft alone, as DOCX named after its title.
    const draftDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    await expectToast(page, g.draftDownloaded);
    const draftFile = await draftDownload;
    const [firstDraft] = getCasePackageResponse.parse(saved).drafts;
    expect(draftFile.suggestedFilename()).toBe(`${firstDraft?.title}.docx`);
    await dismissToasts(page).catch(() => {});

    // The case as a zip, its entries listed.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download case' }).click();
    await expectToast(page, l.caseFileDownloaded);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
    console.info('Entries of the downloaded case:', entries);
    expect(entries.some((name) => /complaint\.pdf$/.test(name))).toBe(true);
    expect(entries.some((name) => /\.docx$/.test(name))).toBe(true);
    expect(entries.some((name) => /fact/i.test(name))).toBe(true);
    await dismissToasts(page).catch(() => {});

    // A new version; the first stays readable in the selector.
    await page.getByRole('button', { name: 'Generate new version' }).click();
    await expect
      .poll(async () => page.getByRole('combobox', { name: 'Version' }).inputValue(), { timeout: 30_000 })
      .toMatch(/^Version 2 ·/);

    // The overview tiles count what exists.
    const overview = await callApi(server.baseUrl, '/workspaces/overview', { method: 'GET', token });
    expect(overview.totalLitigationDrafts).toBeGreaterThan(0);
    await page.goto('/dashboard');
    const tile = page.locator('dl > div').filter({ hasText: 'Litigation Drafts' });
    await tile.getByText(String(overview.totalLitigationDrafts), { exact: true }).waitFor();
  }, 120_000);
});
