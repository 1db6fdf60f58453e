import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type ProbedPage, seriousA11yViolations } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
  /** The suite's page, checked for CSP violations and console errors after each test. */
  probe: ProbedPage;
  page: Page;
}

interface SuiteOptions {
  /** The size and colour scheme of the suite's page. */
  page?: Parameters<typeof openPage>[2];
  /** A problem of the suite's page that does not fail a test. */
  tolerate?: (problem: string) => boolean;
}

/**
 * The hooks every browser suite shares: before all tests, the production server on a fresh
 * DATA_DIR, Chromium and one probed page, then `setup`; after each test, no CSP violation or
 * console error on that page; after all, the browser and the server stopped. The fields of the
 * returned suite are set once its beforeAll has run.
 */
export function useBrowserSuite(
  setup: (suite: BrowserSuite) => Promise<void>,
  options: SuiteOptions = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    suite.probe = await openPage(suite.browser, suite.server.baseUrl, options.page);
    suite.page = suite.probe.page;
    await setup(suite);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  afterEach(() => {
    const problems = suite.probe.takeProblems().filter((problem) => !options.tolerate?.(problem));
    expect(problems, 'CSP violations or console errors').toEqual([]);
  });
  return suite;
}

/** No serious or critical axe violation on the page as it is now (or in the part `include` selects). */
export async function expectAccessible(target: Page, name: string, include?: string): Promise<void> {
  expect(await seriousA11yViolations(target, include), `axe on ${name}`).toEqual([]);
}
