import type { ContractWorkspace } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aContractWorkspace, aLitigationWorkspace, aMember, noAnalysesCall } from '../test-fixtures.ts';
import { workspaceTexts } from '../workspace-texts.ts';

const overview = {
  success: true,
  totalWorkspaces: 7,
  totalSignedContracts: 3,
  totalContractsDrafted: 11,
  totalLitigationDrafts: 2,
  totalJudgementFiles: 5,
};

/** What the dashboard asks besides the workspaces: their overview and the latest LeXi IQ analysis. */
const dashboardCalls = {
  '/api/workspaces/overview': { body: overview },
  ...noAnalysesCall,
};

function signIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

/**
 * GET /api/workspaces/ as the server answers it: the page asked for, of the workspaces the search
 * (name, client) and type match; `statuses` names the workspaces of each status group.
 */
function contractServer(all: ContractWorkspace[], statuses: Record<string, string[]> = {}) {
  return (_body: unknown, call: RecordedCall) => {
    const query = new URL(call.path, 'http://x').searchParams;
    const page = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    const search = (query.get('search') ?? '').toLowerCase();
    const type = query.get('workspace_type');
    const status = query.get('status');
    const matching = all.filter(
      (w) =>
        `${w.name} ${w.client_name ?? ''}`.toLowerCase().includes(search) &&
        (!type || w.workspace_type === type) &&
        (!status || (statuses[status] ?? []).includes(w.id)),
    );
    return {
      body: {
        success: true,
        workspaces: matching.slice((page - 1) * size, page * size),
        total: matching.length,
        num_pages: Math.max(1, Math.ceil(matching.length / size)),
        page,
      },
    };
  };
}
const contractList = (count: number) =>
  contractServer(Array.from({ length: count }, (_, i) => aContractWorkspace(i + 1)));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const cards = () => screen.queryAllByRole('article');

describe('the dashboard overview and the Contracts tab', () => {
  it('shows the five tiles and pages the workspaces 9 to a grid page and 12 to a list page', async () => {
    signIn();
    mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractList(25),
    });
    renderApp('/dashboard');
    const tiles = [
      ['Total Workspaces', '7'],
      ['Total Signed Contracts', '3'],
      ['Contracts Drafted', '11'],
      ['Litigation Drafts', '2'],
      ['Judgement Files', '5'],
    ];
    for (const [label, value] of tiles) {
      const term = await screen.findByText(label ?? '');
      await waitFor(() => expect(term.nextElementSibling?.textContent).toBe(value));
    }
    await waitFor(() => expect(cards()).toHaveLength(9));
    const first = within(cards()[0] as HTMLElement);
    expect(first.getByText('Client')).toBeTruthy();
    expect(first.getByText('1 document processed')).toBeTruthy();
    expect(screen.getByText('1–9 of 25 workspaces')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toHaveLength(7));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('10–18 of 25 workspaces')).toBeTruthy();

    await userEvent.click(screen.getByText('List'));
    const table = await screen.findByRole('table', { name: 'Contract workspaces' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(await screen.findByText('1–12 of 25 workspaces')).toBeTruthy();
    const open = within(table).getAllByRole('link', { name: 'Open Workspace 1' })[0];
    expect(open?.getAttribute('href')).toBe('/dashboard/workspace?id=cw1');
  });

  it('shows N/A for no client, three initials then +N, and filters by type and search', async () => {
    signIn();
    const team = [
      aMember(1, 'Asha', 'Rao'),
      aMember(2, 'Ben', 'Ode'),
      aMember(3, 'Cy', 'Pal'),
      aMember(4),
      aMember(5),
    ];
    mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractServer([
        aContractWorkspace(1, { name: 'Acme deals', team_members: team }),
        aContractWorkspace(2, { name: 'Board', workspace_type: 'Internal', client_name: null }),
      ]),
    });
    renderApp('/dashboard');
    const board = await screen.findByRole('article', { name: 'Board' });
    expect(within(board).getByText('N/A')).toBeTruthy();
    const acme = screen.getByRole('article', { name: 'Acme deals' });
    expect(within(acme).getByText('AR')).toBeTruthy();
    expect(within(acme).getByText('+2')).toBeTruthy();
    expect(within(acme).queryByText('FL')).toBeNull();

    await choose('Workspace type', 'Internal');
    await waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Board']));
    await choose('Workspace type', 'All Types');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search contract workspaces' }), 'zzz');
    expect(await screen.findByText(messages.workspace.noneFound)).toBeTruthy();
    expect(screen.getByText(workspaceTexts.noWorkspacesFiltered)).toBeTruthy();
  });

  it('asks the server for the status filter and shows what it answers', async () => {
    signIn();
    const api = mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractServer(
        [1, 2, 3].map((n) => aContractWorkspace(n)),
        { 'In Review': ['cw2'], Completed: ['cw3'] },
      ),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await choose('Status', 'In Review');
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Workspace 2']),
    );
    expect(api.calls.some((c) => c.path.includes('status=In+Review'))).toBe(true);
    await choose('Status', 'Completed');
    await waitFor(() =>
      expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Workspace 3']),
    );
    expect(api.callsTo('/api/workspaces/details/')).toHaveLength(0);
  });

  it('says when there are no workspaces yet, and checks the create form with the spec’s messages', async () => {
    signIn();
    const stored: ContractWorkspace[] = [];
    const api = mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractServer(stored),
      '/api/workspaces/create/': () => {
        stored.push(aContractWorkspace(1));
        return {
          body: {
            success: true,
            message: 'Workspace created successfully',
            workspace: aContractWorkspace(1),
          },
        };
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(workspaceTexts.noWorkspacesYet)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Create New Workspace' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Workspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    expect(within(dialog).getByText(messages.workspace.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.workspace.clientNameRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Workspace Name/ }), 'Board');
    expect(within(dialog).queryByText(messages.workspace.nameRequired)).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Personal/Internal Workspace' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Client Name/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    await screen.findByText('Workspace created successfully');
    expect(api.callsTo('/api/workspaces/create/')[0]?.body).toEqual({
      name: 'Board',
      workspace_type: 'Internal',
      client_name: null,
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});

describe('the Litigation tab', () => {
  it('fetches every page until num_pages, drops duplicates, searches, filters and pages 10 to a grid', async () => {
    signIn();
    const page1 = Array.from({ length: 8 }, (_, i) => aLitigationWorkspace(i + 1));
    const page2 = [
      aLitigationWorkspace(8),
      ...Array.from({ length: 6 }, (_, i) => aLitigationWorkspace(i + 9)),
    ];
    const api = mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractList(0),
      '/api/litigation/get-litigation-workspaces/?page=1': {
        body: { success: true, workspaces: page1, num_pages: 2, message: 'ok' },
      },
      '/api/litigation/get-litigation-workspaces/?page=2': {
        body: { success: true, workspaces: page2, num_pages: 2, message: 'ok' },
      },
    });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Litigation' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByText('1–10 of 14 workspaces')).toBeTruthy();
    expect(api.callsTo('/api/litigation/get-litigation-workspaces/?page=3')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Status (not available)' }).hasAttribute('disabled')).toBe(
      true,
    );
    const card = screen.getByRole('article', { name: 'Case 2' });
    expect(within(card).getByText('Civil')).toBeTruthy();
    expect(within(card).getByText('Client 2 & Opponent 2')).toBeTruthy();

    await choose('Case type', 'Criminal');
    expect(cards()).toHaveLength(7);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Search litigation workspaces' }),
      'opponent 13',
    );
    expect(cards().map((item) => item.getAttribute('aria-label'))).toEqual(['Case 13']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search litigation workspaces' }), '9');
    expect(screen.getByText(messages.litigation.noCasesFound)).toBeTruthy();
  });

  it('opens on the Litigation tab at /dashboard/litigation, the parent of a workspace’s address', async () => {
    signIn();
    mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractList(0),
      '/api/litigation/get-litigation-workspaces/?page=1': {
        body: { success: true, workspaces: [aLitigationWorkspace(1)], num_pages: 1, message: 'ok' },
      },
    });
    renderApp('/dashboard/litigation');
    expect(await screen.findByRole('article', { name: 'Case 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Litigation' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('shows the list columns with the first status as the timeline, and opens a workspace on double-click', async () => {
    signIn();
    mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractList(0),
      '/api/litigation/get-litigation-workspaces/?page=1': {
        body: {
          success: true,
          workspaces: [
            aLitigationWorkspace(1, {
              status: ['Case generated', 'Workspace created'],
              is_case_details_extracted: true,
            }),
          ],
          num_pages: 1,
          message: 'ok',
        },
      },
      '/api/litigation/get-single-litigation-workspace/': {
        body: { success: true, workspace: aLitigationWorkspace(1), cases: [] },
      },
      '/api/litigation/get-notes/': { body: { success: true, notes: [] } },
    });
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Litigation' }));
    await screen.findByRole('article', { name: 'Case 1' });
    await userEvent.click(screen.getByText('List'));
    const table = screen.getByRole('table', { name: 'Litigation workspaces' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Workspace Name',
      'Client',
      'Opponent',
      'Case',
      'Area of Law',
      'Timeline',
      'Actions',
    ]);
    expect(within(table).getByText('Case generated')).toBeTruthy();
    expect(within(table).queryByText('Workspace created')).toBeNull();
    await userEvent.dblClick(within(table).getByText('Opponent 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/litigation/lw1'));
    expect(await screen.findByText('Case details not extracted yet')).toBeTruthy();
  });

  it('checks every field of the create modal, clears a message on edit, and disables everything while creating', async () => {
    signIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      ...dashboardCalls,
      '/api/workspaces/': contractList(0),
      '/api/litigation/get-litigation-workspaces/?page=1': {
        body: { success: true, workspaces: [], num_pages: 1, message: 'ok' },
      },
      '/api/litigation/create-workspace/': async () => {
        await gate;
        return {
          body: {
            success: true,
            message: messages.litigation.workspaceCreated,
            data: aLitigationWorkspace(1),
          },
        };
      },
    });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Litigation' }));
    await screen.findByText(messages.litigation.noCasesFound);
    await userEvent.click(screen.getAllByRole('button', { name: 'Create New Workspace' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Workspace' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Client Name/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    for (const message of [
      messages.workspace.nameRequired,
      messages.litigation.caseTypeRequired,
      messages.workspace.clientNameRequired,
      messages.litigation.opponentNameRequired,
      messages.litigation.areaOfLawRequired,
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Opponent Name/ }), 'State');
    expect(within(dialog).queryByText(messages.litigation.opponentNameRequired)).toBeNull();
    expect(within(dialog).getByText(messages.litigation.areaOfLawRequired)).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Workspace Name/ }), ' State v Rao ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Criminal' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Client Name/ }), 'Rao');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Area of Law/ }), 'Criminal law');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    const busy = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^Workspace Name/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Civil' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    release();
    await screen.findByText(messages.litigation.workspaceCreated);
    expect(api.callsTo('/api/litigation/create-workspace/')[0]?.body).toEqual({
      workspace_name: 'State v Rao',
      case_type: 'Criminal',
      client_name: 'Rao',
      opponent_name: 'State',
      area_of_law: 'Criminal law',
    });
    await waitFor(() =>
      expect(api.callsTo('/api/litigation/get-litigation-workspaces/?page=1')).toHaveLength(2),
    );
  });
});
