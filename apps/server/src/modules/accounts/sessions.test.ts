import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('sessions', (ctx) => {
  it('stores only a hash of the token', async () => {
    const { token, userId } = await signedInUser(ctx());
    const rows = await ctx().database.query<Record<string, unknown>>(
      'select * from sessions where user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses calls without a token, or with a made-up one', async () => {
    const none = await post(ctx().app, '/api/user_plan', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(messages.accounts.notSignedIn);
    const fake = await post(ctx().app, '/api/user_plan', {}, 'x'.repeat(43));
    expect(fake.statusCode).toBe(401);
    expect(fake.json().message).toBe(messages.accounts.sessionExpired);
  });

  it('logout revokes the token, and only that one', async () => {
    const { person, token } = await signedInUser(ctx());
    const other = await post(ctx().app, '/api/login', {
      username: person.username,
      password: person.password,
    });
    const res = await post(ctx().app, '/api/logout', {}, token);
    expect(res.json()).toEqual({ success: true, message: messages.accounts.loggedOut });
    expect((await post(ctx().app, '/api/user_plan', {}, token)).statusCode).toBe(401);
    expect((await post(ctx().app, '/api/user_plan', {}, other.json().token)).statusCode).toBe(200);
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const { token, userId } = await signedInUser(ctx());
    await ctx().database.query(
      `update sessions set last_seen_at = now() - interval '31 minutes' where user_id = $1`,
      [userId],
    );
    expect((await post(ctx().app, '/api/user_plan', {}, token)).statusCode).toBe(401);
  });

  it('keeps an active session alive and ends it after 12 hours whatever the activity', async () => {
    const { token, userId } = await signedInUser(ctx());
    await ctx().database.query(
      `update sessions set last_seen_at = now() - interval '29 minutes' where user_id = $1`,
      [userId],
    );
    expect((await post(ctx().app, '/api/user_plan', {}, token)).statusCode).toBe(200);
    const [row] = await ctx().database.query<{ recent: boolean }>(
      `select last_seen_at > now() - interval '1 minute' as recent from sessions where user_id = $1`,
      [userId],
    );
    expect(row?.recent).toBe(true);
    const [life] = await ctx().database.query<{ hours: number }>(
      `select round(extract(epoch from (expires_at - created_at)) / 3600) as hours from sessions where user_id = $1`,
      [userId],
    );
    expect(Number(life?.hours)).toBe(12);
    await ctx().database.query(
      `update sessions set expires_at = now() - interval '1 second' where user_id = $1`,
      [userId],
    );
    // Past the seconds this instance may serve the session from memory, which knew the old end.
    const { deps } = ctx().app;
    const later = Date.now() + deps.config.sessionCacheMs + 1000;
    deps.now = () => new Date(later);
    try {
      expect((await post(ctx().app, '/api/user_plan', {}, token)).statusCode).toBe(401);
    } finally {
      deps.now = () => new Date();
    }
  });

  it('user_plan returns the caller’s own account and plan', async () => {
    const a = await signedInUser(ctx());
    const b = await signedInUser(ctx(), { account_type: 'business', country: 'USA', country_code: '+1' });
    const resA = await post(ctx().app, '/api/user_plan', {}, a.token);
    const resB = await post(ctx().app, '/api/user_plan', {}, b.token);
    expect(resA.json().user_data.username).toBe(a.person.username);
    expect(resB.json().user_data).toMatchObject({
      username: b.person.username,
      country: 'USA',
      account_type: 'business',
    });
    expect(resA.json().user_data.plan).toMatchObject({
      code: 'free',
      name: 'Free',
      esign_limit: 3,
      esign_used: 0,
      esign_remaining: 3,
      ai_credits_limit: 5,
      ai_credits_remaining: 5,
      expires_at: null,
    });
  });
});

describeOnEachDatabase(
  'configurable session lifetimes',
  (ctx) => {
    it('uses SESSION_IDLE_MINUTES', async () => {
      const { token, userId } = await signedInUser(ctx());
      await ctx().database.query(
        `update sessions set last_seen_at = now() - interval '6 minutes' where user_id = $1`,
        [userId],
      );
      expect((await post(ctx().app, '/api/user_plan', {}, token)).statusCode).toBe(401);
    });
  },
  { SESSION_IDLE_MINUTES: '5' },
);
