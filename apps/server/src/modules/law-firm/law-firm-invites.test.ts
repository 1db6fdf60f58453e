import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { GOOD_PASSWORD, newPerson, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { firmAdmin, get, mailedLink, memberOf, post, tokenOf } from './law-firm.fixture.ts';

const own = messages.team.own;
const INVITE = '/api/law_firm/team/invite/member';
const REVOKE = '/api/law_firm/team/invite/revoke';
const REGISTER = '/api/law_firm/team/member/register';
const SEND_CODE = '/api/law_firm/team/member/send-mobile-code';
const LIST = '/api/law_firm/get-team-members/';

/** The join form's body; its mobile code is a made-up one until `withCode` asks for the real one. */
function registration(token: string) {
  const { email: _e, account_type: _a, ...person } = newPerson();
  return { token, ...person, mobile_otp: '000000' };
}

describeOnEachDatabase('law-firm invitations', (ctx) => {
  /** The join page's code step: a code texted to the typed number, put into the registration. */
  async function withCode(body: ReturnType<typeof registration>) {
    const sent = await post(ctx().app, SEND_CODE, {
      token: body.token,
      phone_number: body.phone_number,
      country_code: body.country_code,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(messages.accounts.mobileOtpSent);
    return { ...body, mobile_otp: ctx().messengers.lastSmsCode(`${body.country_code}${body.phone_number}`) };
  }

  it('invites by email; the invited person registers from the link, is signed in and listed', async () => {
    const admin = await firmAdmin(ctx());
    const email = `invitee.${Date.now()}@example.in`;
    const res = await post(
      ctx().app,
      INVITE,
      { email, role: 'paralegal', message: 'Welcome aboard, Priya.' },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(own.inviteSent);
    const mail = ctx()
      .messengers.mails.filter((m) => m.to === email)
      .at(-1);
    expect(mail?.text).toContain('Welcome aboard, Priya.');
    expect(mail?.text).toContain('Paralegal');
    const link = mailedLink(ctx(), email, 'join');
    expect(link.startsWith(ctx().app.deps.config.publicUrl)).toBe(true);
    const stored = await ctx().database.query<{ token_hash: string }>(
      'select token_hash from team_invites where email = $1',
      [email],
    );
    expect(stored[0]?.token_hash).not.toContain(tokenOf(link));

    const pending = (await get(ctx().app, LIST, admin.token)).json();
    expect(pending.invites).toEqual([
      expect.objectContaining({ email, role: 'paralegal', role_label: 'Paralegal' }),
    ]);

    const body = await withCode(registration(tokenOf(link)));
    const reg = await post(ctx().app, REGISTER, body);
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json()).toMatchObject({
      success: true,
      message: own.registered,
      user_data: {
        username: body.username,
        email,
        country: 'India',
        is_email_verified: true,
        is_mobile_verified: true,
      },
    });
    const plan = await post(ctx().app, '/api/user_plan', {}, reg.json().token);
    expect(plan.statusCode).toBe(200);
    // The session answered is one the next sign-in gives too: nothing is left to verify.
    const login = await post(ctx().app, '/api/login', { username: body.username, password: GOOD_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);

    const after = (await get(ctx().app, LIST, admin.token)).json();
    expect(after.invites).toEqual([]);
    expect(after.team_members).toContainEqual(expect.objectContaining({ email, role: 'paralegal' }));

    const used = await post(ctx().app, REGISTER, registration(tokenOf(link)));
    expect((await post(ctx().app, SEND_CODE, { ...registration(tokenOf(link)) })).statusCode).toBe(410);
    expect(used.statusCode).toBe(410);
    expect(used.json().message).toBe(own.linkUsed);
  });

  it('refuses an unknown and an expired token; re-inviting replaces the link; revoking withdraws it', async () => {
    const admin = await firmAdmin(ctx());
    const unknown = await post(ctx().app, REGISTER, registration('not-a-real-token'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(own.linkInvalid);

    const email = `late.${Date.now()}@example.in`;
    await post(ctx().app, INVITE, { email, role: 'viewer', message: '' }, admin.token);
    const first = tokenOf(mailedLink(ctx(), email, 'join'));
    await post(ctx().app, INVITE, { email, role: 'lawyer', message: '' }, admin.token);
    const second = tokenOf(mailedLink(ctx(), email, 'join'));
    expect(second).not.toBe(first);
    expect((await post(ctx().app, REGISTER, registration(first))).json().message).toBe(own.linkInvalid);
    const listed = (await get(ctx().app, LIST, admin.token)).json().invites;
    expect(listed).toEqual([expect.objectContaining({ email, role: 'lawyer' })]);

    await ctx().database.query(
      "update team_invites set expires_at = now() - interval '1 minute' where email = $1",
      [email],
    );
    const expired = await post(ctx().app, REGISTER, registration(second));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(own.linkExpired);
    expect((await get(ctx().app, LIST, admin.token)).json().invites).toEqual([]);

    await post(ctx().app, INVITE, { email, role: 'lawyer', message: '' }, admin.token);
    const third = tokenOf(mailedLink(ctx(), email, 'join'));
    const inviteId = (await get(ctx().app, LIST, admin.token)).json().invites[0].id;
    const other = await firmAdmin(ctx());
    const foreign = await post(ctx().app, REVOKE, { invite_id: inviteId }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(own.inviteNotFound);
    const revoked = await post(ctx().app, REVOKE, { invite_id: inviteId }, admin.token);
    expect(revoked.json().message).toBe(own.inviteRevoked);
    expect((await post(ctx().app, REGISTER, registration(third))).json().message).toBe(own.linkInvalid);
    const users = await ctx().database.query('select id from users where email = $1', [email]);
    expect(users).toEqual([]);
  });

  it('refuses to invite an existing account, a viewer cannot invite, and register checks its fields', async () => {
    const admin = await firmAdmin(ctx());
    const someone = await signedInUser(ctx());
    const taken = await post(
      ctx().app,
      INVITE,
      { email: someone.person.email, role: 'lawyer', message: '' },
      admin.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBe(own.inviteEmailTaken);
    const viewer = await memberOf(ctx(), admin.token, 'viewer');
    const refused = await post(
      ctx().app,
      INVITE,
      { email: 'v@example.in', role: 'admin', message: '' },
      viewer.token,
    );
    expect(refused.statusCode).toBe(403);

    const email = `fields.${Date.now()}@example.in`;
    await post(ctx().app, INVITE, { email, role: 'lawyer', message: '' }, admin.token);
    const token = tokenOf(mailedLink(ctx(), email, 'join'));
    const clash = await post(ctx().app, REGISTER, {
      ...registration(token),
      username: someone.person.username,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.username).toBe(messages.accounts.usernameTaken);
    const weak = await post(ctx().app, REGISTER, { ...registration(token), password: 'short' });
    expect(weak.json().fields.password).toBe(messages.accounts.passwordTooShort);
    // Without the right mobile code nothing is created, and the link is not used up.
    const body = registration(token);
    const wrong = await post(ctx().app, REGISTER, body);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.accounts.otpInvalid);
    expect(await ctx().database.query('select id from users where email = $1', [email])).toEqual([]);
    const noCode = await post(ctx().app, REGISTER, { ...body, mobile_otp: '' });
    expect(noCode.json().message).toBe(messages.login.otpRequired);
    // Refusals do not use the link up.
    const ok = await post(ctx().app, REGISTER, { ...(await withCode(body)), password: GOOD_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});
