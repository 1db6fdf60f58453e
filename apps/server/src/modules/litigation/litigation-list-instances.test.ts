import { expect, it } from 'vitest';
import { post } from '../../test/account-fixtures.ts';
import { describeOnAppPair } from '../../test/app-pair.ts';
import { call, lawFirm } from '../workspaces/workspaces.fixture.ts';
import {
  createLitigation,
  listedNames,
  litigationFields,
  litigationList,
} from './litigation-list.fixture.ts';

/**
 * Two instances of LeXi on one PostgreSQL database, each with its own litigation list cache: a
 * change made through one is in the other's very next list, though it had the old one in memory.
 */
describeOnAppPair('the litigation list across two instances on one PostgreSQL', (pair) => {
  const namesOnB = (token: string) => listedNames(pair().b, token);

  it('keeps what it read: a change behind the app’s back is not in the other instance’s next answer', async () => {
    const { a } = pair();
    const firm = await lawFirm(a);
    const id = await createLitigation(a.app, firm.admin.token, 'Kept');
    expect(await namesOnB(firm.admin.token)).toEqual(['Kept']);
    await a.database.query('update workspaces set name = $2 where id = $1', [id, 'Behind the app']);
    expect(await namesOnB(firm.admin.token)).toEqual(['Kept']);
  });

  it('a workspace created, renamed and deleted through one instance is in the other’s very next list', async () => {
    const { a } = pair();
    const firm = await lawFirm(a);
    const lawyer = await firm.member('lawyer');
    const first = await createLitigation(a.app, lawyer.token, 'First');
    expect(await namesOnB(firm.admin.token)).toEqual(['First']);
    await createLitigation(a.app, lawyer.token, 'Second');
    expect(await namesOnB(firm.admin.token)).toEqual(['Second', 'First']);
    const edit = { ...litigationFields('First, renamed'), workspace_id: first };
    expect(
      (await call(a.app, 'POST', '/api/litigation/edit-workspace/', edit, lawyer.token)).statusCode,
    ).toBe(200);
    expect(await namesOnB(firm.admin.token)).toEqual(['First, renamed', 'Second']);
    const gone = await call(
      a.app,
      'DELETE',
      '/api/litigation/delete-workspace/',
      { workspace_id: first },
      lawyer.token,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await namesOnB(firm.admin.token)).toEqual(['Second']);
  });

  it('an assignment, a role change and a removal through one instance are in the other’s very next list', async () => {
    const { a, b } = pair();
    const firm = await lawFirm(a);
    const lawyer = await firm.member('lawyer');
    const id = await createLitigation(a.app, firm.admin.token, 'Team matter');
    expect(await namesOnB(lawyer.token)).toEqual([]);

    const body = { workspace_id: id, emails: [lawyer.person.email] };
    expect(
      (await call(a.app, 'POST', '/api/litigation/assign-team-member/', body, firm.admin.token)).statusCode,
    ).toBe(200);
    expect(await namesOnB(lawyer.token)).toEqual(['Team matter']);
    expect((await litigationList(b, firm.admin.token))[0]?.team_members.map((m) => m.email)).toEqual([
      lawyer.person.email,
    ]);

    const role = { team_member_id: lawyer.userId, role: 'viewer' };
    expect(
      (await post(a.app, '/api/law_firm/team-member/edit_team_member', role, firm.admin.token)).statusCode,
    ).toBe(200);
    expect(await litigationList(b, lawyer.token)).toMatchObject([{ id, can_edit: false }]);

    const removal = { member_id: lawyer.userId };
    expect(
      (await post(a.app, '/api/law_firm/remove-team-member/', removal, firm.admin.token)).statusCode,
    ).toBe(200);
    expect((await litigationList(b, firm.admin.token))[0]?.team_members).toEqual([]);
  });
});
