import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { insertPackageVersion } from '../case-package/case-packages.repository.ts';
import { createDraft, creationBody, userWithDraft } from '../contracts/contracts.fixture.ts';
import { uploadTestPdf } from '../emohar/emohar.fixture.ts';
import { insertLitigationCase } from '../litigation/litigation-cases.repository.ts';
import { deleteMembership } from '../organizations/organizations.repository.ts';
import { call, lawFirm, type Person } from './workspaces.fixture.ts';

const w = messages.workspace;
const own = w.own;
const l = messages.litigation;

describeOnEachDatabase('contract workspaces, overview, team and notes', (ctx) => {
  const app = () => ctx().app;
  const create = (token: string, body: unknown) =>
    call(app(), 'POST', '/api/workspaces/create/', body, token);
  const list = async (token: string) =>
    (await call(app(), 'GET', '/api/workspaces/', undefined, token)).json().workspaces as { id: string }[];

  it('creates with the spec messages: name required, client name for a Client workspace, null for Internal', async () => {
    const { token } = await signedInUser(ctx());
    const empty = await create(token, { name: '   ', workspace_type: 'Client', client_name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ name: w.nameRequired, client_name: w.clientNameRequired });
    const noClient = await create(token, { name: 'Acme', workspace_type: 'Client', client_name: null });
    expect(noClient.json().message).toBe(w.clientNameRequired);
    const badType = await create(token, { name: 'Acme', workspace_type: 'Team' });
    expect(badType.json().fields.workspace_type).toBe(own.typeInvalid);

    const internal = await create(token, {
      name: '  Our policies ',
      workspace_type: 'Internal',
      client_name: 'x',
    });
    expect(internal.statusCode).toBe(200);
    expect(internal.json().message).toBe(own.created);
    expect(internal.json().workspace).toMatchObject({
      name: 'Our policies',
      workspace_type: 'Internal',
      client_name: null,
      contracts_count: 0,
      team_members: [],
      can_manage: true,
      can_edit: true,
    });
    const client = await create(token, {
      name: 'Acme deals',
      workspace_type: 'Client',
      client_name: ' Acme Ltd ',
    });
    expect(client.json().workspace.client_name).toBe('Acme Ltd');
    // Newest update first.
    expect((await list(token)).map((x) => x.id)).toEqual([
      client.json().workspace.id,
      internal.json().workspace.id,
    ]);
  });

  it('pages the list on the server with search, type and status filters', async () => {
    const owner = await userWithDraft(ctx());
    await ctx().database.query(
      `insert into workspaces (kind, name, created_by, workspace_type, client_name, updated_at)
       select 'contract', 'Deal ' || g, $1, case when g % 3 = 0 then 'Internal' else 'Client' end,
              case when g % 3 = 0 then null else 'Client ' || g end, now() - g * interval '1 minute'
       from generate_series(1, 30) g`,
      [owner.userId],
    );
    const page = async (query: string, token = owner.token) =>
      (await call(app(), 'GET', `/api/workspaces/?${query}`, undefined, token)).json();
    const names = (answer: { workspaces: { name: string }[] }) => answer.workspaces.map((x) => x.name);
    const first = await page('page=1&page_size=9');
    expect(first).toMatchObject({ total: 30, num_pages: 4, page: 1 });
    expect(names(first)).toEqual(Array.from({ length: 9 }, (_, i) => `Deal ${i + 1}`));
    expect(names(await page('page=4&page_size=9'))).toEqual(['Deal 28', 'Deal 29', 'Deal 30']);
    expect((await page('')).workspaces).toHaveLength(12);
    expect(names(await page('search=client 2'))).toEqual([
      'Deal 2',
      'Deal 20',
      'Deal 22',
      'Deal 23',
      'Deal 25',
      'Deal 26',
      'Deal 28',
      'Deal 29',
    ]);
    expect(await page('workspace_type=Internal&page_size=100')).toMatchObject({ total: 10 });
    // Status: the workspace holding the draft counts as Draft; the one with an e-mohar document as In Review.
    const [deal5, deal7] = ['Deal 5', 'Deal 7'].map(
      (name) => first.workspaces.find((x: { name: string }) => x.name === name)?.id,
    );
    await ctx().database.query('update contracts set workspace_id = $1 where id = $2', [
      deal5,
      owner.contractId,
    ]);
    const { record } = await uploadTestPdf(ctx(), owner.token, { file_name: 'Lease.pdf' });
    await ctx().database.query('update emohar_documents set workspace_id = $1 where id = $2', [
      deal7,
      record.id,
    ]);
    expect(names(await page('status=Draft'))).toEqual(['Deal 5']);
    expect(names(await page('status=In Review'))).toEqual(['Deal 7']);
    expect(await page('status=Completed')).toMatchObject({ workspaces: [], total: 0, num_pages: 1 });
    expect(names(await page('status=Draft&search=deal 7'))).toEqual([]);
    // Archived by its owner, the draft shows as Archived and counts as Completed (spec part 2 §4).
    const archived = await call(
      app(),
      'POST',
      '/api/documents/archive',
      { kind: 'contract', id: owner.contractId },
      owner.token,
    );
    expect(archived.statusCode).toBe(200);
    expect(names(await page('status=Completed'))).toEqual(['Deal 5']);
    expect(await page('status=Draft')).toMatchObject({ workspaces: [], total: 0 });
    const held = await call(app(), 'POST', '/api/workspaces/details/', { workspace_id: deal5 }, owner.token);
    expect(held.json().contracts).toMatchObject([{ id: owner.contractId, status: 'Archived' }]);
    await call(
      app(),
      'POST',
      '/api/documents/unarchive',
      { kind: 'contract', id: owner.contractId },
      owner.token,
    );
    expect(names(await page('status=Draft'))).toEqual(['Deal 5']);
    expect(await page('status=Completed')).toMatchObject({ total: 0 });
    const bad = await call(app(), 'GET', '/api/workspaces/?status=Lost&page_size=0', undefined, owner.token);
    expect(bad.statusCode).toBe(400);
    // Another account sees none of them.
    const other = await signedInUser(ctx());
    expect(await page('', other.token)).toMatchObject({ workspaces: [], total: 0 });
  });

  it('holds contracts and e-mohar documents; deleting the workspace keeps them', async () => {
    const owner = await userWithDraft(ctx());
    const ws = (
      await create(owner.token, { name: 'Kaveri', workspace_type: 'Client', client_name: 'Kaveri Foods' })
    ).json().workspace.id as string;
    // A contract created directly in the workspace.
    const drafted = await createDraft(app(), owner.token, 'india', {
      ...creationBody('india', { is_credit: false }),
      workspace_id: ws,
    });
    expect(drafted.json().response_status).toBe(true);
    const inWorkspace = drafted.json().id as string;
    // One moved in, and an uploaded e-mohar document.
    const add = (kind: string, document_id: string) =>
      call(
        app(),
        'POST',
        '/api/workspaces/add-document/',
        { workspace_id: ws, kind, document_id },
        owner.token,
      );
    expect((await add('contract', owner.contractId)).json().message).toBe(own.documentAdded);
    const { record } = await uploadTestPdf(ctx(), owner.token, { file_name: 'Lease.pdf' });
    expect((await add('emohar', record.id)).statusCode).toBe(200);
    const stranger = await userWithDraft(ctx());
    expect((await add('contract', stranger.contractId)).statusCode).toBe(404);
    expect((await add('contract', 'not-an-id')).statusCode).toBe(404);
    expect((await add('letter', owner.contractId)).json().message).toBe(own.documentKindInvalid);

    const details = await call(app(), 'POST', '/api/workspaces/details/', { workspace_id: ws }, owner.token);
    expect(details.statusCode).toBe(200);
    expect(details.json().workspace.contracts_count).toBe(3);
    expect(details.json().workspace.created_by.username).toBe(owner.person.username);
    const docs = details.json().contracts as { id: string; kind: string; status: string }[];
    expect(docs.map((d) => d.id).sort()).toEqual([inWorkspace, owner.contractId, record.id].sort());
    expect(docs.find((d) => d.id === record.id)).toMatchObject({ kind: 'emohar', status: 'In Review' });
    expect(docs.find((d) => d.id === inWorkspace)).toMatchObject({ kind: 'contract', status: 'Drafted' });

    // The picker's list: the owner's own documents with the workspace each is in; nobody else's.
    const mine = await call(app(), 'GET', '/api/workspaces/my-documents/', undefined, owner.token);
    const mineDocs = mine.json().documents as { id: string; kind: string; workspace_id: string | null }[];
    expect(mineDocs.map((d) => d.id).sort()).toEqual([inWorkspace, owner.contractId, record.id].sort());
    expect(mineDocs.every((d) => d.workspace_id === ws)).toBe(true);
    const theirs = await call(app(), 'GET', '/api/workspaces/my-documents/', undefined, stranger.token);
    expect((theirs.json().documents as { id: string }[]).map((d) => d.id)).toEqual([stranger.contractId]);

    const removed = await call(
      app(),
      'POST',
      '/api/workspaces/remove-document/',
      { workspace_id: ws, kind: 'contract', document_id: owner.contractId },
      owner.token,
    );
    expect(removed.json().message).toBe(own.documentRemoved);
    expect((await list(owner.token)).find((x) => x.id === ws)).toMatchObject({ contracts_count: 2 });

    const deleted = await call(app(), 'DELETE', '/api/workspaces/delete/', { workspace_id: ws }, owner.token);
    expect(deleted.json().message).toBe(own.deleted);
    expect(await list(owner.token)).toEqual([]);
    const show = await call(
      app(),
      'POST',
      '/api/show_contract',
      { id: inWorkspace, type: 'draft' },
      owner.token,
    );
    expect(show.statusCode).toBe(200);
    const rows = await ctx().database.query<{ workspace_id: string | null }>(
      'select workspace_id from contracts where id = $1',
      [inWorkspace],
    );
    expect(rows).toEqual([{ workspace_id: null }]);
  });

  it('refuses a drafting call into a workspace the caller may not edit, before drafting', async () => {
    const firm = await lawFirm(ctx());
    const ws = (await create(firm.admin.token, { name: 'Firm', workspace_type: 'Internal' })).json().workspace
      .id;
    const outsider = await signedInUser(ctx());
    const viewer = await firm.member('viewer');
    await call(
      app(),
      'POST',
      '/api/workspaces/assign-team-member/',
      { workspace_id: ws, emails: [viewer.person.email] },
      firm.admin.token,
    );
    for (const who of [outsider, viewer]) {
      const res = await createDraft(app(), who.token, 'india', {
        ...creationBody('india', { is_credit: false }),
        workspace_id: ws,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('workspaces.not_found');
    }
    expect(await ctx().database.query('select id from contracts where workspace_id = $1', [ws])).toEqual([]);
  });

  it('lets the firm admin and assigned members in, and no one else; leaving the firm ends access', async () => {
    const firm = await lawFirm(ctx());
    const lawyer = await firm.member('lawyer', { first_name: 'Kabir', last_name: 'Mehta' });
    const colleague = await firm.member('paralegal', { first_name: 'Zoya', last_name: 'Iyer' });
    const viewer = await firm.member('viewer', { first_name: 'Vani', last_name: 'Das' });
    const ws = (await create(lawyer.token, { name: 'Lawyer ws', workspace_type: 'Internal' })).json()
      .workspace.id;

    // The admin sees a member's workspace and may manage it; an unassigned colleague does not see it.
    expect((await list(firm.admin.token)).find((x) => x.id === ws)).toMatchObject({ can_manage: true });
    expect(await list(colleague.token)).toEqual([]);
    const peek = await call(app(), 'POST', '/api/workspaces/details/', { workspace_id: ws }, colleague.token);
    expect(peek.statusCode).toBe(404);

    // Team members of the firm (other than the caller) and the assignment dialog.
    const team = await call(app(), 'GET', '/api/workspaces/team-members/', undefined, lawyer.token);
    expect(
      team
        .json()
        .team_members.map((m: Person['person']) => m.email)
        .sort(),
    ).toEqual([firm.admin.person.email, colleague.person.email, viewer.person.email].sort());
    const litigationTeam = await call(
      app(),
      'GET',
      '/api/litigation/get-team-members_for_litigation/',
      undefined,
      lawyer.token,
    );
    expect(litigationTeam.json().team_members).toEqual(team.json().team_members);
    const alone = await signedInUser(ctx());
    expect(
      (await call(app(), 'GET', '/api/workspaces/team-members/', undefined, alone.token)).json().team_members,
    ).toEqual([]);

    // Only firm members can be assigned; the refusal names the others and assigns nobody.
    const assign = (emails: string[], token = lawyer.token) =>
      call(app(), 'POST', '/api/workspaces/assign-team-member/', { workspace_id: ws, emails }, token);
    const refused = await assign([colleague.person.email, alone.person.email]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(alone.person.email);
    expect(refused.json().message).not.toContain(colleague.person.email);
    expect(await list(colleague.token)).toEqual([]);
    expect((await assign([])).json().message).toBe(own.emailsRequired);
    // A member who is not the creator or admin cannot assign.
    expect((await assign([viewer.person.email], colleague.token)).statusCode).toBe(404);

    const ok = await assign([colleague.person.email.toUpperCase(), viewer.person.email]);
    expect(ok.json().message).toBe(l.teamAssigned);
    const seen = (await list(colleague.token)).find((x) => x.id === ws) as unknown as {
      can_manage: boolean;
      team_members: { email: string }[];
    };
    expect(seen.can_manage).toBe(false);
    // The assigned colleague (a paralegal) changes what is inside; the assigned viewer only reads.
    expect(seen).toMatchObject({ can_edit: true });
    expect((await list(viewer.token)).find((x) => x.id === ws)).toMatchObject({
      can_manage: false,
      can_edit: false,
    });
    expect(seen.team_members.map((m) => m.email).sort()).toEqual(
      [colleague.person.email, viewer.person.email].sort(),
    );
    const dialog = await call(
      app(),
      'POST',
      '/api/workspaces/assignment/',
      { workspace_id: ws },
      lawyer.token,
    );
    expect(dialog.json().name).toBe('Lawyer ws');
    expect(dialog.json().members).toEqual(
      expect.arrayContaining([
        { name: 'Zoya Iyer', email: colleague.person.email, is_assigned: true },
        { name: 'Rao Rao', email: firm.admin.person.email, is_assigned: false },
      ]),
    );
    expect(dialog.json().members).toHaveLength(3);
    expect((await assign([viewer.person.email], colleague.token)).statusCode).toBe(403);

    // A viewer reads notes but cannot add or change any; a viewer cannot create workspaces.
    const note = await call(
      app(),
      'POST',
      '/api/litigation/add-note/',
      { workspace_id: ws, content: ' First ' },
      colleague.token,
    );
    expect(note.json().message).toBe(l.noteAdded);
    expect(note.json().note).toMatchObject({
      content: 'First',
      can_edit: true,
      author: { first_name: 'Zoya' },
    });
    const viewerNote = await call(
      app(),
      'POST',
      '/api/litigation/add-note/',
      { workspace_id: ws, content: 'x' },
      viewer.token,
    );
    expect(viewerNote.statusCode).toBe(403);
    expect(viewerNote.json().message).toBe(own.readOnly);
    const viewerNotes = await call(
      app(),
      'POST',
      '/api/litigation/get-notes/',
      { workspace_id: ws },
      viewer.token,
    );
    expect(viewerNotes.json().notes).toMatchObject([{ content: 'First', can_edit: false }]);
    const viewerEdit = await call(
      app(),
      'POST',
      '/api/litigation/edit-notes/',
      { note_id: note.json().note.id, content: 'y' },
      viewer.token,
    );
    expect(viewerEdit.statusCode).toBe(403);
    expect((await create(viewer.token, { name: 'Mine', workspace_type: 'Internal' })).json().message).toBe(
      own.cannotCreate,
    );
    // The creator (its manager) may change the colleague's note.
    const managerEdit = await call(
      app(),
      'POST',
      '/api/litigation/edit-notes/',
      { note_id: note.json().note.id, content: 'Edited' },
      lawyer.token,
    );
    expect(managerEdit.json().message).toBe(l.noteUpdated);

    // Unassign, then removal from the firm: access ends with no other step.
    const unassign = await call(
      app(),
      'POST',
      '/api/workspaces/unassign-team-member/',
      { workspace_id: ws, email: viewer.person.email },
      lawyer.token,
    );
    expect(unassign.json().message).toBe(own.memberUnassigned);
    expect(await list(viewer.token)).toEqual([]);
    await deleteMembership(ctx().database.db, firm.organizationId, colleague.userId);
    expect(await list(colleague.token)).toEqual([]);
    const gone = await call(
      app(),
      'POST',
      '/api/litigation/get-notes/',
      { workspace_id: ws },
      colleague.token,
    );
    expect(gone.statusCode).toBe(404);
    expect((await list(lawyer.token)).find((x) => x.id === ws)).toMatchObject({ team_members: [] });

    // The work stays with the firm: its creator, once removed, no longer sees it; the admin does.
    await deleteMembership(ctx().database.db, firm.organizationId, lawyer.userId);
    expect(await list(lawyer.token)).toEqual([]);
    const former = await call(app(), 'POST', '/api/workspaces/details/', { workspace_id: ws }, lawyer.token);
    expect(former.statusCode).toBe(404);
    expect((await list(firm.admin.token)).some((x) => x.id === ws)).toBe(true);
  });

  it('answers 404 to an outsider for every call with the workspace, note or document id', async () => {
    const owner = await userWithDraft(ctx());
    const outsider = await signedInUser(ctx());
    const ws = (await create(owner.token, { name: 'Private', workspace_type: 'Internal' })).json().workspace
      .id;
    await call(
      app(),
      'POST',
      '/api/workspaces/add-document/',
      { workspace_id: ws, kind: 'contract', document_id: owner.contractId },
      owner.token,
    );
    const noteId = (
      await call(
        app(),
        'POST',
        '/api/litigation/add-note/',
        { workspace_id: ws, content: 'Secret' },
        owner.token,
      )
    ).json().note.id;
    const calls: [method: 'POST' | 'DELETE', url: string, body: unknown][] = [
      ['POST', '/api/workspaces/details/', { workspace_id: ws }],
      ['DELETE', '/api/workspaces/delete/', { workspace_id: ws }],
      [
        'POST',
        '/api/workspaces/add-document/',
        { workspace_id: ws, kind: 'contract', document_id: owner.contractId },
      ],
      [
        'POST',
        '/api/workspaces/remove-document/',
        { workspace_id: ws, kind: 'contract', document_id: owner.contractId },
      ],
      ['POST', '/api/workspaces/assignment/', { workspace_id: ws }],
      ['POST', '/api/workspaces/assign-team-member/', { workspace_id: ws, emails: [outsider.person.email] }],
      ['POST', '/api/litigation/assign-team-member/', { workspace_id: ws, emails: [outsider.person.email] }],
      ['POST', '/api/workspaces/unassign-team-member/', { workspace_id: ws, email: outsider.person.email }],
      ['POST', '/api/litigation/get-notes/', { workspace_id: ws }],
      ['POST', '/api/litigation/add-note/', { workspace_id: ws, content: 'Mine now' }],
      ['POST', '/api/litigation/edit-notes/', { note_id: noteId, content: 'Mine now' }],
      ['DELETE', '/api/litigation/delete-notes/', { note_id: noteId }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(app(), method, url, body, outsider.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Secret');
    }
    expect(await list(outsider.token)).toEqual([]);
    const details = await call(app(), 'POST', '/api/workspaces/details/', { workspace_id: ws }, owner.token);
    expect(details.json().workspace.contracts_count).toBe(1);
    expect((await call(app(), 'POST', '/api/workspaces/details/', { workspace_id: ws })).statusCode).toBe(
      401,
    );
  });

  it('keeps notes newest first with their rules and messages', async () => {
    const { token } = await signedInUser(ctx());
    const ws = (await create(token, { name: 'Notes', workspace_type: 'Internal' })).json().workspace.id;
    const add = (content: unknown) =>
      call(app(), 'POST', '/api/litigation/add-note/', { workspace_id: ws, content }, token);
    expect((await add('   ')).json().message).toBe(own.noteRequired);
    expect((await add('x'.repeat(10_001))).json().message).toBe(own.noteTooLong);
    expect((await add('x'.repeat(10_000))).statusCode).toBe(200);
    const second = (await add('Second')).json().note.id;
    const notes = (
      await call(app(), 'POST', '/api/litigation/get-notes/', { workspace_id: ws }, token)
    ).json().notes;
    expect(notes.map((n: { content: string }) => n.content.length)).toEqual([6, 10_000]);
    const edited = await call(
      app(),
      'POST',
      '/api/litigation/edit-notes/',
      { note_id: second, content: '  ' },
      token,
    );
    expect(edited.json().message).toBe(own.noteRequired);
    const gone = await call(app(), 'DELETE', '/api/litigation/delete-notes/', { note_id: second }, token);
    expect(gone.json().message).toBe(l.noteDeleted);
    const again = await call(app(), 'DELETE', '/api/litigation/delete-notes/', { note_id: second }, token);
    expect(again.statusCode).toBe(404);
    expect(
      (await call(app(), 'POST', '/api/litigation/get-notes/', { workspace_id: 'x' }, token)).statusCode,
    ).toBe(404);
    expect((await call(app(), 'POST', '/api/litigation/get-notes/', {}, token)).json().message).toBe(
      own.idRequired,
    );
  });

  it('documents every workspace and litigation route and refuses callers without a session', async () => {
    const spec = (await app().inject({ url: '/api/docs/json' })).json();
    const routes: [string, string][] = [
      ['get', '/api/workspaces/'],
      ['post', '/api/workspaces/create/'],
      ['delete', '/api/workspaces/delete/'],
      ['post', '/api/workspaces/details/'],
      ['post', '/api/workspaces/add-document/'],
      ['post', '/api/workspaces/remove-document/'],
      ['get', '/api/workspaces/overview'],
      ['get', '/api/workspaces/team-members/'],
      ['post', '/api/workspaces/assignment/'],
      ['post', '/api/workspaces/assign-team-member/'],
      ['post', '/api/workspaces/unassign-team-member/'],
      ['get', '/api/litigation/get-litigation-workspaces/'],
      ['post', '/api/litigation/create-workspace/'],
      ['post', '/api/litigation/edit-workspace/'],
      ['delete', '/api/litigation/delete-workspace/'],
      ['post', '/api/litigation/get-single-litigation-workspace/'],
      ['post', '/api/litigation/update-case/'],
      ['post', '/api/litigation/delete-case/'],
      ['post', '/api/litigation/assign-team-member/'],
      ['get', '/api/litigation/get-team-members_for_litigation/'],
      ['post', '/api/litigation/get-notes/'],
      ['post', '/api/litigation/add-note/'],
      ['post', '/api/litigation/edit-notes/'],
      ['delete', '/api/litigation/delete-notes/'],
    ];
    for (const [method, path] of routes) {
      expect(spec.paths[path]?.[method]?.responses?.['200'], `${method} ${path}`).toBeDefined();
      const res = await call(
        app(),
        method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
        path,
        method === 'get' ? undefined : {},
      );
      expect(res.statusCode, path).toBe(401);
    }
    expect(
      spec.paths['/api/workspaces/create/'].post.requestBody.content['application/json'].schema.required,
    ).toContain('workspace_type');
  });

  it('counts the overview tiles from the rows', async () => {
    const firm = await lawFirm(ctx());
    const lawyer = await firm.member('lawyer');
    const draft = await createDraft(
      app(),
      lawyer.token,
      'india',
      creationBody('india', { is_credit: false }),
    );
    expect(draft.json().response_status).toBe(true);
    await create(lawyer.token, { name: 'C1', workspace_type: 'Internal' });
    const lit = await call(
      app(),
      'POST',
      '/api/litigation/create-workspace/',
      {
        workspace_name: 'L1',
        case_type: 'Civil',
        client_name: 'A',
        opponent_name: 'B',
        area_of_law: 'Contract',
      },
      lawyer.token,
    );
    await insertLitigationCase(ctx().database.db, { workspaceId: lit.json().data.id, caseType: 'Civil' });
    // Two versions of its case package: the tiles count the latest one's drafts and judgements.
    const judgement = (n: number) => ({
      judgement_id: `j${n}`,
      title: `J ${n}`,
      citation: `C ${n}`,
      court: 'Court',
      year: 2000,
      passage: 'p',
      relevance: 'r',
      stance: 'neutral' as const,
      stance_reason: 's',
    });
    const strategy = {
      issues: [],
      provisions: [],
      arguments: [],
      counter_arguments: [],
      evidence: [],
      limitation: { rule: '', deadline: null, note: '' },
      next_steps: [],
    };
    const draftRow = (title: string) => ({ kind: 'plaint', title, html: '<p>x</p>' });
    for (const [judgements, drafts] of [
      [[judgement(1)], [draftRow('a')]],
      [
        [judgement(1), judgement(2), judgement(3)],
        [draftRow('a'), draftRow('b')],
      ],
    ] as const) {
      await insertPackageVersion(
        ctx().database.db,
        {
          workspaceId: lit.json().data.id,
          facts: [],
          judgements: [...judgements],
          strategy,
          generatedAt: new Date(),
        },
        drafts,
      );
    }
    await ctx().database.query(
      "insert into contracts (owner_id, jurisdiction, contract_type, title, status, is_editable, form_data, contract_data, document, contract_text, html_content, party1, party2, is_resolutions, counter_party_name) select owner_id, jurisdiction, contract_type, 'Signed one', 'signed', false, form_data, contract_data, document, contract_text, html_content, party1, party2, is_resolutions, counter_party_name from contracts where id = $1",
      [draft.json().id],
    );
    const overview = (token: string) => call(app(), 'GET', '/api/workspaces/overview', undefined, token);
    expect((await overview(lawyer.token)).json()).toEqual({
      success: true,
      totalWorkspaces: 2,
      totalSignedContracts: 1,
      totalContractsDrafted: 2,
      totalLitigationDrafts: 2,
      totalJudgementFiles: 3,
    });
    // The admin sees both workspaces and the package; the contracts are the lawyer's own.
    expect((await overview(firm.admin.token)).json()).toMatchObject({
      totalWorkspaces: 2,
      totalContractsDrafted: 0,
      totalLitigationDrafts: 2,
      totalJudgementFiles: 3,
    });
    // Someone outside the firm counts none of them.
    const outsider = await lawFirm(ctx());
    expect((await overview(outsider.admin.token)).json()).toMatchObject({
      totalLitigationDrafts: 0,
      totalJudgementFiles: 0,
    });
  });
});
