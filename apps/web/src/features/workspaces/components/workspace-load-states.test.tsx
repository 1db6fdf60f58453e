import { messages } from '@lexi/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aContractWorkspace, aDocument, aMember } from '../test-fixtures.ts';
import { workspaceTexts } from '../workspace-texts.ts';

const workspace = aContractWorkspace(1, { name: 'Acme deals' });
const found = { body: { success: true, workspace, contracts: [] } };
const note = {
  id: 'n1',
  content: 'Call the client on Monday',
  created_at: '2026-04-01T10:00:00.000Z',
  updated_at: '2026-04-01T10:00:00.000Z',
  author: { username: 'asha', first_name: 'Asha', last_name: 'Rao' },
  can_edit: true,
};
const notesFound = { body: { success: true, notes: [note] } };
const teamFound = { body: { success: true, team_members: [] } };
// A refusal is not retried by the client on its own: the page must offer the retry.
const refused = { status: 403, body: errorBody(messages.common.forbidden) };

function signIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

describe('a contract workspace page that cannot show its workspace', () => {
  it('names itself in a level-one heading when the workspace is not found', async () => {
    signIn();
    mockApi({
      '/api/workspaces/details/': { status: 404, body: errorBody(messages.workspace.own.notFound) },
    });
    renderApp('/dashboard/workspace?id=cw9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workspace not available' })).toBeTruthy();
    expect(screen.getAllByText(messages.workspace.own.notFound).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a failed load is a failure, not a missing workspace, and loads it again on Try again', async () => {
    signIn();
    mockApi({
      '/api/workspaces/details/': [
        { status: 503, body: errorBody(messages.common.unavailable) },
        { status: 503, body: errorBody(messages.common.unavailable) },
        found,
      ],
      '/api/litigation/get-notes/': notesFound,
      '/api/workspaces/team-members/': teamFound,
    });
    renderApp('/dashboard/workspace?id=cw1');
    // The client retries a 5xx once by itself before it gives up.
    expect(await screen.findByText(messages.workspace.own.loadFailed, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Workspace not available' })).toBeTruthy();
    // The page says why, beside the toast that says it too.
    expect(screen.getAllByText(messages.common.unavailable).length).toBeGreaterThan(0);
    expect(screen.queryByText(messages.workspace.own.notFound)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme deals' })).toBeTruthy();
  });
});

describe('the notes of a workspace', () => {
  it('show why they failed to load and load again on Try again', async () => {
    signIn();
    mockApi({
      '/api/workspaces/details/': found,
      '/api/litigation/get-notes/': [{ status: 403, body: errorBody(messages.common.forbidden) }, notesFound],
      '/api/workspaces/team-members/': teamFound,
    });
    renderApp('/dashboard/workspace?id=cw1');
    expect(
      await screen.findByText(messages.litigation.fetchNotesFailed, { selector: '.mantine-Alert-title *' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Call the client on Monday')).toBeTruthy();
  });
});

describe("a workspace page's forms when what they offer fails to load", () => {
  it('Add a document says your documents failed to load (not that there are none), with a retry', async () => {
    signIn();
    mockApi({
      '/api/workspaces/details/': found,
      '/api/litigation/get-notes/': notesFound,
      '/api/workspaces/team-members/': teamFound,
      '/api/workspaces/my-documents/': [
        refused,
        { body: { success: true, documents: [{ ...aDocument('c7', 'Draft'), workspace_id: null }] } },
      ],
    });
    renderApp('/dashboard/workspace?id=cw1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a document' }));
    expect(
      await screen.findByText(workspaceTexts.myDocumentsFailed, { selector: '.mantine-Alert-title *' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByLabelText('Your contract or e-mohar document')).length).toBeGreaterThan(0);
    expect(
      screen.queryByText(workspaceTexts.myDocumentsFailed, { selector: '.mantine-Alert-title *' }),
    ).toBeNull();
  });

  it('Assign members says the firm could not be loaded (not that nobody is available), with a retry', async () => {
    signIn();
    mockApi({
      '/api/workspaces/details/': found,
      '/api/litigation/get-notes/': notesFound,
      '/api/workspaces/team-members/': [
        refused,
        { body: { success: true, team_members: [aMember(2, 'Ben', 'Ode')] } },
      ],
    });
    renderApp('/dashboard/workspace?id=cw1');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Workspace' });
    expect(await within(dialog).findByText(messages.litigation.fetchTeamFailed)).toBeTruthy();
    expect(within(dialog).queryByText(messages.team.noMembersAvailable)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('checkbox', { name: /Ben Ode/ })).toBeTruthy();
  });
});
