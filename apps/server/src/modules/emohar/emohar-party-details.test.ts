import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { makeTestPdf } from '../../lib/pdf/test-pdfs.fixture.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { auditOf, openShared, shareTestLink, uploadTestPdf } from './emohar.fixture.ts';

const m = messages.emohar;
const details = { contractType: 'Lease agreement', expiryDate: '2027-01-31' };

function latest(ctx: TestContext, token: string, id: string) {
  return post(ctx.app, '/api/e_mohar/get_single_user_emohar', { id }, token);
}

describeOnEachDatabase('e-mohar: who signs follows the details call', (ctx) => {
  it('for_self_add_details needs no counter party name and answers a sentence about the contract', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    const res = await post(
      ctx().app,
      '/api/e_mohar/for_self_add_details',
      { id: record.id, ...details },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: m.own.selfDetailsAdded,
      record_dict: {
        party: 'single',
        counter_party_name: null,
        contract_type: 'Lease agreement',
        expiry_date: '2027-01-31',
      },
    });
    expect(res.json().message).not.toBe(m.detailsAdded);
  });

  it('never stores "Self" (or any name) as the counter party of a document signed alone', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    const res = await post(
      ctx().app,
      '/api/e_mohar/for_self_add_details',
      { id: record.id, ...details, counterpartyName: 'Self' },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record_dict.counter_party_name).toBeNull();
    const rows = await ctx().database.query<{ counter_party_name: string | null }>(
      'select counter_party_name from emohar_documents where id = $1',
      [record.id],
    );
    expect(rows).toEqual([{ counter_party_name: null }]);
    const event = (await auditOf(ctx(), record.id, token))
      .json()
      .events.find((e: { event_type: string }) => e.event_type === 'details_added');
    expect(event.details).toMatchObject({ party: 'single', counter_party_name: null });
  });

  it('upload (file_content and file_name only) then add_details makes a multi-party document that can be shared', async () => {
    const { token } = await signedInUser(ctx());
    const pdf = await makeTestPdf({ pages: 1 });
    const upload = await post(
      ctx().app,
      '/api/e_mohar/upload',
      { file_content: pdf.toString('base64'), file_name: 'Lease.pdf' },
      token,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const id = upload.json().record_dict.id as string;
    expect(upload.json().record_dict.party).toBe('single');

    const added = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id, ...details, counterpartyName: 'Ravi Menon' },
      token,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: m.detailsAdded,
      record_dict: { party: 'multi', counter_party_name: 'Ravi Menon' },
    });

    const link = await shareTestLink(ctx(), token, id);
    const opened = await openShared(ctx(), id, link.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().record_dict).toMatchObject({ counter_party_name: 'Ravi Menon', status: 'shared' });
    const event = (await auditOf(ctx(), id, token))
      .json()
      .events.find((e: { event_type: string }) => e.event_type === 'details_added');
    expect(event.details).toMatchObject({ party: 'multi', previous_party: 'single' });
  });

  it('for_self_add_details on a multi-party document not shared yet makes it single party, without its counter party', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi' });
    await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, ...details, counterpartyName: 'Ravi' },
      token,
    );
    const res = await post(
      ctx().app,
      '/api/e_mohar/for_self_add_details',
      { id: record.id, ...details },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record_dict).toMatchObject({ party: 'single', counter_party_name: null });
    const share = await post(
      ctx().app,
      '/api/e_mohar/share_draft_link',
      { id: record.id, expiry: new Date(Date.now() + 3_600_000).toISOString() },
      token,
    );
    expect(share.statusCode).toBe(409);
    expect(share.json().message).toBe(m.own.notMultiParty);
  });

  it('refuses to make a shared document single party, and changes nothing', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi' });
    await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, ...details, counterpartyName: 'Ravi' },
      token,
    );
    const link = await shareTestLink(ctx(), token, record.id);
    const res = await post(
      ctx().app,
      '/api/e_mohar/for_self_add_details',
      { id: record.id, ...details },
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.own.partyLocked);
    expect((await latest(ctx(), token, record.id)).json().record_dict).toMatchObject({
      party: 'multi',
      counter_party_name: 'Ravi',
      status: 'shared',
    });
    expect((await openShared(ctx(), record.id, link.token)).statusCode).toBe(200);
    // The counter party's details may still be corrected while the document stays multi party.
    const corrected = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, ...details, counterpartyName: 'Ravi Menon' },
      token,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
  });

  it('still requires the counter party name on add_details', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    const res = await post(ctx().app, '/api/e_mohar/add_details', { id: record.id, ...details }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ counterpartyName: messages.common.required });
    expect((await latest(ctx(), token, record.id)).json().record_dict).toMatchObject({
      party: 'single',
      status: 'uploaded',
    });
  });

  it('refuses an expiry date that is not a day of the calendar with 400 and its message, never 500', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    for (const path of ['add_details', 'for_self_add_details']) {
      for (const expiryDate of ['2026-02-30', '2027-02-29', '2026-04-31', '0000-01-01']) {
        const res = await post(
          ctx().app,
          `/api/e_mohar/${path}`,
          { id: record.id, contractType: 'Lease agreement', counterpartyName: 'Bob', expiryDate },
          token,
        );
        expect(res.statusCode, `${path} ${expiryDate}: ${res.body}`).toBe(400);
        expect(res.json().fields).toEqual({ expiryDate: m.own.expiryDateInvalid });
      }
    }
    expect((await latest(ctx(), token, record.id)).json().record_dict).toMatchObject({
      status: 'uploaded',
      expiry_date: null,
    });
  });

  it("answers someone else's document with 404 on both calls and changes nothing", async () => {
    const owner = await signedInUser(ctx());
    const outsider = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), owner.token, { party: 'single' });
    for (const path of ['add_details', 'for_self_add_details']) {
      const res = await post(
        ctx().app,
        `/api/e_mohar/${path}`,
        { id: record.id, ...details, counterpartyName: 'Intruder' },
        outsider.token,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.own.documentNotFound);
    }
    expect((await latest(ctx(), owner.token, record.id)).json().record_dict).toMatchObject({
      party: 'single',
      status: 'uploaded',
      counter_party_name: null,
    });
  });
});
