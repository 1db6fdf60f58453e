import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnAppPair } from '../../test/app-pair.ts';
import { createDraft } from '../contracts/contracts.fixture.ts';
import { firmAdmin, memberOf } from '../law-firm/law-firm.fixture.ts';
import { subscribe } from './plans.service.ts';

/**
 * Two instances of LeXi on one PostgreSQL database, each with its own /user_plan cache: a change
 * made through one is in the other's very next answer, though it had the old one in memory.
 */
describeOnAppPair('user_plan across two instances on one PostgreSQL', (pair) => {
  const plan = async (app: FastifyInstance, token: string) => {
    const res = await post(app, '/api/user_plan', {}, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user_data.plan;
  };

  it('keeps what it read: a change behind the app’s back is not in the other instance’s next answer', async () => {
    const { a, b } = pair();
    const { token, userId } = await signedInUser(a);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
    await a.database.query('update subscriptions set ai_credits_used = 2 where user_id = $1', [userId]);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
  });

  it('an AI credit taken through one instance is in the other’s very next answer', async () => {
    const { a, b } = pair();
    const { token } = await signedInUser(a);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
    expect((await createDraft(a.app, token)).json().response_status).toBe(true);
    expect((await plan(b, token)).ai_credits_used).toBe(1);
  });

  it('a seat given and taken back through one instance is in the other’s very next answer', async () => {
    const { a, b } = pair();
    const admin = await firmAdmin(a);
    const member = await memberOf(a, admin.token);
    // The firm's own plan, whose seats the admin hands out.
    await subscribe(a.database.db, admin.userId, 'firm');
    const seat = async (selectedPlan: string) => {
      const res = await post(
        a.app,
        '/api/law_firm/team-member/edit_team_member',
        { team_member_id: member.id, role: 'lawyer', selectedPlan },
        admin.token,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    expect((await plan(b, member.token)).code).toBe('free');
    await seat('firm');
    expect((await plan(b, member.token)).code).toBe('firm');
    await seat('');
    expect((await plan(b, member.token)).code).toBe('free');
  });
});
