import { expect, it } from 'vitest';
import { describeOnAppPair } from '../../test/app-pair.ts';
import { createDraft, post, userWithDraft } from '../contracts/contracts.fixture.ts';
import { dashboardOf } from './dashboard.fixture.ts';

/**
 * Two instances of LeXi on one PostgreSQL database, each with its own dashboard cache: a contract
 * written through one is in the other's very next dashboard, though it had the old one in memory.
 */
describeOnAppPair('the dashboard across two instances on one PostgreSQL', (pair) => {
  const ids = async (token: string) => {
    const { b } = pair();
    return (await dashboardOf(b, token)).contracts.map((c) => c.id);
  };

  it('keeps what it read: a change behind the app’s back is not in the other instance’s next answer', async () => {
    const { a } = pair();
    const { token, contractId } = await userWithDraft(a);
    expect(await ids(token)).toEqual([contractId]);
    await a.database.query('update contracts set deleted_at = now() where id = $1', [contractId]);
    expect(await ids(token)).toEqual([contractId]);
  });

  it('a contract created and deleted through one instance is in the other’s very next dashboard', async () => {
    const { a } = pair();
    const { token, contractId } = await userWithDraft(a);
    expect(await ids(token)).toEqual([contractId]);
    const second = (await createDraft(a.app, token)).json().id as string;
    expect(await ids(token)).toEqual([second, contractId]);
    const removed = await post(a.app, '/api/delete_contract', { id: contractId, type: 'draft' }, token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ids(token)).toEqual([second]);
  });
});
