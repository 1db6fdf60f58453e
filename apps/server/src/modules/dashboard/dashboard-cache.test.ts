import { expect, it } from 'vitest';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { createDraft, post, userWithDraft } from '../contracts/contracts.fixture.ts';
import { uploadTestPdf } from '../emohar/emohar.fixture.ts';
import { counterPartySignsWithAadhaar, ownerSignsWithAadhaar } from '../emohar/emohar-signing.fixture.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { dashboardOf, dashboardRowOf } from './dashboard.fixture.ts';
import { dashboardData } from './dashboard-data.ts';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A title changed behind the app's back: only a read from the database shows it. */
const retitleBehindTheApp = (ctx: TestContext, id: string, title: string) =>
  ctx.database.query('update contracts set title = $2 where id = $1', [id, title]);

/**
 * One instance (the embedded database has one): the dashboard's items from its cache, and every
 * kind of write of contracts and e-mohar documents seen at the very next read. Each test reads
 * first (filling the cache), then writes through the API, then reads again.
 */
describeOnEachDatabase('dashboard cache', (ctx) => {
  it('serves a repeated read from memory: a change behind the app’s back shows only once the entry is old', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    await dashboardOf(ctx().app, token);
    await retitleBehindTheApp(ctx(), contractId, 'Changed behind the app');
    expect((await dashboardRowOf(ctx().app, token, contractId))?.title).not.toBe('Changed behind the app');
    const { deps } = ctx().app;
    const later = Date.now() + deps.config.readCacheMs + 1000;
    deps.now = () => new Date(later);
    try {
      expect((await dashboardRowOf(ctx().app, token, contractId))?.title).toBe('Changed behind the app');
    } finally {
      deps.now = () => new Date();
    }
  });

  it('counts the days left from the day of each answer, though the rows come from memory', async () => {
    const { userId, contractId } = await userWithDraft(ctx());
    const { deps } = ctx().app;
    const daysLeft = async (at: string) =>
      (await dashboardData(deps, userId, new Date(at))).formatted_expiry_dates;
    const before = JSON.parse(await daysLeft('2026-12-30T23:59:59Z')).contract_expiry_dates[0];
    await retitleBehindTheApp(ctx(), contractId, 'Changed behind the app');
    const after = JSON.parse(await daysLeft('2026-12-31T00:00:02Z')).contract_expiry_dates[0];
    expect(before).toMatchObject({ id: contractId, expiry_date: '2027-04-01', days_left: 92 });
    expect(after).toMatchObject({ id: contractId, title: before.title, days_left: 91 });
  });

  it('answers repeated reads with one answer (written once), made again for a new day, user or read', async () => {
    const { userId } = await userWithDraft(ctx());
    const { deps } = ctx().app;
    const at = (iso: string) => dashboardData(deps, userId, new Date(iso));
    const first = await at('2026-12-30T10:00:00Z');
    expect(await at('2026-12-30T10:00:01Z')).toBe(first);
    expect(Object.isFrozen(first.contracts[0])).toBe(true);
    const nextDay = await at('2026-12-31T00:00:01Z');
    expect(nextDay).not.toBe(first);
    await deps.userPlans.invalidate([userId]);
    const newUser = await at('2026-12-31T00:00:02Z');
    expect(newUser).not.toBe(nextDay);
    expect(newUser).toEqual(nextDay);
    await deps.dashboardItems.invalidate([userId]);
    expect(await at('2026-12-31T00:00:03Z')).not.toBe(newUser);
  });

  it('never answers one account with another’s cached answer', async () => {
    const a = await userWithDraft(ctx());
    const b = await userWithDraft(ctx());
    for (let i = 0; i < 2; i++) {
      const ofA = await dashboardOf(ctx().app, a.token);
      const ofB = await dashboardOf(ctx().app, b.token);
      expect([ofA.userId, ofA.contracts.map((c) => c.id)]).toEqual([a.userId, [a.contractId]]);
      expect([ofB.userId, ofB.contracts.map((c) => c.id)]).toEqual([b.userId, [b.contractId]]);
    }
  });

  it('shows a contract created, edited and deleted at the very next read', async () => {
    const { token, contractId, created } = await userWithDraft(ctx());
    const first = await dashboardOf(ctx().app, token);
    expect(first.contracts.map((c) => c.id)).toEqual([contractId]);

    const second = (await createDraft(ctx().app, token)).json().id as string;
    expect((await dashboardOf(ctx().app, token)).contracts.map((c) => c.id)).toEqual([second, contractId]);

    const before = await dashboardRowOf(ctx().app, token, contractId);
    const html = `${created.contract}<p>An edit.</p>`;
    const saved = await post(ctx().app, '/api/contracts/save', { id: contractId, html }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = await dashboardRowOf(ctx().app, token, contractId);
    expect(Date.parse(edited?.updated_at ?? '')).toBeGreaterThan(Date.parse(before?.updated_at ?? ''));

    const removed = await post(ctx().app, '/api/delete_contract', { id: second, type: 'draft' }, token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await dashboardOf(ctx().app, token)).contracts.map((c) => c.id)).toEqual([contractId]);
  });

  it('shows an e-mohar document uploaded and given an expiry date, and discarded, at the very next read', async () => {
    const { token } = await signedInUser(ctx());
    expect((await dashboardOf(ctx().app, token)).expiries).toEqual([]);
    const { record } = await uploadTestPdf(ctx(), token);
    const details = { id: record.id, contractType: 'Lease', counterpartyName: 'Meera Iyer' };
    const added = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { ...details, expiryDate: '2026-12-31' },
      token,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect((await dashboardOf(ctx().app, token)).expiries.map((x) => [x.id, x.expiry_date])).toEqual([
      [record.id, '2026-12-31'],
    ]);
    const discarded = await post(ctx().app, '/api/e_mohar/delete_file', { id: record.id }, token);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await dashboardOf(ctx().app, token)).expiries).toEqual([]);
  });

  it('shows a contract shared, sent for signature, signed by both parties and sealed at the very next read', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    expect(await dashboardRowOf(ctx().app, token, contractId)).toMatchObject({ status: 'draft' });
    const link = await post(
      ctx().app,
      '/api/contracts/share_link',
      { id: contractId, expiry: inHours(24) },
      token,
    );
    expect(link.statusCode, link.body).toBe(200);
    expect(await dashboardRowOf(ctx().app, token, contractId)).toMatchObject({ status: 'shared' });

    const sent = await post(
      ctx().app,
      '/api/contracts/send_for_signature',
      { id: contractId, expiry: inHours(48), method: 'aadhaar' },
      token,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { emohar_id: emoharId, share_url: shareUrl } = sent.json();
    expect(await dashboardRowOf(ctx().app, token, contractId)).toMatchObject({ emohar_id: emoharId });

    // The owner signs: the contract's row does not change, but what it read is forgotten.
    await retitleBehindTheApp(ctx(), contractId, 'Retitled before the owner signed');
    const ownerDone = await ownerSignsWithAadhaar(ctx(), token, emoharId);
    expect(ownerDone.statusCode, ownerDone.body).toBe(303);
    expect((await dashboardRowOf(ctx().app, token, contractId))?.title).toBe(
      'Retitled before the owner signed',
    );

    // The counter party signs through the share link: the document is sealed, the contract signed.
    const cpDone = await counterPartySignsWithAadhaar(ctx(), shareUrl);
    expect(cpDone.statusCode, cpDone.body).toBe(303);
    const signed = await dashboardRowOf(ctx().app, token, contractId);
    expect(signed).toMatchObject({ status: 'signed', type: 'contract', emohar_id: emoharId });
    expect(Date.parse(signed?.signed_at ?? '')).not.toBeNaN();
  });

  it('forgets what it read when a contract is moved into a workspace and out again', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const ws = (
      await call(
        ctx().app,
        'POST',
        '/api/workspaces/create/',
        { name: 'Kaveri', workspace_type: 'Internal', client_name: null },
        token,
      )
    ).json().workspace.id as string;
    const move = (to: 'add-document' | 'remove-document') =>
      call(
        ctx().app,
        'POST',
        `/api/workspaces/${to}/`,
        { workspace_id: ws, kind: 'contract', document_id: contractId },
        token,
      );
    for (const [to, title] of [
      ['add-document', 'Moved in'],
      ['remove-document', 'Moved out'],
    ] as const) {
      await dashboardOf(ctx().app, token);
      await retitleBehindTheApp(ctx(), contractId, title);
      const res = await move(to);
      expect(res.statusCode, res.body).toBe(200);
      expect((await dashboardRowOf(ctx().app, token, contractId))?.title).toBe(title);
    }
  });
});
