import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnAppPair } from '../../test/app-pair.ts';
import { firmAdmin, get, memberOf } from '../law-firm/law-firm.fixture.ts';

/**
 * Two instances of LeXi on one PostgreSQL database, as behind a load balancer: each has its own
 * pool and its own session cache. What one instance ends, the other refuses on the very next call.
 */
describeOnAppPair('sessions across two instances on one PostgreSQL', (pair) => {
  const plan = (app: FastifyInstance, token: string) => post(app, '/api/user_plan', {}, token);

  it('a logout on one instance is refused on the other at the next call, though it had the session in memory', async () => {
    const { a, b } = pair();
    const { token } = await signedInUser(a);
    expect((await plan(b, token)).statusCode).toBe(200);
    expect((await plan(a.app, token)).statusCode).toBe(200);
    expect((await post(a.app, '/api/logout', {}, token)).statusCode).toBe(200);
    expect((await plan(b, token)).statusCode).toBe(401);
  });

  it('a member removed on one instance is refused on the other at the next call', async () => {
    const { a, b } = pair();
    const admin = await firmAdmin(a);
    const member = await memberOf(a, admin.token);
    expect((await plan(b, member.token)).statusCode).toBe(200);
    const removed = await post(
      a.app,
      '/api/law_firm/remove-team-member/',
      { member_id: member.id },
      admin.token,
    );
    expect(removed.statusCode).toBe(200);
    expect((await plan(b, member.token)).statusCode).toBe(401);
  });

  it('a role changed on one instance is in force on the other at the next call', async () => {
    const { a, b } = pair();
    const admin = await firmAdmin(a);
    const member = await memberOf(a, admin.token, 'admin');
    const team = '/api/law_firm/get-team-members/';
    expect((await get(b, team, member.token)).statusCode).toBe(200);
    const edited = await post(
      a.app,
      '/api/law_firm/team-member/edit_team_member',
      { team_member_id: member.id, role: 'lawyer' },
      admin.token,
    );
    expect(edited.statusCode).toBe(200);
    expect((await get(b, team, member.token)).statusCode).toBe(403);
  });

  it('a session another instance looked up is served from memory without a session query', async () => {
    const { a, b } = pair();
    const { token, userId } = await signedInUser(a);
    expect((await plan(b, token)).statusCode).toBe(200);
    // Not a revocation: a change behind the app's back is seen only once the cache entry is old.
    await a.database.query('delete from sessions where user_id = $1', [userId]);
    expect((await plan(b, token)).statusCode).toBe(200);
    const { deps } = b;
    const later = Date.now() + deps.config.sessionCacheMs + 1000;
    deps.now = () => new Date(later);
    try {
      expect((await plan(b, token)).statusCode).toBe(401);
    } finally {
      deps.now = () => new Date();
    }
  });
});
