import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, randomPhone, registerByApi, run, testAccount, verifyByApi } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { waitForPath } from './support/app.ts';
import { openPage, type ProbedPage, screenshot } from './support/browser.ts';
import { emailLink } from './support/outbox.ts';
import {
  bulkImportMember,
  contractShareLink,
  draftContract,
  inDays,
  sharedDocumentLink,
  signAlone,
  uploadDocument,
} from './support/seed.ts';
import type { RunningServer } from './support/server.ts';
import { submitLogin } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

/**
 * Every route of the router, signed out and signed in, in the light and the dark scheme: each page
 * shows its heading, names itself in the tab, and has no serious or critical axe violation, no CSP
 * violation and no console error. The seeding gives each page something to show.
 */

const firm = testAccount({
  firstName: 'Radha',
  lastName: 'Rao',
  phonePrefix: '93',
  password: 'lotus-archive-62',
});
const lawyer = testAccount({
  firstName: 'Kavya',
  lastName: 'Nair',
  phonePrefix: '92',
  password: 'teak-bookshelf-47',
});
const invitee = `arjun.${run}@example.test`;
const imported = {
  first: 'Leela',
  last: 'Das',
  username: `leela.${run}`,
  email: `leela.${run}@example.test`,
  phone: randomPhone('91'),
};
const schemes = ['light', 'dark'] as const;

interface Route {
  path: string;
  /** The page's level-1 heading, once it has loaded. */
  heading: string | RegExp;
}

/** Paths of the seeded objects, set before the tests run. */
const seeded = {
  draftId: '',
  /** One draft per scheme, sent for signature through the dialog. */
  toSend: {} as Record<(typeof schemes)[number], string>,
  contractWorkspaceId: '',
  litigationWorkspaceId: '',
  sealedId: '',
  signLink: '',
  shareLink: '',
  joinLink: '',
  setPasswordLink: '',
};

let server: RunningServer;
let browser: Browser;

const publicRoutes = (): Route[] => [
  { path: '/login', heading: 'Sign in to LeXi' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: seeded.signLink, heading: 'Review and sign: Shop lease' },
  { path: `/verify/${seeded.sealedId}`, heading: 'Verify a signed document' },
  { path: seeded.shareLink, heading: /Agreement/ },
  { path: seeded.shareLink.replace('/share-draft', '/share-contract'), heading: /Agreement/ },
  { path: seeded.joinLink, heading: 'Join your firm on LeXi' },
  { path: seeded.setPasswordLink, heading: 'Choose your password' },
  { path: '/no-such-page', heading: 'Page not found' },
];

const firmRoutes = (): Route[] => [
  { path: '/dashboard', heading: 'Welcome, Radha' },
  { path: '/dashboard/workspaces', heading: 'Workspaces' },
  { path: '/documents', heading: 'Documents' },
  { path: '/dashboard/team-management', heading: 'Team management' },
  { path: `/dashboard/workspace?id=${seeded.contractWorkspaceId}`, heading: 'Acme supply deals' },
  { path: `/dashboard/litigation/${seeded.litigationWorkspaceId}`, heading: 'Sharma v. Verma' },
  { path: '/dashboard/contract-editor-demo', heading: 'Contract editor demo' },
  { path: '/e_mohar', heading: 'Sign a document (e-mohar)' },
  { path: `/e_mohar/signed?id=${seeded.sealedId}`, heading: 'Signed document' },
  { path: '/drafts/new', heading: 'Draft a contract' },
  { path: `/drafts/${seeded.draftId}`, heading: /Agreement/ },
  { path: '/legal-vetting', heading: 'Legal vetting' },
  { path: `/legal-vetting/contracts/${seeded.draftId}`, heading: /Agreement/ },
];

const lawyerRoutes = (): Route[] => [
  { path: '/lawyer-desk', heading: 'Lawyer desk' },
  { path: `/legal-vetting/contracts/${seeded.draftId}`, heading: /Agreement/ },
];

async function seed() {
  await registerByApi(server.baseUrl, firm, { accountType: 'law_firm', firmName: `Rao Legal ${run}` });
  await registerByApi(server.baseUrl, lawyer, { accountType: 'lawyer' });
  await verifyByApi(server, firm);
  await verifyByApi(server, lawyer);
  const token = await loginToken(server.baseUrl, firm);
  const lawyerToken = await loginToken(server.baseUrl, lawyer);
  const api = (path: string, body?: unknown, method: 'POST' | 'GET' = 'POST') =>
    callApi(server.baseUrl, path, { token, body, method });

  seeded.draftId = await draftContract(server.baseUrl, token, 'Acme Supplies Private Limited');
  for (const scheme of schemes) {
    seeded.toSend[scheme] = await draftContract(server.baseUrl, token, `Send ${scheme} Private Limited`);
  }
  seeded.shareLink = await contractShareLink(server.baseUrl, token, seeded.draftId);

  seeded.contractWorkspaceId = String(
    (
      (
        await api('/workspaces/create/', {
          name: 'Acme supply deals',
          workspace_type: 'Client',
          client_name: 'Acme',
        })
      ).workspace as { id: string }
    ).id,
  );
  await api('/workspaces/add-document/', {
    workspace_id: seeded.contractWorkspaceId,
    kind: 'contract',
    document_id: seeded.draftId,
  });
  seeded.litigationWorkspaceId = String(
    (
      (
        await api('/litigation/create-workspace/', {
          workspace_name: 'Sharma v. Verma',
          case_type: 'Criminal',
          client_name: 'Anil Sharma',
          opponent_name: 'Ravi Verma',
          area_of_law: 'Property',
        })
      ).data as { id: string }
    ).id,
  );

  seeded.sealedId = await uploadDocument(server.baseUrl, token, 'single', 'Letter of engagement');
  await signAlone(server, token, seeded.sealedId, {
    name: 'Radha Rao',
    digits: '1234',
    email: `radha.sign.${run}@example.test`,
  });
  seeded.signLink = await sharedDocumentLink(server.baseUrl, token, 'Shop lease');

  let since = Date.now();
  await api('/law_firm/team/invite/member', { email: invitee, role: 'lawyer', message: 'Welcome aboard.' });
  const join = new URL(await emailLink(server.dataDir, invitee, '/team/join', since));
  seeded.joinLink = `${join.pathname}${join.search}`;
  since = Date.now();
  await bulkImportMember(server.baseUrl, token, imported);
  const setPassword = new URL(await emailLink(server.dataDir, imported.email, '/team/set-password', since));
  seeded.setPasswordLink = `${setPassword.pathname}${setPassword.search}`;

  // The lawyer offers vetting; the firm's admin chooses them and sends the draft.
  await callApi(server.baseUrl, '/legal_vetting/profile/', {
    token: lawyerToken,
    body: {
      practice_areas: ['Contracts'],
      jurisdictions: ['India'],
      languages: ['English'],
      years_experience: 6,
      fee_amount: 2500,
      fee_currency: 'INR',
      bio: 'Supply and service agreements.',
      time_zone: 'Asia/Kolkata',
      weekly_hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
          day,
          [{ start: '09:00', end: '17:00' }],
        ]),
      ),
      date_overrides: [],
      meeting_minutes: 30,
      buffer_minutes: 0,
      min_notice_minutes: 60,
      accepts_requests: true,
    },
  });
  await api('/legal_vetting/assign-lawyer/', { lawyer_username: lawyer.username });
  await api('/legal_vetting/send-contract/', { contract_id: seeded.draftId });
  await api('/legal_vetting/add-comment/', {
    contract_id: seeded.draftId,
    comment: 'Please check clause 4.',
  });
}

useBrowserSuite(async (suite) => {
  ({ server, browser } = suite);
  await seed();
});

async function signedIn(scheme: (typeof schemes)[number], account: typeof firm, width = 1280) {
  const probe = await openPage(browser, server.baseUrl, { width, height: 900, colorScheme: scheme });
  await probe.page.goto('/login');
  await submitLogin(probe.page, account.username, account.password);
  await waitForPath(probe.page, '/dashboard');
  return probe;
}

/** Opens the route, waits for its heading and its calls, then checks the page as it is. */
async function checkRoute(probe: ProbedPage, route: Route, scheme: string) {
  const { page } = probe;
  await page.goto(route.path);
  await page.getByRole('heading', { level: 1, name: route.heading }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const name = `${route.path} (${scheme})`;
  expect(await page.title(), `title of ${name}`).toMatch(/^.+ · LeXi$/);
  if (route.path === '/dashboard') await screenshot(page, `shell-1280-${scheme}`);
  await expectAccessible(page, name);
  expect(probe.takeProblems(), `CSP and console on ${name}`).toEqual([]);
}

async function checkAll(probe: ProbedPage, routes: Route[], scheme: string) {
  try {
    for (const route of routes) await checkRoute(probe, route, scheme);
  } finally {
    await probe.context.close();
  }
}

/**
 * The bulk import's result, with a row that failed: the chosen file (and its clear button), the
 * summary and the table of bad rows.
 */
async function bulkImport(page: Page, scheme: string) {
  const dir = await mkdtemp(join(tmpdir(), 'lexi-pages-e2e-'));
  const file = join(dir, 'members.csv');
  await writeFile(
    file,
    [
      'first_name,last_name,username,email,phone_number,country,country_code,role',
      `Ira,${scheme},ira.${scheme}.${run},ira.${scheme}.${run}@example.test,${randomPhone('90')},India,+91,viewer`,
      'Bad,Row,x,not-an-email,12,India,+91,viewer',
    ].join('\r\n'),
  );
  await page.goto('/dashboard/team-management');
  await page.getByRole('button', { name: 'Bulk add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add team members from a file' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expectAccessible(page, `the bulk import with a file chosen (${scheme})`);
  await dialog.getByRole('button', { name: 'Import members' }).click();
  await dialog.getByRole('table', { name: 'Rows that were not imported' }).waitFor();
  await expectAccessible(page, `the bulk import result (${scheme})`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The dialog's success state: the signing link and the "Sent for signature" notice. */
async function sendForSignature(page: Page, contractId: string, scheme: string) {
  await page.goto(`/drafts/${contractId}`);
  await page.getByRole('button', { name: 'Send for signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for signature' });
  await dialog.getByLabel(/Signing link expires at/).fill(inDays(7).slice(0, 16));
  await dialog.getByRole('button', { name: 'Send for signature' }).click();
  await dialog.getByText('Sent for signature', { exact: true }).waitFor({ timeout: 20_000 });
  await expectAccessible(page, `the Send for signature dialog, sent (${scheme})`);
  await page.keyboard.press('Escape');
  await page.getByText('Out for signature').first().waitFor();
  await expectAccessible(page, `a contract out for signature (${scheme})`);
}

describe.each(schemes)('every page in the %s scheme', (scheme) => {
  it('the public pages, signed out', async () => {
    await checkAll(await openPage(browser, server.baseUrl, { colorScheme: scheme }), publicRoutes(), scheme);
  });

  it("the signed-in pages of a law firm's admin", async () => {
    const probe = await signedIn(scheme, firm);
    try {
      await sendForSignature(probe.page, seeded.toSend[scheme], scheme);
      await bulkImport(probe.page, scheme);
    } catch (error) {
      await probe.context.close();
      throw error;
    }
    await checkAll(probe, firmRoutes(), scheme);
    // Two dialogs and fourteen pages, each checked by axe: about 65 s on a quiet 2-core machine.
  }, 180_000);

  it('the signed-in pages of a lawyer', async () => {
    await checkAll(await signedIn(scheme, lawyer), lawyerRoutes(), scheme);
  });

  it('the shell on a phone: the drawer opens from the menu button, by keyboard', async () => {
    const probe = await signedIn(scheme, firm, 375);
    const { page } = probe;
    try {
      const burger = page.getByRole('button', { name: 'Navigation' });
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      expect(await sidebar.isVisible()).toBe(false);
      await screenshot(page, `shell-375-closed-${scheme}`);
      await burger.focus();
      await page.keyboard.press('Enter');
      await sidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      expect(await sidebar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await expectAccessible(page, `the open drawer at 375 px (${scheme})`);
      await screenshot(page, `shell-375-open-${scheme}`);
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'hidden' });
      expect(probe.takeProblems()).toEqual([]);
    } finally {
      await probe.context.close();
    }
  });
});
