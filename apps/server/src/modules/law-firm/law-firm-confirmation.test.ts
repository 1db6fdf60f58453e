import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { GOOD_PASSWORD, newPerson, post as postAs } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import {
  confirmFromMail,
  firmAdmin,
  get,
  mailedLink,
  memberBody,
  memberOf,
  post,
  tokenOf,
} from './law-firm.fixture.ts';

const own = messages.team.own;
const CREATE = '/api/law_firm/team-member/create/';
const LIST = '/api/law_firm/get-team-members/';
const SEND_CODE = '/api/law_firm/team/member/confirm/send-code';
const CONFIRM = '/api/law_firm/team/member/confirm';
const RESEND = '/api/law_firm/team-member/resend-confirmation';

describeOnEachDatabase('members made by an admin confirm their account', (ctx) => {
  async function created(adminToken: string, overrides: Record<string, unknown> = {}) {
    const body = memberBody(overrides);
    const res = await post(ctx().app, CREATE, body, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    return { body, id: res.json().team_member.id as string };
  }
  const signIn = (username: string, password = GOOD_PASSWORD) =>
    post(ctx().app, '/api/login', { username, password });

  it('confirms from the emailed link with a code texted to the mobile, then signs in', async () => {
    const admin = await firmAdmin(ctx());
    const { body } = await created(admin.token);
    expect((await signIn(body.username, 'Not-The-Password-1')).statusCode).toBe(401);
    expect((await signIn(body.username)).json().message).toBe(messages.accounts.confirmationPending);

    const mail = ctx()
      .messengers.mails.filter((m) => m.to === body.email)
      .at(-1);
    expect(mail?.subject).toBe('Confirm your LeXi account at Rao & Partners');
    const token = tokenOf(mailedLink(ctx(), body.email, 'confirm'));
    const sent = await post(ctx().app, SEND_CODE, { token });
    expect(sent.json()).toEqual({
      success: true,
      message: messages.accounts.mobileOtpSent,
      username: body.username,
      mobile: `+91 ••••••${body.phone_number.slice(-4)}`,
    });
    const code = ctx().messengers.lastSmsCode(`+91${body.phone_number}`);
    const wrong = await post(ctx().app, CONFIRM, { token, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.accounts.otpInvalid);
    const ok = await post(ctx().app, CONFIRM, { token, otp: code });
    expect(ok.json()).toEqual({ success: true, message: own.accountConfirmed });

    const login = await signIn(body.username);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user_data).toMatchObject({ is_email_verified: true, is_mobile_verified: true });
    const again = await post(ctx().app, CONFIRM, { token, otp: code });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(own.linkUsed);
    const listed = (await get(ctx().app, LIST, admin.token)).json().team_members;
    expect(listed.find((m: { email: string }) => m.email === body.email)).toMatchObject({
      awaiting_confirmation: false,
      confirmation_expires_at: null,
    });
  });

  it('takes a confirmation link on its own page only, and refuses unknown and expired links', async () => {
    const admin = await firmAdmin(ctx());
    const { body } = await created(admin.token);
    const token = tokenOf(mailedLink(ctx(), body.email, 'confirm'));
    const asPassword = await post(ctx().app, '/api/law_firm/team/member/set-password', {
      token,
      password: GOOD_PASSWORD,
    });
    expect(asPassword.statusCode).toBe(404);
    expect(asPassword.json().message).toBe(own.linkInvalid);
    expect((await post(ctx().app, SEND_CODE, { token: 'made-up' })).json().message).toBe(own.linkInvalid);
    await ctx().database.query(
      "update member_password_links set expires_at = now() - interval '1 minute' where token_hash in (select token_hash from member_password_links l join users u on u.id = l.user_id where u.email = $1)",
      [body.email],
    );
    const expired = await post(ctx().app, SEND_CODE, { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(own.linkExpired);
  });

  it('lets the admin send a fresh link; the old one stops working; only members still waiting', async () => {
    const admin = await firmAdmin(ctx());
    const { body, id } = await created(admin.token);
    const first = tokenOf(mailedLink(ctx(), body.email, 'confirm'));
    const resent = await post(ctx().app, RESEND, { member_id: id }, admin.token);
    expect(resent.json()).toEqual({ success: true, message: own.confirmationResent(body.email) });
    const second = tokenOf(mailedLink(ctx(), body.email, 'confirm'));
    expect(second).not.toBe(first);
    expect((await post(ctx().app, SEND_CODE, { token: first })).json().message).toBe(own.linkInvalid);
    expect((await confirmFromMail(ctx(), body)).statusCode).toBe(200);
    const done = await post(ctx().app, RESEND, { member_id: id }, admin.token);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(own.alreadyConfirmed);

    // Another firm's admin, and a member who is not an admin, get nothing.
    const other = await firmAdmin(ctx());
    const waiting = await created(admin.token);
    const foreign = await post(ctx().app, RESEND, { member_id: waiting.id }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(own.memberNotFound);
    const viewer = await memberOf(ctx(), admin.token, 'viewer');
    expect((await post(ctx().app, RESEND, { member_id: waiting.id }, viewer.token)).statusCode).toBe(403);
    expect(ctx().messengers.mails.filter((m) => m.to === waiting.body.email)).toHaveLength(1);
  });

  it("does not keep the real owner's email, username or phone once the link has lapsed unconfirmed", async () => {
    const admin = await firmAdmin(ctx());
    const { body, id } = await created(admin.token);
    const owner = { ...newPerson(), email: body.email, username: body.username.toUpperCase() };
    const blocked = await postAs(ctx().app, '/api/register', owner);
    expect(blocked.statusCode).toBe(409);

    await ctx().database.query(
      "update users set awaiting_confirmation_until = now() - interval '1 minute' where id = $1",
      [id],
    );
    const registered = await postAs(ctx().app, '/api/register', owner);
    expect(registered.statusCode, registered.body).toBe(200);
    const list = (await get(ctx().app, LIST, admin.token)).json().team_members;
    expect(list.map((m: { id: string }) => m.id)).not.toContain(id);

    // The same for another firm that creates the person after the first firm's link lapsed.
    const lapsed = await created(admin.token);
    await ctx().database.query(
      "update users set awaiting_confirmation_until = now() - interval '1 minute' where id = $1",
      [lapsed.id],
    );
    const other = await firmAdmin(ctx());
    const retaken = await post(
      ctx().app,
      CREATE,
      { ...lapsed.body, username: `${lapsed.body.username}x` },
      other.token,
    );
    expect(retaken.statusCode, retaken.body).toBe(200);
  });
});
