import { messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aContractWorkspace, aDocument, aLitigationWorkspace, aMember } from '../test-fixtures.ts';

const assigned = aMember(1, 'Asha', 'Rao');
const workspace = aContractWorkspace(1, { name: 'Acme deals', team_members: [assigned] });
const note = {
  id: 'n1',
  content: 'Call the client on Monday',
  created_at: '2026-04-01T10:00:00.000Z',
  updated_at: '2026-04-01T10:00:00.000Z',
  author: { username: 'asha', first_name: 'Asha', last_name: 'Rao' },
  can_edit: true,
};

function signIn() {
  useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
}

function contractPageApi(firmMembers: ReturnType<typeof aMember>[]) {
  return mockApi({
    '/api/workspaces/details/': {
      body: { success: true, workspace, contracts: [aDocument('c1', 'Active')] },
    },
    '/api/litigation/get-notes/': { body: { success: true, notes: [note] } },
    '/api/workspaces/team-members/': { body: { success: true, team_members: firmMembers } },
    '/api/workspaces/assign-team-member/': {
      body: { success: true, message: messages.litigation.teamAssigned },
    },
    '/api/workspaces/delete/': { body: { success: true, message: 'Workspace deleted successfully' } },
    '/api/litigation/add-note/': { body: { success: true, message: messages.litigation.noteAdded, note } },
    '/api/litigation/edit-notes/': {
      body: { success: true, message: messages.litigation.noteUpdated, note: { ...note, content: 'Edited' } },
    },
    '/api/workspaces/overview': { status: 500, body: null },
    '/api/workspaces/': { body: { success: true, workspaces: [] } },
  });
}

describe('the Delete Workspace dialog', () => {
  it('keeps Delete Workspace disabled until DELETE is typed exactly, then deletes and goes to the dashboard', async () => {
    signIn();
    const api = contractPageApi([]);
    const { router } = renderApp('/dashboard/workspace?id=cw1');
    expect(await screen.findByRole('heading', { name: 'Acme deals' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Workspace' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Workspace' });
    const input = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, 'delete');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'DELETE ');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, '{Backspace}');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await userEvent.click(confirm);
    await screen.findByText('Workspace deleted successfully');
    expect(api.callsTo('/api/workspaces/delete/')[0]).toMatchObject({
      method: 'DELETE',
      body: { workspace_id: 'cw1' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('closes on Cancel without deleting', async () => {
    signIn();
    const api = contractPageApi([]);
    renderApp('/dashboard/workspace?id=cw1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Workspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Workspace' })).toBeNull());
    expect(api.callsTo('/api/workspaces/delete/')).toHaveLength(0);
  });
});

describe('the Assign Workspace dialog', () => {
  it('lists by name only the firm members not yet assigned, and enables Assign once one is ticked', async () => {
    signIn();
    const api = contractPageApi([assigned, aMember(2, 'Ben', 'Ode'), aMember(3, 'Cy', 'Pal')]);
    renderApp('/dashboard/workspace?id=cw1');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Workspace' });
    await within(dialog).findByRole('checkbox', { name: /Ben Ode/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Asha Rao/ })).toBeNull();
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Cy Pal/ }));
    expect(assign.hasAttribute('disabled')).toBe(false);
    await userEvent.click(assign);
    await screen.findByText(messages.litigation.teamAssigned);
    expect(api.callsTo('/api/workspaces/assign-team-member/')[0]?.body).toEqual({
      workspace_id: 'cw1',
      emails: ['member3@firm.test'],
    });
  });

  it('says when nobody is available and leads to team management', async () => {
    signIn();
    contractPageApi([assigned]);
    renderApp('/dashboard/workspace?id=cw1');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Workspace' });
    expect(await within(dialog).findByText(messages.team.noMembersAvailable)).toBeTruthy();
    expect(within(dialog).getByText(/Add team members to your firm first/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Add Team Members' }).getAttribute('href')).toBe(
      '/dashboard/team-management',
    );
  });
});

describe('a contract workspace seen by a firm’s viewer', () => {
  it('lists its documents and notes and offers nothing to change', async () => {
    signIn();
    mockApi({
      '/api/workspaces/details/': {
        body: {
          success: true,
          workspace: { ...workspace, can_manage: false, can_edit: false },
          contracts: [aDocument('c1', 'Active')],
        },
      },
      '/api/litigation/get-notes/': { body: { success: true, notes: [{ ...note, can_edit: false }] } },
    });
    renderApp('/dashboard/workspace?id=cw1');
    expect(await screen.findByText('Contract c1')).toBeTruthy();
    expect(await screen.findByText('Call the client on Monday')).toBeTruthy();
    for (const name of [
      'Add a document',
      'New contract',
      'Remove Contract c1 from the workspace',
      'Add note',
    ])
      expect(screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name }), name).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New note' })).toBeNull();
  });
});

describe('the notes panel', () => {
  it('lists notes with author, adds one (refusing an empty note) and edits one', async () => {
    signIn();
    const api = contractPageApi([]);
    renderApp('/dashboard/workspace?id=cw1');
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Call the client on Monday')).toBeTruthy();
    expect(within(list).getByText('Asha Rao')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText(messages.workspace.own.noteRequired)).toBeTruthy();
    expect(api.callsTo('/api/litigation/add-note/')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), '  Send the draft  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText(messages.litigation.noteAdded);
    expect(api.callsTo('/api/litigation/add-note/')[0]?.body).toEqual({
      workspace_id: 'cw1',
      content: 'Send the draft',
    });

    await userEvent.click(within(list).getByRole('button', { name: 'Edit note by Asha Rao' }));
    const editor = within(list).getByRole('textbox', { name: 'Edit note' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Edited');
    await userEvent.click(within(list).getByRole('button', { name: 'Save note' }));
    await screen.findByText(messages.litigation.noteUpdated);
    expect(api.callsTo('/api/litigation/edit-notes/')[0]?.body).toEqual({ note_id: 'n1', content: 'Edited' });
  });

  it('shows the catalogue message when a note cannot be deleted', async () => {
    signIn();
    mockApi({
      '/api/litigation/get-single-litigation-workspace/': {
        body: {
          success: true,
          workspace: aLitigationWorkspace(1, { is_case_details_extracted: true }),
          cases: [],
        },
      },
      '/api/litigation/get-notes/': { body: { success: true, notes: [note] } },
      '/api/litigation/delete-notes/': { status: 500, body: null },
    });
    renderApp('/dashboard/litigation/lw1');
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(screen.queryByText('Case details not extracted yet')).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete note by Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText(messages.litigation.deleteNoteFailed)).toBeTruthy();
  });
});
