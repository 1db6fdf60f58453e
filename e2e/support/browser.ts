import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { repoRoot } from './server.ts';

export const screenshotDir = join(repoRoot, 'e2e', 'screenshots');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface ProbedPage {
  page: Page;
  context: BrowserContext;
  /** CSP violations and console errors seen since the last call. */
  takeProblems: () => string[];
}

/**
 * A page in a fresh context that records every Content-Security-Policy violation and console
 * error: the app must run under its own CSP without a complaint. An API refusal the test provokes
 * (4xx on /api/…) logs "Failed to load resource" in Chromium; that alone is not a problem.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<ProbedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.push(`CSP violation: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) {
      if (new URL(url, baseUrl).pathname.startsWith('/api/')) return;
    }
    problems.push(`console error: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, takeProblems: () => problems.splice(0) };
}

/**
 * axe-core on the page as it is now (or only on the part `include` selects); returns the serious
 * and critical violations, described. The label-in-name check (WCAG 2.5.3: a control's name
 * contains its visible text) is still marked experimental in axe, so it is switched on by name.
 */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n    ')}`,
    );
}

/**
 * Saves a screenshot as e2e/screenshots/<name>.png: the full page, or only the viewport (what a
 * full-screen overlay covers; a full-page capture stretches the viewport under it).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}
