import { expect, it } from 'vitest';
import { isReusedAnswer } from '../../lib/http/reused-answer.ts';
import { GOOD_PASSWORD, post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { insertUser, releaseLapsedHolds } from '../accounts/users.repository.ts';
import { insertMemberships } from '../organizations/organizations.repository.ts';
import { insertAssignments } from '../workspaces/workspace-members.repository.ts';
import { call, lawFirm } from '../workspaces/workspaces.fixture.ts';
import { insertLitigationCase } from './litigation-cases.repository.ts';
import {
  createLitigation,
  listedNames,
  litigationFields,
  litigationList,
} from './litigation-list.fixture.ts';
import { listLitigationWorkspaces } from './litigation-workspaces.ts';

/** A name changed behind the app's back: only a read from the database shows it. */
const renameBehindTheApp = (ctx: TestContext, id: string, name: string) =>
  ctx.database.query('update workspaces set name = $2 where id = $1', [id, name]);

/**
 * One instance: the litigation list from its cache, and every kind of write of what it shows or of
 * who may see it seen at the very next read, by the writer and by the others who see it. Each test
 * reads first (filling the cache), then writes, then reads again.
 */
describeOnEachDatabase('litigation list cache', (ctx) => {
  const app = () => ctx().app;
  const names = (token: string, query?: string) => listedNames(app(), token, query);
  const teamOf = async (token: string, id: string) =>
    (await litigationList(app(), token)).find((w) => w.id === id)?.team_members.map((m) => m.email);

  it('serves a repeated read from memory: a change behind the app’s back shows only once the page is old', async () => {
    const { token } = await signedInUser(ctx());
    const id = await createLitigation(app(), token, 'Sharma v. Verma');
    expect(await names(token)).toEqual(['Sharma v. Verma']);
    await renameBehindTheApp(ctx(), id, 'Changed behind the app');
    expect(await names(token)).toEqual(['Sharma v. Verma']);
    const { deps } = app();
    const later = Date.now() + deps.config.readCacheMs + 1000;
    deps.now = () => new Date(later);
    try {
      expect(await names(token)).toEqual(['Changed behind the app']);
    } finally {
      deps.now = () => new Date();
    }
  });

  it('answers a repeated read with the same answer, marked to be written to JSON once', async () => {
    const { token, userId } = await signedInUser(ctx());
    await createLitigation(app(), token, 'Written once');
    const { deps } = app();
    const first = await listLitigationWorkspaces(deps, userId, { page: 1 });
    expect(await listLitigationWorkspaces(deps, userId, { page: 1 })).toBe(first);
    expect(isReusedAnswer(first)).toBe(true);
    expect(first.workspaces.map((w) => w.workspace_name)).toEqual(['Written once']);
  });

  it('keeps each page, search and case type apart', async () => {
    const { token } = await signedInUser(ctx());
    await createLitigation(app(), token, 'Alpha');
    const criminal = { ...litigationFields('Beta'), case_type: 'Criminal' };
    await call(app(), 'POST', '/api/litigation/create-workspace/', criminal, token);
    for (let i = 0; i < 2; i++) {
      expect(await names(token)).toEqual(['Beta', 'Alpha']);
      expect(await names(token, 'page=1&search=alp')).toEqual(['Alpha']);
      expect(await names(token, 'page=1&case_type=Criminal')).toEqual(['Beta']);
      expect(await names(token, 'page=2')).toEqual([]);
    }
  });

  it('never answers one account with another’s page, in a firm or outside', async () => {
    const firm = await lawFirm(ctx());
    const lawyer = await firm.member('lawyer');
    const outsider = await signedInUser(ctx());
    await createLitigation(app(), firm.admin.token, 'Firm matter');
    await createLitigation(app(), outsider.token, 'Own matter');
    for (let i = 0; i < 2; i++) {
      expect(await names(firm.admin.token)).toEqual(['Firm matter']);
      expect(await names(lawyer.token)).toEqual([]);
      expect(await names(outsider.token)).toEqual(['Own matter']);
    }
  });

  it('shows a workspace created, renamed, touched by a note and deleted at the very next read of every member who sees it', async () => {
    const firm = await lawFirm(ctx());
    const lawyer = await firm.member('lawyer');
    const first = await createLitigation(app(), lawyer.token, 'First');
    expect(await names(lawyer.token)).toEqual(['First']);
    expect(await names(firm.admin.token)).toEqual(['First']);

    const second = await createLitigation(app(), lawyer.token, 'Second');
    expect(await names(lawyer.token)).toEqual(['Second', 'First']);
    expect(await names(firm.admin.token)).toEqual(['Second', 'First']);

    const edit = { ...litigationFields('First, renamed'), workspace_id: first };
    const edited = await call(app(), 'POST', '/api/litigation/edit-workspace/', edit, lawyer.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await names(firm.admin.token)).toEqual(['First, renamed', 'Second']);

    const note = { workspace_id: second, content: 'Hearing moved' };
    const noted = await call(app(), 'POST', '/api/litigation/add-note/', note, lawyer.token);
    expect(noted.statusCode, noted.body).toBe(200);
    expect(await names(firm.admin.token)).toEqual(['Second', 'First, renamed']);

    const gone = await call(
      app(),
      'DELETE',
      '/api/litigation/delete-workspace/',
      { workspace_id: second },
      firm.admin.token,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await names(lawyer.token)).toEqual(['First, renamed']);
    expect(await names(firm.admin.token)).toEqual(['First, renamed']);
  });

  it('shows a case recorded and deleted at the very next read', async () => {
    const { token } = await signedInUser(ctx());
    const id = await createLitigation(app(), token, 'With a case');
    const extracted = async () => (await litigationList(app(), token))[0]?.is_case_details_extracted;
    expect(await extracted()).toBe(false);
    // The repository alone, as the case wizard's job writes it: no timeline entry to notice.
    const kase = await insertLitigationCase(ctx().database.db, {
      workspaceId: id,
      caseType: 'Civil',
      allegations: 'Trespass',
    });
    expect(await extracted()).toBe(true);
    const deleted = await call(app(), 'POST', '/api/litigation/delete-case/', { case_id: kase.id }, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await extracted()).toBe(false);
  });

  it('shows a member assigned and unassigned at the very next read, theirs and the others’', async () => {
    const firm = await lawFirm(ctx());
    const paralegal = await firm.member('paralegal');
    const id = await createLitigation(app(), firm.admin.token, 'Team matter');
    expect(await names(paralegal.token)).toEqual([]);
    expect(await teamOf(firm.admin.token, id)).toEqual([]);

    const body = { workspace_id: id, emails: [paralegal.person.email] };
    const assigned = await call(app(), 'POST', '/api/litigation/assign-team-member/', body, firm.admin.token);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await names(paralegal.token)).toEqual(['Team matter']);
    expect(await teamOf(firm.admin.token, id)).toEqual([paralegal.person.email]);

    const unassigned = await call(
      app(),
      'POST',
      '/api/workspaces/unassign-team-member/',
      { workspace_id: id, email: paralegal.person.email },
      firm.admin.token,
    );
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(await names(paralegal.token)).toEqual([]);
    expect(await teamOf(firm.admin.token, id)).toEqual([]);
  });

  it('applies a role changed at the very next read', async () => {
    const firm = await lawFirm(ctx());
    const member = await firm.member('lawyer');
    const id = await createLitigation(app(), firm.admin.token, 'Admins only');
    expect(await names(member.token)).toEqual([]);
    const role = (to: string) =>
      post(
        app(),
        '/api/law_firm/team-member/edit_team_member',
        { team_member_id: member.userId, role: to },
        firm.admin.token,
      );
    expect((await role('admin')).statusCode).toBe(200);
    expect(await litigationList(app(), member.token)).toMatchObject([
      { id, can_manage: true, can_edit: true },
    ]);
    const assigned = await call(
      app(),
      'POST',
      '/api/litigation/assign-team-member/',
      { workspace_id: id, emails: [member.person.email] },
      firm.admin.token,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await role('viewer')).statusCode).toBe(200);
    expect(await litigationList(app(), member.token)).toMatchObject([
      { id, can_manage: false, can_edit: false },
    ]);
  });

  it('forgets a member removed from the firm at the very next read: their team place and what they saw', async () => {
    const firm = await lawFirm(ctx());
    const lawyer = await firm.member('lawyer');
    const id = await createLitigation(app(), lawyer.token, 'Leaves with the firm');
    const body = { workspace_id: id, emails: [lawyer.person.email] };
    await call(app(), 'POST', '/api/litigation/assign-team-member/', body, firm.admin.token);
    expect(await teamOf(firm.admin.token, id)).toEqual([lawyer.person.email]);
    expect(await names(lawyer.token)).toEqual(['Leaves with the firm']);

    const removed = await post(
      app(),
      '/api/law_firm/remove-team-member/',
      { member_id: lawyer.userId },
      firm.admin.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await teamOf(firm.admin.token, id)).toEqual([]);
    // Their sessions ended; signed in again, the workspace they made stays with the firm.
    const login = await post(app(), '/api/login', {
      username: lawyer.person.username,
      password: GOOD_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await names(login.json().token)).toEqual([]);
  });

  it('forgets a lapsed account at the very next read when its removal takes its team places', async () => {
    const firm = await lawFirm(ctx());
    const { db } = ctx().database;
    const id = await createLitigation(app(), firm.admin.token, 'Awaiting a member');
    const email = `lapsed.${Date.now()}@example.in`;
    const lapsed = await insertUser(db, {
      username: `lapsed_${Date.now()}`,
      email,
      firstName: 'Lapsed',
      lastName: 'Hold',
      phoneNumber: '9000000001',
      country: 'India',
      countryCode: '+91',
      accountType: 'law_firm',
      passwordHash: 'not a hash',
      awaitingConfirmationUntil: new Date(Date.now() - 60_000),
    });
    await insertMemberships(db, [{ organizationId: firm.organizationId, userId: lapsed.id, role: 'lawyer' }]);
    await insertAssignments(db, id, [lapsed.id], firm.admin.userId);
    expect(await teamOf(firm.admin.token, id)).toEqual([email]);
    await releaseLapsedHolds(db, { emails: [email] }, new Date());
    expect(await teamOf(firm.admin.token, id)).toEqual([]);
  });
});
