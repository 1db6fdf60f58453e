import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { subscribe } from '../plans/plans.service.ts';
import { SEATS_PER_PLAN } from './firm-plans.ts';
import { firmAdmin, get, memberBody, memberOf, post } from './law-firm.fixture.ts';

const t = messages.team;
const LIST = '/api/law_firm/get-team-members/';
const CREATE = '/api/law_firm/team-member/create/';
const EDIT = '/api/law_firm/team-member/edit_team_member';
const REMOVE = '/api/law_firm/remove-team-member/';

describeOnEachDatabase('law-firm team members', (ctx) => {
  it('creates a member with the spec payload and lists them with the admin, invites and plans', async () => {
    const admin = await firmAdmin(ctx());
    const body = memberBody({ role: 'paralegal' });
    const res = await post(ctx().app, CREATE, body, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(t.created);
    const member = res.json().team_member;
    expect(member).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'paralegal',
      role_label: 'Paralegal',
      // The spec's is_email_verified / is_mobile_verified (true here) are the admin's word: ignored.
      is_email_verified: false,
      is_mobile_verified: false,
      has_password: true,
      awaiting_confirmation: true,
      plan: null,
    });
    expect(member).not.toHaveProperty('password');

    const list = await get(ctx().app, LIST, admin.token);
    expect(list.statusCode).toBe(200);
    const data = list.json();
    expect(data.success).toBe(true);
    expect(data.firm_name).toBe('Rao & Partners');
    expect(data.admin).toMatchObject({ id: admin.userId, role: 'admin', role_label: 'Admin' });
    expect(data.team_members.map((m: { id: string }) => m.id)).toEqual([admin.userId, member.id]);
    expect(data.invites).toEqual([]);
    expect(data.law_firm_plans).toEqual([]);
    expect(data.has_plan).toBe(false);
    expect(list.body).not.toMatch(/password_hash|argon2/);

    // The member cannot sign in until they confirm the account from the emailed link.
    const login = await post(ctx().app, '/api/login', { username: body.username, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'accounts.confirmation_pending',
      message: messages.accounts.confirmationPending,
    });
  });

  it('pages the members on the server and searches name, username, email and role', async () => {
    const admin = await firmAdmin(ctx());
    const firmId = (
      await ctx().database.query<{ id: string }>(
        'select organization_id as id from organization_members where user_id = $1',
        [admin.userId],
      )
    )[0]?.id;
    // 60 more members, joined one second apart after the admin.
    await ctx().database.query(
      `with people as (
         insert into users (username, email, phone_number, first_name, last_name, country, country_code, account_type, password_hash)
         select 'paged_' || $2 || '_' || g, 'paged.' || $2 || '.' || g || '@example.in', '5' || lpad(g::text, 9, '0') || $2,
                'Paged', 'Member ' || g, 'India', '+91', 'law_firm', 'x'
         from generate_series(1, 60) g returning id, username)
       insert into organization_members (organization_id, user_id, role, created_at)
       select $1, id, case when substring(username from '[0-9]+$')::int % 10 = 7 then 'viewer' else 'lawyer' end,
              now() + (substring(username from '[0-9]+$')::int) * interval '1 second'
       from people`,
      [firmId, Date.now().toString(36)],
    );
    const page = async (query: string) => (await get(ctx().app, `${LIST}?${query}`, admin.token)).json();
    const first = await page('');
    expect(first).toMatchObject({ total_members: 61, num_pages: 3, page: 1 });
    expect(first.team_members).toHaveLength(25);
    expect(first.team_members[0].id).toBe(admin.userId);
    expect(first.admin.id).toBe(admin.userId);
    const third = await page('page=3');
    expect(third.team_members.map((m: { last_name: string }) => m.last_name)).toEqual(
      Array.from({ length: 11 }, (_, i) => `Member ${50 + i}`),
    );
    expect(third.admin.id).toBe(admin.userId);
    const small = await page('page=2&page_size=10');
    expect(small).toMatchObject({ num_pages: 7, page: 2 });
    expect(small.team_members[0].last_name).toBe('Member 10');
    expect((await page('search=MEMBER 4')).team_members).toHaveLength(11);
    expect((await page('search=viewer')).total_members).toBe(6);
    expect((await page('search=paged.')).total_members).toBe(60);
    expect((await page('search=100%25')).total_members).toBe(0);
    const tooBig = await get(ctx().app, `${LIST}?page_size=101`, admin.token);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(messages.common.pageSizeInvalid);
    expect((await get(ctx().app, `${LIST}?page=0`, admin.token)).json().message).toBe(
      messages.workspace.own.pageInvalid,
    );
  });

  it('refuses a taken username, email and phone number with one error per field, and a common password', async () => {
    const admin = await firmAdmin(ctx());
    const other = await signedInUser(ctx());
    const body = memberBody({
      username: other.person.username.toUpperCase(),
      email: other.person.email,
      phone_number: other.person.phone_number,
    });
    const res = await post(ctx().app, CREATE, body, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.accounts.usernameTaken);
    expect(res.json().fields).toEqual({
      username: messages.accounts.usernameTaken,
      email: messages.accounts.emailTaken,
      phone_number: t.own.phoneTaken,
    });
    const common = await post(ctx().app, CREATE, memberBody({ password: 'password123' }), admin.token);
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toBe(messages.accounts.passwordTooCommon);
    const bad = await post(
      ctx().app,
      CREATE,
      memberBody({ email: 'nope', phone_number: '123', first_name: ' ', role: 'partner' }),
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      email: messages.common.invalidEmail,
      phone_number: messages.common.invalidPhone,
      first_name: messages.common.required,
      role: t.own.roleInvalid,
    });
  });

  it('lets only an admin manage: a viewer, a lawyer and a person without a firm get 403', async () => {
    const admin = await firmAdmin(ctx());
    const viewer = await memberOf(ctx(), admin.token, 'viewer');
    const lawyer = await memberOf(ctx(), admin.token, 'lawyer');
    const loner = await signedInUser(ctx());
    for (const caller of [viewer.token, lawyer.token, loner.token]) {
      const list = await get(ctx().app, LIST, caller);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(t.own.notFirmManager);
      for (const [url, body] of [
        [CREATE, memberBody()],
        [EDIT, { team_member_id: lawyer.id, role: 'admin' }],
        [REMOVE, { member_id: lawyer.id }],
        ['/api/law_firm/team/invite/member', { email: 'x@example.in', role: 'viewer', message: '' }],
      ] as const) {
        expect((await post(ctx().app, url, body, caller)).statusCode, url).toBe(403);
      }
    }
    expect((await get(ctx().app, LIST)).statusCode).toBe(401);
    const roles = await ctx().database.query<{ role: string }>(
      'select role from organization_members where user_id = $1',
      [lawyer.id],
    );
    expect(roles).toEqual([{ role: 'lawyer' }]);
  });

  it('gives firm A nothing of firm B: members of another firm are 404 and unchanged', async () => {
    const a = await firmAdmin(ctx());
    const b = await firmAdmin(ctx());
    const bMember = await memberOf(ctx(), b.token);
    for (const [url, body] of [
      [EDIT, { team_member_id: bMember.id, role: 'viewer' }],
      [EDIT, { team_member_id: b.userId, role: 'viewer' }],
      [REMOVE, { member_id: bMember.id }],
      [REMOVE, { member_id: b.userId }],
    ] as const) {
      const res = await post(ctx().app, url, body, a.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(t.own.memberNotFound);
    }
    const listA = await get(ctx().app, LIST, a.token);
    expect(listA.body).not.toContain(bMember.id);
    expect((await post(ctx().app, '/api/user_plan', {}, bMember.token)).statusCode).toBe(200);
    const listB = (await get(ctx().app, LIST, b.token)).json();
    expect(listB.team_members.find((m: { id: string }) => m.id === bMember.id).role).toBe('lawyer');
  });

  it("edits a member's role and plan seat within the firm's seats, and keeps one admin", async () => {
    const admin = await firmAdmin(ctx());
    const member = await memberOf(ctx(), admin.token, 'paralegal');
    const noPlan = await post(
      ctx().app,
      EDIT,
      { team_member_id: member.id, role: 'lawyer', selectedPlan: 'firm' },
      admin.token,
    );
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().message).toBe(t.own.planNotAvailable);

    await subscribe(ctx().database.db, admin.userId, 'firm');
    const before = (await get(ctx().app, LIST, admin.token)).json();
    expect(before.has_plan).toBe(true);
    expect(before.law_firm_plans).toEqual([
      expect.objectContaining({
        code: 'firm',
        name: 'Law Firm',
        seats_total: SEATS_PER_PLAN.firm,
        seats_used: 0,
      }),
    ]);

    const edit = await post(
      ctx().app,
      EDIT,
      { team_member_id: member.id, role: 'lawyer', selectedPlan: 'firm' },
      admin.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().message).toBe(t.own.updated);
    expect(edit.json().team_member).toMatchObject({
      role: 'lawyer',
      plan: { code: 'firm', name: 'Law Firm' },
    });
    const plan = (await post(ctx().app, '/api/user_plan', {}, member.token)).json().user_data.plan;
    expect(plan.code).toBe('firm');
    const after = (await get(ctx().app, LIST, admin.token)).json();
    expect(after.law_firm_plans[0]).toMatchObject({
      seats_used: 1,
      seats_available: (SEATS_PER_PLAN.firm ?? 0) - 1,
    });

    const release = await post(
      ctx().app,
      EDIT,
      { team_member_id: member.id, role: 'lawyer', selectedPlan: '' },
      admin.token,
    );
    expect(release.json().team_member.plan).toBeNull();
    expect((await post(ctx().app, '/api/user_plan', {}, member.token)).json().user_data.plan.code).toBe(
      'free',
    );

    const demote = await post(ctx().app, EDIT, { team_member_id: admin.userId, role: 'viewer' }, admin.token);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(t.own.lastAdmin);
    const promote = await post(ctx().app, EDIT, { team_member_id: member.id, role: 'admin' }, admin.token);
    expect(promote.json().team_member.role_label).toBe('Admin');
    const nowDemote = await post(
      ctx().app,
      EDIT,
      { team_member_id: admin.userId, role: 'lawyer' },
      admin.token,
    );
    expect(nowDemote.statusCode).toBe(200);
    // The former admin is a lawyer now: managing is over for them.
    expect((await get(ctx().app, LIST, admin.token)).statusCode).toBe(403);
  });

  it('refuses a seat when every seat of the plan is taken', async () => {
    const admin = await firmAdmin(ctx());
    await subscribe(ctx().database.db, admin.userId, 'professional');
    const seats = SEATS_PER_PLAN.professional ?? 0;
    const members = [];
    for (let i = 0; i <= seats; i += 1) members.push(await memberOf(ctx(), admin.token));
    for (const m of members.slice(0, seats)) {
      const res = await post(
        ctx().app,
        EDIT,
        { team_member_id: m.id, role: 'lawyer', selectedPlan: 'professional' },
        admin.token,
      );
      expect(res.statusCode).toBe(200);
    }
    const last = members.at(-1);
    const full = await post(
      ctx().app,
      EDIT,
      { team_member_id: last?.id, role: 'lawyer', selectedPlan: 'professional' },
      admin.token,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(t.own.noSeatsLeft);
  });

  it('removes a member: their sessions end, they can no longer act for the firm, and the admin cannot remove themself', async () => {
    const admin = await firmAdmin(ctx());
    const member = await memberOf(ctx(), admin.token, 'admin');
    expect((await get(ctx().app, LIST, member.token)).statusCode).toBe(200);
    const self = await post(ctx().app, REMOVE, { member_id: admin.userId }, admin.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(t.own.cannotRemoveSelf);

    const res = await post(ctx().app, REMOVE, { member_id: member.id }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.removed);
    const after = await post(ctx().app, '/api/user_plan', {}, member.token);
    expect(after.statusCode).toBe(401);
    const list = (await get(ctx().app, LIST, admin.token)).json();
    expect(list.team_members.map((m: { id: string }) => m.id)).toEqual([admin.userId]);
    // Signing in again works as a person, but the firm is closed to them.
    const login = await post(ctx().app, '/api/login', {
      username: member.body.username,
      password: GOOD_PASSWORD,
    });
    expect((await get(ctx().app, LIST, login.json().token)).statusCode).toBe(403);
    const again = await post(ctx().app, REMOVE, { member_id: member.id }, admin.token);
    expect(again.statusCode).toBe(404);
  });
});
