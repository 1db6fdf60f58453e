import { formattedExpiryDates } from '@lexi/shared/api/dashboard';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { get, post, userWithDraft } from '../contracts/contracts.fixture.ts';
import { uploadTestPdf } from '../emohar/emohar.fixture.ts';

describeOnEachDatabase('the dashboard', (ctx) => {
  it('lists my contracts and the expiry dates of my contracts and e-mohar documents, soonest first', async () => {
    const { token, contractId, userId } = await userWithDraft(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const details = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: 'Lease', counterpartyName: 'Meera Iyer', expiryDate: '2026-12-31' },
      token,
    );
    expect(details.statusCode).toBe(200);
    const other = await userWithDraft(ctx());

    const res = await get(ctx().app, '/api/dashboard_dash', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user_data).toMatchObject({ id: userId, country: 'India' });
    expect(typeof body.formatted_expiry_dates).toBe('string');
    const expiries = formattedExpiryDates.parse(
      JSON.parse(body.formatted_expiry_dates),
    ).contract_expiry_dates;
    expect(expiries.map((x) => [x.source, x.id, x.expiry_date])).toEqual([
      ['emohar', record.id, '2026-12-31'],
      ['contract', contractId, '2027-04-01'],
    ]);
    expect(expiries[0]).toMatchObject({ title: 'Contract', counter_party_name: 'Meera Iyer' });
    expect(body.contracts).toEqual([
      expect.objectContaining({
        id: contractId,
        status: 'draft',
        type: 'draft',
        contract_type: 'service_consultancy',
        counter_party_name: 'Kaveri Foods Private Limited',
        expiry_date: '2027-04-01',
      }),
    ]);
    expect(res.body).not.toContain(other.contractId);
  });

  it('leaves out deleted drafts and discarded documents', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    await post(ctx().app, '/api/delete_contract', { id: contractId, type: 'draft' }, token);
    const body = (await get(ctx().app, '/api/dashboard_dash', token)).json();
    expect(body.contracts).toEqual([]);
    expect(JSON.parse(body.formatted_expiry_dates)).toEqual({ contract_expiry_dates: [] });
  });
});
