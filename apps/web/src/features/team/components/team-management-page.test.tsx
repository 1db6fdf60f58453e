import { bulkCreateSummary, messages } from '@lexi/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Types a value at once (a paste): much faster than key by key, and still one change event. */
async function fill(element: HTMLElement, value: string) {
  await userEvent.click(element);
  await userEvent.paste(value);
}

import { member, signInAsFirm, TEAM_PATH, team, teamPath } from '../test-fixtures.ts';

const PAGE = '/dashboard/team-management';

async function openPage(routes: Parameters<typeof mockApi>[0] = {}) {
  signInAsFirm();
  const api = mockApi({ [TEAM_PATH]: { body: team() }, ...routes });
  renderApp(PAGE);
  await screen.findByRole('table', { name: 'Team members and invitations' });
  return api;
}

describe('/dashboard/team-management', () => {
  it('lists members and pending invitations with role badges, and searches them on the server', async () => {
    const kabir = team().team_members[2];
    if (!kabir) throw new Error('fixture');
    const api = await openPage({
      [teamPath(1, 'viewer')]: { body: team({ team_members: [kabir], invites: [], total_members: 1 }) },
      [teamPath(1, 'nobody-here')]: { body: team({ team_members: [], invites: [], total_members: 0 }) },
    });
    const table = screen.getByRole('table', { name: 'Team members and invitations' });
    expect(within(table).getByText('Asha Rao (you)')).toBeTruthy();
    expect(within(table).getByText('Priya Menon')).toBeTruthy();
    expect(within(table).getByText('neha@example.in')).toBeTruthy();
    for (const label of ['Admin', 'Lawyer', 'Viewer', 'Paralegal'])
      expect(within(table).getByText(label)).toBeTruthy();
    expect(screen.getByText(/Law Firm plan: 1 of 25 seats given/)).toBeTruthy();
    expect(screen.getByText('1–3 of 3 members')).toBeTruthy();
    // Nobody removes themself.
    expect(screen.queryByRole('button', { name: 'Remove Asha Rao' })).toBeNull();

    await fill(screen.getByRole('textbox', { name: 'Search the team' }), 'viewer');
    await waitFor(() => expect(within(table).queryByText('Priya Menon')).toBeNull());
    expect(within(table).getByText('Kabir Shah')).toBeTruthy();
    expect(within(table).queryByText('neha@example.in')).toBeNull();
    expect(api.callsTo(teamPath(1, 'viewer'))).toHaveLength(1);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search the team' }));
    await fill(screen.getByRole('textbox', { name: 'Search the team' }), 'nobody-here');
    expect(await screen.findByText('No one matches “nobody-here”.')).toBeTruthy();
  });

  it('pages a large firm on the server, with the invitations on the first page', async () => {
    const many = (from: number) =>
      Array.from({ length: 25 }, (_, i) =>
        member({
          id: `p${from + i}`,
          first_name: 'Member',
          last_name: String(from + i),
          username: `m${from + i}`,
        }),
      );
    const api = await openPage({
      [TEAM_PATH]: { body: team({ team_members: many(1), total_members: 60, num_pages: 3 }) },
      [teamPath(2)]: { body: team({ team_members: many(26), total_members: 60, num_pages: 3, page: 2 }) },
    });
    expect(screen.getByText('1–25 of 60 members')).toBeTruthy();
    expect(screen.getByText('neha@example.in')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Member 26')).toBeTruthy();
    expect(screen.getByText('26–50 of 60 members')).toBeTruthy();
    expect(screen.queryByText('Member 1')).toBeNull();
    expect(screen.queryByText('neha@example.in')).toBeNull();
    expect(api.callsTo(teamPath(2))).toHaveLength(1);
  });

  it('tells a member who is not an admin that team management is for admins', async () => {
    signInAsFirm();
    mockApi({ [TEAM_PATH]: { status: 403, body: errorBody(messages.team.own.notFirmManager) } });
    renderApp(PAGE);
    expect(await screen.findByText('Team management is for firm admins')).toBeTruthy();
    expect(screen.getAllByText(new RegExp(messages.team.own.notFirmManager)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
  });

  it('shows the spec fallback when the list cannot be fetched', async () => {
    signInAsFirm();
    mockApi({ [TEAM_PATH]: { status: 400, body: null } });
    renderApp(PAGE);
    expect((await screen.findAllByText(messages.team.fetchFailed)).length).toBeGreaterThan(0);
  });

  it("says 'Invalid API response' when the listing answers in another shape", async () => {
    signInAsFirm();
    mockApi({ [TEAM_PATH]: { body: { success: true, team_members: 'none' } } });
    renderApp(PAGE);
    expect(await screen.findByText(messages.team.invalidResponse)).toBeTruthy();
  });

  it('adds a member with every field, checks them as they are typed, and shows the server’s field errors', async () => {
    const api = await openPage({
      '/api/law_firm/team-member/create/': [
        {
          status: 409,
          body: errorBody(messages.accounts.usernameTaken, {
            fields: { username: messages.accounts.usernameTaken },
          }),
        },
        { body: { success: true, message: messages.team.created, team_member: member({ id: 'm9' }) } },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    const field = (label: string) => within(dialog).getByLabelText(labelled(label));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(within(dialog).getAllByText(messages.common.required).length).toBeGreaterThan(3);
    await fill(field('Email address'), 'not-mail');
    expect(within(dialog).getByText(messages.common.invalidEmail)).toBeTruthy();
    await userEvent.clear(field('Email address'));

    await fill(field('First name'), 'Neha');
    await fill(field('Last name'), 'Iyer');
    await fill(field('Username'), 'neha.iyer');
    await fill(field('Email address'), 'neha@example.in');
    await userEvent.selectOptions(field('Country'), 'India');
    await fill(field('Mobile number'), '12345');
    expect(within(dialog).getByText(messages.common.invalidPhone)).toBeTruthy();
    await fill(field('Mobile number'), '67890');
    await fill(field('Password'), 'Vakalatnama-2026!');
    await userEvent.selectOptions(field('Role'), 'paralegal');
    // No "verified" boxes: the member confirms their own email and mobile from an emailed link.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText(messages.accounts.usernameTaken)).toBeTruthy();

    await userEvent.clear(field('Username'));
    await fill(field('Username'), 'neha.iyer2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(messages.team.created)).toBeTruthy();
    expect(api.callsTo('/api/law_firm/team-member/create/').at(-1)?.body).toEqual({
      first_name: 'Neha',
      last_name: 'Iyer',
      username: 'neha.iyer2',
      email: 'neha@example.in',
      phone_number: '1234567890',
      country: 'India',
      country_code: '+91',
      password: 'Vakalatnama-2026!',
      role: 'paralegal',
      is_email_verified: false,
      is_mobile_verified: false,
    });
  });

  it('shows who has not confirmed their account yet, and emails them a new link', async () => {
    const waiting = member({
      id: 'm3',
      first_name: 'Ravi',
      last_name: 'Nair',
      email: 'ravi@example.in',
      is_email_verified: false,
      is_mobile_verified: false,
      awaiting_confirmation: true,
      confirmation_expires_at: '2099-12-08T00:00:00.000Z',
    });
    const lapsed = member({
      id: 'm4',
      first_name: 'Meera',
      last_name: 'Das',
      email: 'meera@example.in',
      has_password: false,
      awaiting_confirmation: true,
      confirmation_expires_at: '2020-01-01T00:00:00.000Z',
    });
    const api = await openPage({
      [TEAM_PATH]: { body: team({ team_members: [team().admin, waiting, lapsed] }) },
      '/api/law_firm/team-member/resend-confirmation': {
        body: { success: true, message: messages.team.own.confirmationResent('ravi@example.in') },
      },
    });
    const table = screen.getByRole('table', { name: 'Team members and invitations' });
    expect(within(table).getByText('Awaiting confirmation (link open until 8 Dec 2099)')).toBeTruthy();
    expect(within(table).getByText('Has not set a password yet: the link has expired')).toBeTruthy();
    // Only members still waiting can be sent a link.
    expect(screen.queryByRole('button', { name: 'Email Asha Rao a new link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Email Ravi Nair a new link' }));
    expect(await screen.findByText(messages.team.own.confirmationResent('ravi@example.in'))).toBeTruthy();
    expect(api.callsTo('/api/law_firm/team-member/resend-confirmation')[0]?.body).toEqual({
      member_id: 'm3',
    });
  });

  it('shows the spec fallback when creating fails without a message', async () => {
    await openPage({ '/api/law_firm/team-member/create/': { status: 500, body: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    const field = (label: string) => within(dialog).getByLabelText(labelled(label));
    await fill(field('First name'), 'Neha');
    await fill(field('Last name'), 'Iyer');
    await fill(field('Username'), 'neha.iyer');
    await fill(field('Email address'), 'neha@example.in');
    await userEvent.selectOptions(field('Country'), 'India');
    await fill(field('Mobile number'), '1234567890');
    await fill(field('Password'), 'Vakalatnama-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(messages.team.createFailed)).toBeTruthy();
  });

  it('imports a file and shows the summary and each row that failed; offers both templates', async () => {
    const summary = bulkCreateSummary(3, 2, 1);
    const api = await openPage({
      '/api/law_firm/team-member/bulk-create/': {
        body: {
          success: true,
          message: summary,
          summary: { total_processed: 3, successful: 2, failed: 1 },
          errors: [{ row: 3, errors: { email: messages.common.invalidEmail } }],
          created: [],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Bulk add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team members from a file' });
    expect(within(dialog).getByRole('link', { name: 'CSV template' }).getAttribute('href')).toContain(
      'format=csv',
    );
    expect(within(dialog).getByRole('link', { name: 'Excel template' }).getAttribute('href')).toContain(
      'format=xlsx',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import members' }));
    expect(within(dialog).getByText(messages.team.own.fileRequired)).toBeTruthy();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['first_name\n'], 'members.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import members' }));
    expect((await screen.findAllByText(summary)).length).toBeGreaterThan(0);
    const report = within(dialog).getByRole('table', { name: 'Rows that were not imported' });
    expect(within(report).getByText('3')).toBeTruthy();
    expect(within(report).getByText(`: ${messages.common.invalidEmail}`, { exact: false })).toBeTruthy();
    const call = api.callsTo('/api/law_firm/team-member/bulk-create/')[0];
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBeUndefined();
  });

  it('shows the spec fallback when the import fails', async () => {
    await openPage({ '/api/law_firm/team-member/bulk-create/': { status: 500, body: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Bulk add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team members from a file' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'members.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import members' }));
    expect(await screen.findByText(messages.team.bulkCreateFailed)).toBeTruthy();
  });

  it('invites by email with a role and a message', async () => {
    const api = await openPage({
      '/api/law_firm/team/invite/member': [
        { status: 500, body: null },
        {
          body: {
            success: true,
            message: messages.team.own.inviteSent,
            invite: {
              id: 'i2',
              email: 'ravi@example.in',
              role: 'viewer',
              role_label: 'Viewer',
              expires_at: '2026-12-08T00:00:00.000Z',
              created_at: '2026-12-01T00:00:00.000Z',
            },
          },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await fill(within(dialog).getByLabelText(labelled('Email address')), 'ravi@example.in');
    await userEvent.selectOptions(within(dialog).getByLabelText(labelled('Role')), 'viewer');
    await fill(within(dialog).getByLabelText(labelled('Message')), 'Welcome, Ravi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.team.inviteFailed)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.team.own.inviteSent)).toBeTruthy();
    expect(api.callsTo('/api/law_firm/team/invite/member').at(-1)?.body).toEqual({
      email: 'ravi@example.in',
      role: 'viewer',
      message: 'Welcome, Ravi.',
    });
  });

  it('edits a role and plan seat, and removes a member after confirming', async () => {
    const api = await openPage({
      '/api/law_firm/team-member/edit_team_member': [
        { status: 500, body: null },
        {
          body: { success: true, message: messages.team.own.updated, team_member: member({ role: 'admin' }) },
        },
      ],
      '/api/law_firm/remove-team-member/': [
        { status: 500, body: null },
        { body: { success: true, message: messages.team.removed } },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Priya Menon' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit team member' });
    await userEvent.selectOptions(within(edit).getByLabelText(labelled('Role')), 'admin');
    await userEvent.selectOptions(within(edit).getByLabelText(labelled('Plan seat')), 'firm');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.team.updateFailed)).toBeTruthy();
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.team.own.updated)).toBeTruthy();
    expect(api.callsTo('/api/law_firm/team-member/edit_team_member').at(-1)?.body).toEqual({
      team_member_id: 'm1',
      role: 'admin',
      selectedPlan: 'firm',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Kabir Shah' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove team member?' });
    expect(api.callsTo('/api/law_firm/remove-team-member/')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText(messages.team.removeFailed)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText(messages.team.removed)).toBeTruthy();
    expect(api.callsTo('/api/law_firm/remove-team-member/').at(-1)?.body).toEqual({ member_id: 'm2' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove team member?' })).toBeNull());
  });
});
