import { messages } from '@lexi/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aContractWorkspace } from '../test-fixtures.ts';

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
