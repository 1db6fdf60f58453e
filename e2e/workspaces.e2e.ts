import { messages } from '@lexi/shared/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginToken, randomPhone, registerByApi, run, testAccount } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { dismissToasts, expectToast, field, waitForPath } from './support/app.ts';
import { screenshot } from './support/browser.ts';
import type { RunningServer } from './support/server.ts';
import { signInAs } from './support/sign-in.ts';
import { expectAccessible, useBrowserSuite } from './support/suite.ts';

const admin = testAccount({
  firstName: 'Radha',
  lastName: 'Rao',
  phonePrefix: '98',
  password: 'monsoon-ledger-27',
});
const member = {
  first_name: 'Vikram',
  last_name: 'Sethi',
  username: `vikram.${run}`,
  email: `vikram.${run}@example.test`,
  phone_number: randomPhone('98'),
  country: 'India',
  country_code: '+91',
  password: 'harbour-lantern-58',
  role: 'lawyer',
  is_email_verified: true,
  is_mobile_verified: true,
};
const SEEDED = 25;

let server: RunningServer;
let page: Page;
let token = '';

function api(method: 'POST' | 'GET', path: string, body?: unknown): Promise<Record<string, unknown>> {
  return callApi(server.baseUrl, path, { method, body, token });
}

const cards = () => page.getByRole('article');
const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });

async function choose(name: string, option: string) {
  await combobox(name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The grid/list toggle: its labels hold an icon and a visually hidden name. */
async function layout(name: 'Grid' | 'List') {
  await page
    .locator('label')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
}

async function expectCount(locator: Locator, count: number) {
  await expect.poll(() => locator.count(), { timeout: 10_000 }).toBe(count);
}

useBrowserSuite(async (suite) => {
  ({ server, page } = suite);
  await registerByApi(server.baseUrl, admin, { accountType: 'law_firm', firmName: `Rao & Partners ${run}` });
  await signInAs(server, page, admin);
  token = await loginToken(server.baseUrl, admin);
  // The firm member to assign (spec part 1 §7 payload).
  await api('POST', '/law_firm/team-member/create/', member);
  // A seed of 25 workspaces of each kind, made through the API.
  for (let n = 1; n <= SEEDED; n++) {
    const internal = n % 5 === 0;
    await api('POST', '/workspaces/create/', {
      name: `Seed contracts ${String(n).padStart(2, '0')}`,
      workspace_type: internal ? 'Internal' : 'Client',
      client_name: internal ? null : `Client ${n}`,
    });
    await api('POST', '/litigation/create-workspace/', {
      workspace_name: `Seed case ${String(n).padStart(2, '0')}`,
      case_type: n % 3 === 0 ? 'Criminal' : 'Civil',
      client_name: `Client ${n}`,
      opponent_name: `Opponent ${n}`,
      area_of_law: n % 3 === 0 ? 'Criminal law' : 'Property law',
    });
  }
});

describe('workspaces in a real browser', () => {
  it('lists, pages, filters, searches and creates both kinds of workspace on the dashboard', async () => {
    await page.goto('/dashboard');
    const tile = page.locator('dt', { hasText: /^Total Workspaces$/ }).locator('xpath=following-sibling::dd');
    await expect.poll(() => tile.textContent(), { timeout: 20_000 }).toBe(String(SEEDED * 2));

    // Contracts: 9 to a grid page, 12 to a list page, previous/next and numbered pages.
    await expectCount(cards(), 9);
    await page.getByText('1–9 of 25 workspaces').waitFor();
    await screenshot(page, 'workspaces-contracts-grid');
    await expectAccessible(page, 'the Contracts tab');
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expectCount(cards(), 7);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText('10–18 of 25 workspaces').waitFor();
    await layout('List');
    const contractRows = page.getByRole('table', { name: 'Contract workspaces' }).getByRole('row');
    await expectCount(contractRows, 13);
    await screenshot(page, 'workspaces-contracts-list');
    await expectAccessible(page, 'the Contracts list');
    await layout('Grid');

    await choose('Workspace type', 'Internal');
    await expectCount(cards(), 5);
    await cards().first().getByText('N/A').waitFor();
    await choose('Workspace type', 'All Types');
    await page.getByRole('textbox', { name: 'Search contract workspaces' }).fill('client 17');
    await expectCount(cards(), 1);
    await page.getByRole('textbox', { name: 'Search contract workspaces' }).fill('');
    await choose('Status', 'Completed');
    await page.getByText(messages.workspace.noneFound).waitFor();
    await choose('Status', 'All Status');

    await page.getByRole('button', { name: 'Create New Workspace' }).first().click();
    const createContract = page.getByRole('dialog', { name: 'Create New Workspace' });
    await createContract.getByRole('button', { name: 'Create Workspace' }).click();
    await createContract.getByText(messages.workspace.nameRequired).waitFor();
    await createContract.getByText(messages.workspace.clientNameRequired).waitFor();
    await field(createContract, 'Workspace Name').fill('Acme supply deals');
    await field(createContract, 'Client Name').fill('Acme Pvt Ltd');
    await expectAccessible(page, 'the Create New Workspace modal');
    await createContract.getByRole('button', { name: 'Create Workspace' }).click();
    await expectToast(page, messages.workspace.own.created);
    await page.getByRole('article', { name: 'Acme supply deals' }).waitFor();
    await dismissToasts(page);

    // Litigation: every page fetched, 10 to a grid page, 12 to a list page.
    await page.getByRole('tab', { name: 'Litigation' }).click();
    await expectCount(cards(), 10);
    await page.getByText('1–10 of 25 workspaces').waitFor();
    await screenshot(page, 'workspaces-litigation-grid');
    await expectAccessible(page, 'the Litigation tab');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('11–20 of 25 workspaces').waitFor();
    await layout('List');
    const litigationRows = page.getByRole('table', { name: 'Litigation workspaces' }).getByRole('row');
    await expectCount(litigationRows, 13);
    await screenshot(page, 'workspaces-litigation-list');
    await expectAccessible(page, 'the Litigation list');
    await layout('Grid');
    await choose('Case type', 'Criminal');
    await expectCount(cards(), 8);
    await page.getByRole('textbox', { name: 'Search litigation workspaces' }).fill('opponent 12');
    await expectCount(cards(), 1);
    await page.getByRole('textbox', { name: 'Search litigation workspaces' }).fill('no such case');
    await page.getByText(messages.litigation.noCasesFound).waitFor();
    await page.getByRole('textbox', { name: 'Search litigation workspaces' }).fill('');
    await choose('Case type', 'All Types');

    await page.getByRole('button', { name: 'Create New Workspace' }).first().click();
    const createCase = page.getByRole('dialog', { name: 'Create New Workspace' });
    await createCase.getByRole('button', { name: 'Create Workspace' }).click();
    await createCase.getByText(messages.litigation.opponentNameRequired).waitFor();
    await field(createCase, 'Workspace Name').fill('  State v Mehta  ');
    await createCase.getByRole('radio', { name: 'Criminal' }).check();
    await field(createCase, 'Client Name').fill('Arun Mehta');
    await field(createCase, 'Opponent Name').fill('State of Maharashtra');
    await field(createCase, 'Area of Law').fill('Criminal law');
    await expect(createCase.getByText(messages.litigation.opponentNameRequired).count()).resolves.toBe(0);
    await createCase.getByRole('button', { name: 'Create Workspace' }).click();
    await expectToast(page, messages.litigation.workspaceCreated);
    await page.getByRole('article', { name: 'State v Mehta' }).waitFor();
    await dismissToasts(page);
  });

  it('works inside both kinds of workspace: notes, assignment, the demo editor, and deleting with DELETE', async () => {
    // The contract workspace made in the first test.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Open Acme supply deals' }).first().click();
    await waitForPath(page, '/dashboard/workspace');
    await page.getByRole('heading', { name: 'Acme supply deals' }).waitFor();
    await field(page, 'New note').fill('Ask Acme for the signed NDA');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, messages.litigation.noteAdded);
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.getByText('Ask Acme for the signed NDA').waitFor();
    await notes.getByRole('button', { name: `Edit note by ${admin.firstName} ${admin.lastName}` }).click();
    await field(notes, 'Edit note').fill('Ask Acme for the countersigned NDA');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expectToast(page, messages.litigation.noteUpdated);
    await notes.getByText('Ask Acme for the countersigned NDA').waitFor();
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Assign members' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Workspace' });
    const assignButton = assign.getByRole('button', { name: 'Assign' });
    await assign.getByRole('checkbox', { name: /Vikram Sethi/ }).waitFor();
    expect(await assignButton.isDisabled()).toBe(true);
    await expectAccessible(page, 'the Assign Workspace dialog');
    await assign.getByRole('checkbox', { name: /Vikram Sethi/ }).check();
    await assignButton.click();
    await expectToast(page, messages.litigation.teamAssigned);
    await page.getByRole('list', { name: 'Assigned members' }).getByText('Vikram Sethi').waitFor();
    await dismissToasts(page);
    await screenshot(page, 'workspaces-contract-workspace');
    await expectAccessible(page, 'the contract workspace page');

    await page.getByRole('button', { name: 'Delete workspace' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Workspace' });
    const removeButton = remove.getByRole('button', { name: 'Delete Workspace' });
    await field(remove, 'Type DELETE to confirm').fill('delete');
    expect(await removeButton.isDisabled()).toBe(true);
    await expectAccessible(page, 'the Delete Workspace dialog');
    await field(remove, 'Type DELETE to confirm').fill('DELETE');
    await removeButton.click();
    await waitForPath(page, '/dashboard');
    await dismissToasts(page).catch(() => {});

    // The litigation workspace made in the first test: its details are not extracted yet.
    await page.getByRole('tab', { name: 'Litigation' }).click();
    // Its case details are not extracted: a double-click starts the case wizard (e2e/case-wizard).
    await page.getByRole('article', { name: 'State v Mehta' }).dblclick();
    const wizard = page.getByRole('dialog', { name: messages.litigation.caseDetailsTitle });
    await wizard.waitFor();
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'detached' });
    // The workspace's own page still opens by its address, and says what is missing.
    const cases = (await api('GET', '/litigation/get-litigation-workspaces/?page=1')) as {
      workspaces: { id: string; workspace_name: string }[];
    };
    const mehta = cases.workspaces.find((w) => w.workspace_name === 'State v Mehta');
    await page.goto(`/dashboard/litigation/${mehta?.id}`);
    await page.getByText('Case details not extracted yet').waitFor();
    await field(page, 'New note').fill('Bail hearing on Friday');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, messages.litigation.noteAdded);
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Assign members' }).click();
    const assignCase = page.getByRole('dialog', { name: 'Assign Workspace' });
    await assignCase.getByRole('checkbox', { name: /Vikram Sethi/ }).check();
    await assignCase.getByRole('button', { name: 'Assign' }).click();
    await expectToast(page, messages.litigation.teamAssigned);
    await dismissToasts(page);
    await screenshot(page, 'workspaces-litigation-workspace');
    await expectAccessible(page, 'the litigation workspace page');

    // Delete from the item menu of the Litigation tab.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Litigation' }).click();
    await page.getByRole('button', { name: 'More actions for State v Mehta' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const removeCase = page.getByRole('dialog', { name: 'Delete Workspace' });
    await field(removeCase, 'Type DELETE to confirm').fill('DELETE');
    await removeCase.getByRole('button', { name: 'Delete Workspace' }).click();
    await expectToast(page, messages.workspace.own.deleted);
    await expectCount(page.getByRole('article', { name: 'State v Mehta' }), 0);
    await dismissToasts(page);

    await page.getByRole('link', { name: 'Contract editor demo' }).click();
    await waitForPath(page, '/dashboard/contract-editor-demo');
    await page.getByText(/This screen is a demonstration/).waitFor();
    await page.getByText('AI Draft', { exact: true }).click();
    await page.getByText('4. Limitation of liability').waitFor();
    await screenshot(page, 'workspaces-demo-editor');
    await expectAccessible(page, 'the contract editor demo');
  });
});
