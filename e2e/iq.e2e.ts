import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@lexi/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unzipEntries } from '../apps/server/src/lib/zip/zip.fixture.ts';
// The server's own test contract and ZIP reader: one supply contract and one way to read a DOCX's parts.
import { contractDocxBase64 } from '../apps/server/src/modules/iq/iq.fixture.ts';
import { registerByApi, testAccount } from './support/accounts.ts';
import { dismissToasts, expectToast, waitForPath } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const a = messages.analysis;
const owner = testAccount({
  firstName: 'Ira',
  lastName: 'Sen',
  phonePrefix: '93',
  password: 'redline-orchard-58',
});

let server: RunningServer;
let page: Page;
let docxPath: string;

/** axe and a screenshot of the page as it is, at 1280 px and at 375 px (a phone). */
async function checkBothWidths(name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${name} at ${width} px`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

useBrowserSuite(async (suite) => {
  ({ server, page } = suite);
  const dir = await mkdtemp(join(tmpdir(), 'lexi-iq-e2e-'));
  docxPath = join(dir, 'Supply agreement.docx');
  await writeFile(docxPath, Buffer.from(await contractDocxBase64(), 'base64'));
  await registerByApi(server.baseUrl, owner);
  await signInAs(server, page, owner);
});

describe('LeXi IQ in a real browser', () => {
  it('goes from the dashboard through upload and progress to findings, a decision and the DOCX', async () => {
    await page.getByRole('link', { name: 'Analyse a contract' }).first().click();
    await waitForPath(page, '/iq');
    await page.getByText('No analyses yet').waitFor();
    await checkBothWidths('iq-empty');

    // The answer waits until the progress has been seen rising, so that it is not missed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/iq/iq_negotiate', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('radio', { name: /Negotiation/ }).check();
    await page.locator('input[type="file"]').setInputFiles(docxPath);
    await page.getByText('Supply agreement.docx').waitFor();
    await page.getByRole('button', { name: 'Negotiate' }).click();
    const progress = page.getByRole('progressbar');
    await progress.waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) >= 10,
    );
    release();
    await expectToast(page, a.negotiationProcessed, 30_000);
    await page.waitForURL((url) => url.pathname.startsWith('/iq/') && url.pathname.length > 5);
    await page.unroute('**/api/iq/iq_negotiate');

    await page.getByRole('heading', { level: 1, name: 'Supply agreement.docx' }).waitFor();
    const findings = page.getByRole('region', { name: /^Findings/ });
    await findings.getByRole('listitem').first().waitFor();
    const show = findings.getByRole('button', { name: /^Show in contract: |^Passage 1 of / }).first();
    await show.click();
    const active = page.getByRole('region', { name: 'Contract text' }).locator('mark[data-active]');
    await active.first().waitFor();
    expect((await active.first().textContent())?.length ?? 0).toBeGreaterThan(0);

    const proposal = page
      .getByRole('region', { name: /^Proposed changes/ })
      .getByRole('listitem')
      .filter({ hasNot: page.getByText(/^Add: /) })
      .first();
    const inserted = ((await proposal.locator('ins').first().textContent()) ?? '').trim();
    expect(inserted.length).toBeGreaterThan(0);
    await dismissToasts(page);
    await proposal.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, a.own.proposalAccepted);
    expect(await proposal.getByRole('button', { name: 'Accept' }).getAttribute('aria-pressed')).toBe('true');
    await dismissToasts(page);
    await checkBothWidths('iq-result');

    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Export DOCX' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('Supply agreement (negotiated).docx');
    const bytes = await readFile((await saved.path()) ?? '');
    const xml =
      unzipEntries(bytes)
        .find((e) => e.name === 'word/document.xml')
        ?.data.toString('utf8') ?? '';
    const insertions = [...xml.matchAll(/<w:ins [^>]*>([\s\S]*?)<\/w:ins>/g)]
      .map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''))
      .join(' ');
    expect(insertions.replace(/\s+/g, ' ')).toContain(inserted.split(/\s+/).slice(0, 4).join(' '));

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await waitForPath(page, '/dashboard');
    const latest = page.getByRole('region', { name: 'Latest contract analysis' });
    await latest.getByRole('link', { name: 'Supply agreement.docx' }).waitFor();
    await checkBothWidths('iq-dashboard');
  }, 60_000);
});
