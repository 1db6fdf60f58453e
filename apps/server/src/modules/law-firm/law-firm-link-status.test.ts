import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { jobsSettled } from '../../lib/jobs/jobs-settled.fixture.ts';
import { sendMailsJob } from '../../lib/mail/mail-jobs.ts';
import { GOOD_PASSWORD } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import {
  confirmFromMail,
  firmAdmin,
  mailedLink,
  memberBody,
  multipartFile,
  post,
  tokenOf,
  upload,
} from './law-firm.fixture.ts';
import { BULK, CSV, csv, row } from './member-files.fixture.ts';

const own = messages.team.own;
const STATUS = '/api/law_firm/team/token-status';
const REGISTER = '/api/law_firm/team/member/register';
const SET_PASSWORD = '/api/law_firm/team/member/set-password';

describeOnEachDatabase('team link status, checked as the page opens', (ctx) => {
  const status = (token: string, purpose: string) => post(ctx().app, STATUS, { token, purpose });

  async function invited() {
    const admin = await firmAdmin(ctx());
    const email = `status.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
    const res = await post(
      ctx().app,
      '/api/law_firm/team/invite/member',
      { email, role: 'lawyer' },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return { email, token: tokenOf(mailedLink(ctx(), email, 'join')) };
  }

  async function imported() {
    const admin = await firmAdmin(ctx());
    const member = row();
    const res = await upload(ctx().app, BULK, multipartFile(csv([member]), 'members.csv', CSV), admin.token);
    expect(res.statusCode, res.body).toBe(200);
    await jobsSettled(ctx().app.deps, sendMailsJob);
    const email = member[3] as string;
    return { email, token: tokenOf(mailedLink(ctx(), email, 'set-password')) };
  }

  it('answers a live invitation with its address, without using it up', async () => {
    const { email, token } = await invited();
    const first = await status(token, 'invite');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, valid: true, email });
    // Checked again and again, the link still works: the check spends nothing.
    expect((await status(token, 'invite')).statusCode).toBe(200);
    const send = await post(ctx().app, '/api/law_firm/team/member/send-mobile-code', {
      token,
      phone_number: '9876512345',
      country_code: '+91',
    });
    expect(send.statusCode, send.body).toBe(200);
  });

  it('answers a live set-password link and a live confirmation link; each still works afterwards', async () => {
    const setLink = await imported();
    expect((await status(setLink.token, 'set_password')).json()).toEqual({
      success: true,
      valid: true,
      email: setLink.email,
    });
    const set = await post(ctx().app, SET_PASSWORD, { token: setLink.token, password: GOOD_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);

    const admin = await firmAdmin(ctx());
    const body = memberBody();
    expect((await post(ctx().app, '/api/law_firm/team-member/create/', body, admin.token)).statusCode).toBe(
      200,
    );
    const confirmToken = tokenOf(mailedLink(ctx(), body.email, 'confirm'));
    expect((await status(confirmToken, 'confirm_account')).json()).toMatchObject({ email: body.email });
    expect((await confirmFromMail(ctx(), body)).statusCode).toBe(200);
  });

  it('refuses a used link as the page’s own call does, and tells no address', async () => {
    const { token } = await imported();
    await post(ctx().app, SET_PASSWORD, { token, password: GOOD_PASSWORD });
    const again = await post(ctx().app, SET_PASSWORD, { token, password: GOOD_PASSWORD });
    const used = await status(token, 'set_password');
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ success: false, code: 'team.link_used', message: own.linkUsed });
    expect(used.json().message).toBe(again.json().message);
    expect(used.body).not.toContain('@');
  });

  it('refuses an expired invitation with 410 and the register call’s message', async () => {
    const { email, token } = await invited();
    await ctx().database.query(
      "update team_invites set expires_at = now() - interval '1 minute' where email = $1",
      [email],
    );
    const expired = await status(token, 'invite');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'team.link_expired', message: own.linkExpired });
    expect(expired.body).not.toContain(email);
    const register = await post(ctx().app, REGISTER, {
      token,
      ...memberBody(),
      mobile_otp: '000000',
    });
    expect(register.statusCode).toBe(410);
    expect(register.json().message).toBe(expired.json().message);
  });

  it('refuses an unknown token and a link of another kind as unknown (404), with no address', async () => {
    const unknown = await status('not-a-real-token', 'invite');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'team.link_invalid', message: own.linkInvalid });

    const invite = await invited();
    const setLink = await imported();
    for (const [token, purpose] of [
      [invite.token, 'set_password'],
      [invite.token, 'confirm_account'],
      [setLink.token, 'invite'],
      [setLink.token, 'confirm_account'],
    ] as const) {
      const res = await status(token, purpose);
      expect(res.statusCode, `${purpose} ${res.body}`).toBe(404);
      expect(res.json().message).toBe(own.linkInvalid);
      expect(res.body).not.toContain('@');
    }
    // Both links still work on their own pages.
    expect((await status(invite.token, 'invite')).statusCode).toBe(200);
    expect((await status(setLink.token, 'set_password')).statusCode).toBe(200);
  });

  it('takes the token in the body only, and never writes it to the log', async () => {
    const { token } = await invited();
    const inQuery = await ctx().app.inject({
      method: 'POST',
      url: `${STATUS}?token=${token}&purpose=invite`,
      payload: {},
    });
    expect(inQuery.statusCode).toBe(400);
    expect((await status(token, 'nonsense')).statusCode).toBe(400);
    expect((await status(token, 'invite')).statusCode).toBe(200);
    expect(ctx().logLines.join('\n')).not.toContain(token);
  });
});

describeOnEachDatabase(
  'team link status is rate-limited like the other calls without sign-in',
  (ctx) => {
    it('refuses the sixth check in a minute from one address with 429', async () => {
      const answers = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(await post(ctx().app, STATUS, { token: `guess-${i}`, purpose: 'invite' }));
      expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(answers[5]?.statusCode).toBe(429);
      expect(answers[5]?.json()).toMatchObject({
        code: 'request.rate_limited',
        message: messages.common.tooManyRequests,
      });
    });
  },
  { RATE_LIMIT_PER_MINUTE: '5' },
);
