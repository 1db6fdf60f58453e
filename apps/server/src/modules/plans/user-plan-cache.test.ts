import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { createDraft } from '../contracts/contracts.fixture.ts';
import { userPlanAnswer } from './plans.service.ts';

const userPlan = async (ctx: TestContext, token: string) => {
  const res = await post(ctx.app, '/api/user_plan', {}, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user_data;
};

/** One instance (the embedded database has one): /user_plan from its cache, and every change seen. */
describeOnEachDatabase('user_plan cache', (ctx) => {
  it('serves a repeated read from memory: a change behind the app’s back shows only once the entry is old', async () => {
    const { token, userId } = await signedInUser(ctx());
    expect((await userPlan(ctx(), token)).plan.ai_credits_used).toBe(0);
    await ctx().database.query('update subscriptions set ai_credits_used = 3 where user_id = $1', [userId]);
    expect((await userPlan(ctx(), token)).plan.ai_credits_used).toBe(0);
    const { deps } = ctx().app;
    const later = Date.now() + deps.config.readCacheMs + 1000;
    deps.now = () => new Date(later);
    try {
      // The session's cache is as old: a session lookup too, not refused (12 h, 30 min idle).
      expect((await userPlan(ctx(), token)).plan.ai_credits_used).toBe(3);
    } finally {
      deps.now = () => new Date();
    }
  });

  it('answers repeated reads with one answer until the plan it shows ends, then the free plan', async () => {
    const { userId } = await signedInUser(ctx());
    const { deps } = ctx().app;
    const ends = new Date(Date.now() + 2_000);
    await ctx().database.query(
      `update subscriptions set plan_code = 'professional', expires_at = $2 where user_id = $1`,
      [userId, ends],
    );
    const read = (ms: number) => userPlanAnswer(deps, userId, new Date(ends.getTime() + ms));
    const first = await read(-1_500);
    expect(first?.user_data.plan).toMatchObject({ code: 'professional', expires_at: ends.toISOString() });
    expect(await read(-1_000)).toBe(first);
    const ended = await read(1);
    expect(ended).not.toBe(first);
    expect(ended?.user_data.plan).toMatchObject({
      code: 'free',
      started_at: ends.toISOString(),
      expires_at: null,
    });
    expect(await read(500)).toBe(ended);
  });

  it('never answers one account with another’s cached answer', async () => {
    const a = await signedInUser(ctx());
    const b = await signedInUser(ctx());
    for (let i = 0; i < 2; i++) {
      expect((await userPlan(ctx(), a.token)).id).toBe(a.userId);
      expect((await userPlan(ctx(), b.token)).id).toBe(b.userId);
    }
    expect((await userPlan(ctx(), b.token)).email).toBe(b.person.email);
  });

  it('shows an AI credit taken at the very next read', async () => {
    const { token } = await signedInUser(ctx());
    const before = (await userPlan(ctx(), token)).plan;
    expect((await createDraft(ctx().app, token)).json().response_status).toBe(true);
    const after = (await userPlan(ctx(), token)).plan;
    expect(after.ai_credits_used).toBe(before.ai_credits_used + 1);
    expect(after.ai_credits_remaining).toBe(before.ai_credits_remaining - 1);
  });

  it('shows an e-mail and a mobile verified at the very next read', async () => {
    const { person, token, userId } = await signedInUser(ctx());
    // Sign-in needs both verified: unverify them behind the app's back, and read once the entry is old.
    await ctx().database.query(
      'update users set email_verified_at = null, mobile_verified_at = null where id = $1',
      [userId],
    );
    // Codes may be asked again only after a while: the sign-in's are made old.
    await ctx().database.query(
      `update otp_codes set created_at = created_at - interval '10 minutes' where address in ($1, $2)`,
      [person.email, person.phone_number],
    );
    const { deps } = ctx().app;
    const later = Date.now() + deps.config.readCacheMs + 1000;
    deps.now = () => new Date(later);
    try {
      expect(await userPlan(ctx(), token)).toMatchObject({
        is_email_verified: false,
        is_mobile_verified: false,
      });
      await post(ctx().app, '/api/send_otp', { email: person.email });
      const code = ctx().messengers.lastMailCode(person.email);
      const email = await post(ctx().app, '/api/verify_otp', { email: person.email, otp: code });
      expect(email.statusCode, email.body).toBe(200);
      expect(await userPlan(ctx(), token)).toMatchObject({
        is_email_verified: true,
        is_mobile_verified: false,
      });
      await post(ctx().app, '/api/send_mobile_otp', { mobile: person.phone_number });
      const sms = ctx().messengers.lastSmsCode(`${person.country_code}${person.phone_number}`);
      const mobile = await post(ctx().app, '/api/verify_mobile_otp', {
        mobile: person.phone_number,
        otp: sms,
      });
      expect(mobile.statusCode, mobile.body).toBe(200);
      expect(await userPlan(ctx(), token)).toMatchObject({
        is_email_verified: true,
        is_mobile_verified: true,
      });
    } finally {
      deps.now = () => new Date();
    }
  });

  it('judges a plan’s expiry at the time of the answer, not of the read', async () => {
    const { token, userId } = await signedInUser(ctx());
    const ends = new Date(Date.now() + 60_000);
    await ctx().database.query(
      `update subscriptions set plan_code = 'professional', expires_at = $2 where user_id = $1`,
      [userId, ends.toISOString()],
    );
    const { deps } = ctx().app;
    deps.now = () => new Date(ends.getTime() - 1_000);
    try {
      expect((await userPlan(ctx(), token)).plan.code).toBe('professional');
      // Within the cache's seconds, but past the end: the free plan.
      deps.now = () => new Date(ends.getTime() + 1);
      expect((await userPlan(ctx(), token)).plan.code).toBe('free');
    } finally {
      deps.now = () => new Date();
    }
  });
});
