import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { viewerOf } from '../workspaces/workspace-access.ts';
import { call, lawFirm } from '../workspaces/workspaces.fixture.ts';
import { insertLitigationCase } from './litigation-cases.repository.ts';
import { createLitigationCase } from './litigation-cases.ts';

const w = messages.workspace;
const l = messages.litigation;

const fields = {
  workspace_name: 'Sharma v. Verma',
  case_type: 'Civil',
  client_name: 'Anil Sharma',
  opponent_name: 'Ravi Verma',
  area_of_law: 'Property',
};

describeOnEachDatabase('litigation workspaces and cases', (ctx) => {
  const app = () => ctx().app;
  const create = (token: string, body: unknown) =>
    call(app(), 'POST', '/api/litigation/create-workspace/', body, token);
  const page = (token: string, query: string) =>
    call(app(), 'GET', `/api/litigation/get-litigation-workspaces/?${query}`, undefined, token);

  it('validates every field with its spec message, trimmed', async () => {
    const { token } = await signedInUser(ctx());
    const empty = await create(token, {
      workspace_name: ' ',
      case_type: '',
      client_name: '  ',
      opponent_name: '',
      area_of_law: '\t',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      workspace_name: w.nameRequired,
      case_type: l.caseTypeRequired,
      client_name: w.clientNameRequired,
      opponent_name: l.opponentNameRequired,
      area_of_law: l.areaOfLawRequired,
    });
    expect((await create(token, { ...fields, case_type: 'Tax' })).json().message).toBe(l.caseTypeRequired);
    const made = await create(token, { ...fields, workspace_name: '  Sharma v. Verma  ' });
    expect(made.statusCode).toBe(200);
    expect(made.json().message).toBe(l.workspaceCreated);
    const data = made.json().data;
    expect(data).toMatchObject({
      ...fields,
      workspace_id: data.id,
      workspace_type: 'Litigation Management',
      status: ['Workspace created'],
      team_members: [],
      is_case_details_extracted: false,
      can_manage: true,
      can_edit: true,
    });
    const edit = await call(
      app(),
      'POST',
      '/api/litigation/edit-workspace/',
      { ...fields, workspace_id: data.id, opponent_name: ' ' },
      token,
    );
    expect(edit.json().message).toBe(l.opponentNameRequired);
  });

  it('edits, shows with cases, updates and deletes cases, and deletes the workspace', async () => {
    const { token } = await signedInUser(ctx());
    const id = (await create(token, fields)).json().data.id as string;
    const edited = await call(
      app(),
      'POST',
      '/api/litigation/edit-workspace/',
      { ...fields, workspace_id: id, case_type: 'Criminal', area_of_law: ' Criminal law ' },
      token,
    );
    expect(edited.json().message).toBe('Workspace updated successfully');
    expect(edited.json().workspace).toMatchObject({
      case_type: 'Criminal',
      area_of_law: 'Criminal law',
      status: ['Workspace details updated', 'Workspace created'],
    });

    const row = await insertLitigationCase(ctx().database.db, {
      workspaceId: id,
      caseType: 'Criminal',
      representing: 'victim',
      complainant: 'Anil Sharma',
      accused: 'Ravi Verma',
      victim: 'Anil Sharma',
      allegations: 'Trespass',
      factsSummary: 'Entered the plot at night.',
    });
    const single = await call(
      app(),
      'POST',
      '/api/litigation/get-single-litigation-workspace/',
      { workspace_id: id },
      token,
    );
    expect(single.json().workspace.is_case_details_extracted).toBe(true);
    expect(single.json().cases).toMatchObject([
      { id: row.id, allegations: 'Trespass', facts_summary: 'Entered the plot at night.' },
    ]);

    const update = (body: unknown) => call(app(), 'POST', '/api/litigation/update-case/', body, token);
    expect((await update({ case_id: row.id })).json().message).toBe(w.own.caseFieldsRequired);
    expect((await update({ case_id: row.id, representing: 'judge' })).json().message).toBe(
      w.own.representingInvalid,
    );
    const updated = await update({
      case_id: row.id,
      allegations: ' Criminal trespass ',
      representing: 'accused',
    });
    expect(updated.json().message).toBe('Case updated successfully');
    expect(updated.json().case).toMatchObject({
      allegations: 'Criminal trespass',
      representing: 'accused',
      victim: 'Anil Sharma',
    });

    const deleted = await call(app(), 'POST', '/api/litigation/delete-case/', { case_id: row.id }, token);
    expect(deleted.json().message).toBe('Case deleted successfully');
    const after = await call(
      app(),
      'POST',
      '/api/litigation/get-single-litigation-workspace/',
      { workspace_id: id },
      token,
    );
    expect(after.json().cases).toEqual([]);
    expect(after.json().workspace.status.slice(0, 2)).toEqual(['Case deleted', 'Case details updated']);
    expect(
      (await call(app(), 'POST', '/api/litigation/delete-case/', { case_id: row.id }, token)).statusCode,
    ).toBe(404);

    const gone = await call(
      app(),
      'DELETE',
      '/api/litigation/delete-workspace/',
      { workspace_id: id },
      token,
    );
    expect(gone.json().message).toBe('Workspace deleted successfully');
    expect((await page(token, 'page=1')).json()).toMatchObject({ workspaces: [], num_pages: 1 });
    // A contract workspace's id is not a litigation workspace.
    const contractWs = (
      await call(app(), 'POST', '/api/workspaces/create/', { name: 'C', workspace_type: 'Internal' }, token)
    ).json().workspace.id;
    const wrongKind = await call(
      app(),
      'POST',
      '/api/litigation/get-single-litigation-workspace/',
      { workspace_id: contractWs },
      token,
    );
    expect(wrongKind.statusCode).toBe(404);
  });

  it('pages by 50 with num_pages, newest update first, with search and the type filter', async () => {
    // A firm admin: half the workspaces are the firm's, half their own from before the firm, interleaved,
    // so that a page merges the two visibility parts.
    const firm = await lawFirm(ctx());
    const { token, userId } = firm.admin;
    await ctx().database.query(
      `insert into workspaces (kind, name, created_by, organization_id, client_name, case_type, opponent_name, area_of_law, timeline, created_at, updated_at)
       select 'litigation', 'Matter ' || i, $1, case when i % 2 = 0 then $2::uuid end, 'Client ' || i, case when i % 3 = 0 then 'Criminal' else 'Civil' end,
              case when i = 77 then 'Opponent 100%_off' else 'Opponent ' || i end,
              case when i % 10 = 0 then 'Family law' else 'Property' end, '["Workspace created"]'::jsonb,
              now() - i * interval '1 minute', now() - i * interval '1 minute'
       from generate_series(1, 120) as i`,
      [userId, firm.organizationId],
    );
    const first = (await page(token, 'page=1')).json();
    expect(first.num_pages).toBe(3);
    expect(first.workspaces).toHaveLength(50);
    expect(first.workspaces[0].workspace_name).toBe('Matter 1');
    expect(first.workspaces[49].workspace_name).toBe('Matter 50');
    const second = (await page(token, 'page=2')).json();
    expect(second.workspaces.map((x: { workspace_name: string }) => x.workspace_name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Matter ${i + 51}`),
    );
    const third = (await page(token, 'page=3')).json();
    expect(third.workspaces.map((x: { workspace_name: string }) => x.workspace_name).at(-1)).toBe(
      'Matter 120',
    );
    expect(third.workspaces).toHaveLength(20);
    expect((await page(token, 'page=4')).json()).toMatchObject({ workspaces: [], num_pages: 3 });
    expect((await page(token, 'page=0')).json().message).toBe(w.own.pageInvalid);

    const names = async (query: string) =>
      (await page(token, query)).json().workspaces.map((x: { workspace_name: string }) => x.workspace_name);
    expect(await names('page=1&search=matter 11')).toEqual([
      'Matter 11',
      'Matter 110',
      'Matter 111',
      'Matter 112',
      'Matter 113',
      'Matter 114',
      'Matter 115',
      'Matter 116',
      'Matter 117',
      'Matter 118',
      'Matter 119',
    ]);
    expect(await names('page=1&search=CLIENT 42')).toEqual(['Matter 42']);
    expect(await names('page=1&search=100%25_')).toEqual(['Matter 77']);
    expect(await names('page=1&search=Opponent 7')).toHaveLength(10);
    expect((await page(token, 'page=1&search=family')).json()).toMatchObject({ num_pages: 1 });
    expect(await names('page=1&search=family')).toHaveLength(12);
    expect((await page(token, 'page=1&search=crimi')).json().workspaces).toHaveLength(40);
    expect((await page(token, 'page=1&case_type=Criminal&search=family')).json().workspaces).toHaveLength(4);
    expect((await page(token, 'page=1&case_type=Civil')).json().num_pages).toBe(2);
    // A member of the firm who is not assigned sees none of them; nor does another account.
    const lawyer = await firm.member('lawyer');
    expect((await page(lawyer.token, 'page=1')).json()).toMatchObject({ workspaces: [], num_pages: 1 });
    const other = await signedInUser(ctx());
    expect((await page(other.token, 'page=1')).json()).toMatchObject({ workspaces: [], num_pages: 1 });
  });

  it('counts at most ten pages ahead for num_pages, so that paging on until num_pages reaches the last page', async () => {
    // 14 pages of 50 for a firm admin, in both visibility parts; the count of page 1 stops at 11 pages.
    const firm = await lawFirm(ctx());
    const { token, userId } = firm.admin;
    await ctx().database.query(
      `insert into workspaces (kind, name, created_by, organization_id, client_name, case_type, opponent_name, area_of_law, timeline, updated_at)
       select 'litigation', 'Case ' || i, $1, case when i % 2 = 0 then $2::uuid end, 'Client', 'Civil', 'Opponent', 'Tax',
              '[]'::jsonb, now() - i * interval '1 second'
       from generate_series(1, 690) as i`,
      [userId, firm.organizationId],
    );
    const numPages = async (n: number) => (await page(token, `page=${n}`)).json().num_pages;
    expect(await numPages(1)).toBe(12);
    expect(await numPages(3)).toBe(14);
    expect(await numPages(4)).toBe(14);
    const last = (await page(token, 'page=14')).json();
    expect(last).toMatchObject({ num_pages: 14 });
    expect(last.workspaces).toHaveLength(40);
    expect((await page(token, 'page=1&search=case 68')).json().num_pages).toBe(1);
    // The browser's loop: page after page, reading num_pages again each time, gets all 690 once.
    const seen = new Set<string>();
    for (let n = 1; n <= (await numPages(n)); n++) {
      for (const x of (await page(token, `page=${n}`)).json().workspaces) seen.add(x.id);
    }
    expect(seen.size).toBe(690);
  });

  it('lets the admin and assigned firm members in, keeps viewers read-only, and answers 404 to outsiders', async () => {
    const firm = await lawFirm(ctx());
    const lawyer = await firm.member('lawyer');
    const viewer = await firm.member('viewer');
    const outsider = await signedInUser(ctx());
    const id = (await create(lawyer.token, fields)).json().data.id as string;
    const kase = await insertLitigationCase(ctx().database.db, {
      workspaceId: id,
      caseType: 'Civil',
      allegations: 'Secret',
    });
    const noteId = (
      await call(
        app(),
        'POST',
        '/api/litigation/add-note/',
        { workspace_id: id, content: 'Secret' },
        lawyer.token,
      )
    ).json().note.id;

    const adminPage = (await page(firm.admin.token, 'page=1')).json().workspaces;
    expect(adminPage).toMatchObject([
      { id, is_case_details_extracted: true, team_members: [], can_manage: true },
    ]);
    expect(adminPage).toHaveLength(1);
    expect((await page(viewer.token, 'page=1')).json().workspaces).toEqual([]);
    const assigned = await call(
      app(),
      'POST',
      '/api/litigation/assign-team-member/',
      { workspace_id: id, emails: [viewer.person.email] },
      lawyer.token,
    );
    expect(assigned.json().message).toBe(l.teamAssigned);
    const seen = (await page(viewer.token, 'page=1')).json().workspaces;
    expect(seen).toMatchObject([
      { id, can_manage: false, can_edit: false, team_members: [{ email: viewer.person.email }] },
    ]);
    // The lawyer who created it changes its content; the browser offers the viewer no change.
    expect((await page(lawyer.token, 'page=1')).json().workspaces).toMatchObject([{ id, can_edit: true }]);
    const refused = await call(
      app(),
      'POST',
      '/api/litigation/assign-team-member/',
      { workspace_id: id, emails: [outsider.person.email] },
      lawyer.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(outsider.person.email);

    // The viewer reads, and every change is refused with 403.
    const read = await call(
      app(),
      'POST',
      '/api/litigation/get-single-litigation-workspace/',
      { workspace_id: id },
      viewer.token,
    );
    expect(read.statusCode).toBe(200);
    const viewerCalls: ['POST' | 'DELETE', string, unknown][] = [
      ['POST', '/api/litigation/edit-workspace/', { ...fields, workspace_id: id }],
      ['POST', '/api/litigation/update-case/', { case_id: kase.id, allegations: 'x' }],
      ['POST', '/api/litigation/delete-case/', { case_id: kase.id }],
      ['POST', '/api/litigation/add-note/', { workspace_id: id, content: 'x' }],
      ['POST', '/api/litigation/edit-notes/', { note_id: noteId, content: 'x' }],
      ['DELETE', '/api/litigation/delete-notes/', { note_id: noteId }],
      ['DELETE', '/api/litigation/delete-workspace/', { workspace_id: id }],
      [
        'POST',
        '/api/litigation/assign-team-member/',
        { workspace_id: id, emails: [firm.admin.person.email] },
      ],
    ];
    for (const [method, url, body] of viewerCalls) {
      expect((await call(app(), method, url, body, viewer.token)).statusCode, url).toBe(403);
    }

    const outsiderCalls: ['POST' | 'DELETE', string, unknown][] = [
      ['POST', '/api/litigation/get-single-litigation-workspace/', { workspace_id: id }],
      ...viewerCalls,
      ['POST', '/api/litigation/get-notes/', { workspace_id: id }],
      ['POST', '/api/workspaces/assignment/', { workspace_id: id }],
      ['POST', '/api/workspaces/unassign-team-member/', { workspace_id: id, email: viewer.person.email }],
    ];
    for (const [method, url, body] of outsiderCalls) {
      const res = await call(app(), method, url, body, outsider.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Secret');
    }
    expect((await page(outsider.token, 'page=1&search=Sharma')).json().workspaces).toEqual([]);
    const single = await call(
      app(),
      'POST',
      '/api/litigation/get-single-litigation-workspace/',
      { workspace_id: id },
      lawyer.token,
    );
    expect(single.json().cases).toMatchObject([{ allegations: 'Secret' }]);
    expect(single.json().workspace.workspace_name).toBe(fields.workspace_name);

    // The admin manages a member's workspace.
    const gone = await call(
      app(),
      'DELETE',
      '/api/litigation/delete-workspace/',
      { workspace_id: id },
      firm.admin.token,
    );
    expect(gone.statusCode).toBe(200);
    expect((await page(lawyer.token, 'page=1')).json().workspaces).toEqual([]);
  });

  it('records the case of a workspace its editor may change, and refuses an outsider with 404', async () => {
    const owner = await signedInUser(ctx());
    const outsider = await signedInUser(ctx());
    const id = (await create(owner.token, fields)).json().data.id as string;
    const fieldsOfCase = {
      case_type: 'Civil' as const,
      representing: 'victim' as const,
      complainant: 'Anil Sharma',
    };

    const refused = createLitigationCase(
      ctx().database.db,
      await viewerOf(ctx().database.db, outsider.userId),
      id,
      fieldsOfCase,
    );
    await expect(refused).rejects.toMatchObject({ status: 404 });

    const made = await createLitigationCase(
      ctx().database.db,
      await viewerOf(ctx().database.db, owner.userId),
      id,
      fieldsOfCase,
    );
    expect(made).toMatchObject({
      case_type: 'Civil',
      representing: 'victim',
      complainant: 'Anil Sharma',
      accused: '',
    });
    const single = await call(
      app(),
      'POST',
      '/api/litigation/get-single-litigation-workspace/',
      { workspace_id: id },
      owner.token,
    );
    expect(single.json().cases).toMatchObject([{ id: made.id }]);
    expect(single.json().workspace).toMatchObject({ is_case_details_extracted: true });
    // The case owes its package's generation, whose job may already have added its own entry.
    const status = single.json().workspace.status as string[];
    expect(status.find((entry) => !entry.startsWith('Case package'))).toBe('Case details extracted');
  });
});
