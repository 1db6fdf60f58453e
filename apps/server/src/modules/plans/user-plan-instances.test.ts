import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { startAppPair } from '../../test/app-pair.ts';
import type { TestContext } from '../../test/test-app.ts';
import { runsOn } from '../../test/test-databases.ts';
import { createDraft } from '../contracts/contracts.fixture.ts';
import { firmAdmin, memberOf } from '../law-firm/law-firm.fixture.ts';
import { subscribe } from './plans.service.ts';

const url = process.env.DATABASE_URL;

/**
 * Two instances of LeXi on one PostgreSQL database, each with its own /user_plan cache: a change
 * made through one is in the other's very next answer, though it had the old one in memory.
 */
describe.runIf(url && runsOn('postgres'))('user_plan across two instances on one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof startAppPair>> | undefined;
  let a: TestContext;
  let b: FastifyInstance;

  beforeAll(async () => {
    pair = await startAppPair(url ?? '');
    ({ a, b } = pair);
  });

  afterAll(async () => {
    await pair?.close();
  });

  const plan = async (app: FastifyInstance, token: string) => {
    const res = await post(app, '/api/user_plan', {}, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user_data.plan;
  };

  it('keeps what it read: a change behind the app’s back is not in the other instance’s next answer', async () => {
    const { token, userId } = await signedInUser(a);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
    await a.database.query('update subscriptions set ai_credits_used = 2 where user_id = $1', [userId]);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
  });

  it('an AI credit taken through one instance is in the other’s very next answer', async () => {
    const { token } = await signedInUser(a);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
    expect((await plan(b, token)).ai_credits_used).toBe(0);
    expect((await createDraft(a.app, token)).json().response_status).toBe(true);
    expect((await plan(b, token)).ai_credits_used).toBe(1);
  });

  it('a seat given and taken back through one instance is in the other’s very next answer', async () => {
    const admin = await firmAdmin(a);
    const member = await memberOf(a, admin.token);
    // The firm's own plan, whose seats the admin hands out.
    await subscribe(a.database.db, admin.userId, 'firm');
    const edit = '/api/law_firm/team-member/edit_team_member';
    expect((await plan(b, member.token)).code).toBe('free');
    const given = await post(
      a.app,
      edit,
      { team_member_id: member.id, role: 'lawyer', selectedPlan: 'firm' },
      admin.token,
    );
    expect(given.statusCode, given.body).toBe(200);
    expect((await plan(b, member.token)).code).toBe('firm');
    const back = await post(
      a.app,
      edit,
      { team_member_id: member.id, role: 'lawyer', selectedPlan: '' },
      admin.token,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await plan(b, member.token)).code).toBe('free');
  });
});
