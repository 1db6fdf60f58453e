import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { get, userWithDraft } from '../contracts/contracts.fixture.ts';
import { signAsCounterParty, signAsOwner } from '../documents/documents.fixture.ts';
import { auditOf, shareTestLink, storedFiles, uploadTestPdf } from './emohar.fixture.ts';
import { placement, sessionParts, signerForm } from './emohar-signing.fixture.ts';

const m = messages.emohar;
const kept = m.own.signedRecordKept;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function download(ctx: TestContext, id: string, token: string) {
  return get(ctx.app, `/api/e_mohar/download?id=${id}`, token);
}

async function statusOf(ctx: TestContext, id: string) {
  const [row] = await ctx.database.query<{ status: string; discarded_at: Date | null }>(
    'select status, discarded_at from emohar_documents where id = $1',
    [id],
  );
  return row;
}

describeOnEachDatabase('e-mohar: signed records are permanent', (ctx) => {
  it('refuses to discard a sealed document by either call, and keeps its files, verification and audit trail', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single', pages: 1 });
    await signAsOwner(ctx(), token, record.id);
    const sealed = (await download(ctx(), record.id, token)).rawPayload;
    const filesBefore = storedFiles(ctx()).sort();

    for (const path of ['delete_e_mohar_single', 'delete_file']) {
      const res = await post(ctx().app, `/api/e_mohar/${path}`, { id: record.id }, token);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'emohar.permanent_record', message: kept });
    }
    expect(await statusOf(ctx(), record.id)).toEqual({ status: 'signed', discarded_at: null });
    expect(storedFiles(ctx()).sort()).toEqual(filesBefore);
    expect((await download(ctx(), record.id, token)).rawPayload.equals(sealed)).toBe(true);
    const verified = await post(ctx().app, '/api/e_mohar/verify', {
      id: record.id,
      file_content: sealed.toString('base64'),
    });
    expect(verified.json()).toMatchObject({ matches: true, message: esignMessages.verifyMatches });
    const trail = (await auditOf(ctx(), record.id, token)).json();
    expect(trail.chain_valid).toBe(true);
    expect(trail.events.map((e: { event_type: string }) => e.event_type)).not.toContain('discarded');
  });

  it('refuses to discard a multi-party document once the owner has signed, before the counter party', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi', pages: 1 });
    await signAsOwner(ctx(), token, record.id);
    expect((await statusOf(ctx(), record.id))?.status).toBe('signing');
    const res = await post(ctx().app, '/api/e_mohar/delete_file', { id: record.id }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(kept);
    expect((await download(ctx(), record.id, token)).statusCode).toBe(200);
  });

  it('refuses to discard a multi-party document the counter party alone has signed', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi', pages: 1 });
    await signAsCounterParty(ctx(), token, record.id, 'vikram.shah@example.in');
    const res = await post(ctx().app, '/api/e_mohar/delete_file', { id: record.id }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(kept);
  });

  it('still discards a document nobody has signed, and removes its files', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi', pages: 1 });
    await shareTestLink(ctx(), token, record.id);
    const before = storedFiles(ctx()).length;
    const res = await post(ctx().app, '/api/e_mohar/delete_file', { id: record.id }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(storedFiles(ctx()).length).toBe(before - 1);
  });

  it('never lets a discard and a signature both go through when they race', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single', pages: 1 });
    const form = signerForm({ id: record.id });
    const start = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: form },
      token,
    );
    const url = start.json().url as string;
    // Up to the last page of the sign session: the code is entered in the race below.
    const { id: sessionId, token: sessionToken } = sessionParts(url);
    const base = `/api/e_mohar/esign/session/${sessionId}`;
    const formPost = (path: string, fields: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url: `${base}/${path}`,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    await ctx().app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    await formPost('consent', { token: sessionToken });
    await formPost('identity', { token: sessionToken, aadhar_name: 'Asha Rao', aadhar_four_digit: '1234' });
    const code = ctx().messengers.lastMailCode(form.email);

    const [signed, discarded] = await Promise.all([
      formPost('code', { token: sessionToken, code }),
      post(ctx().app, '/api/e_mohar/delete_e_mohar_single', { id: record.id }, token),
    ]);
    const row = await statusOf(ctx(), record.id);
    if (discarded.statusCode === 200) {
      expect(signed.statusCode).not.toBe(303);
      expect(row?.status).toBe('discarded');
    } else {
      expect(discarded.statusCode).toBe(409);
      expect(discarded.json().message).toBe(kept);
      expect(signed.statusCode).toBe(303);
      expect(row?.status).toBe('signed');
      expect((await download(ctx(), record.id, token)).statusCode).toBe(200);
    }
  });
});

describeOnEachDatabase('contracts sent for signature are permanent once signed', (ctx) => {
  const own = messages.draft.own;
  const send = (token: string, id: string) =>
    post(
      ctx().app,
      '/api/contracts/send_for_signature',
      { id, expiry: inHours(48), method: 'aadhaar' },
      token,
    );

  it('refuses to delete a contract out for signature, and once its owner has signed, to discard its document too', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const sent = (await send(token, contractId)).json();
    const out = await post(ctx().app, '/api/delete_contract', { id: contractId }, token);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(own.outForSignature);

    await signAsOwner(ctx(), token, sent.emohar_id);
    const remove = await post(ctx().app, '/api/delete_contract', { id: contractId }, token);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({
      code: 'contracts.permanent_record',
      message: own.signedRecordKept,
    });
    const discard = await post(ctx().app, '/api/e_mohar/delete_file', { id: sent.emohar_id }, token);
    expect(discard.statusCode).toBe(409);
    expect(discard.json().message).toBe(kept);
    const shown = (await post(ctx().app, '/api/show_contract', { id: contractId }, token)).json();
    expect(shown).toMatchObject({ status: 'shared', emohar_id: sent.emohar_id });
  });

  it('refuses to delete a signed contract or discard its sealed document', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const sent = (await send(token, contractId)).json();
    await signAsOwner(ctx(), token, sent.emohar_id);
    await signAsCounterParty(ctx(), token, sent.emohar_id, 'legal@kaveri.example');
    const shown = (await post(ctx().app, '/api/show_contract', { id: contractId }, token)).json();
    expect(shown.status).toBe('signed');

    const remove = await post(ctx().app, '/api/delete_contract', { id: contractId }, token);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(own.signedRecordKept);
    const discard = await post(ctx().app, '/api/e_mohar/delete_file', { id: sent.emohar_id }, token);
    expect(discard.statusCode).toBe(409);
    const file = await download(ctx(), sent.emohar_id, token);
    expect(file.statusCode).toBe(200);
    const verified = await post(ctx().app, '/api/e_mohar/verify', {
      id: sent.emohar_id,
      file_content: file.rawPayload.toString('base64'),
    });
    expect(verified.json().matches).toBe(true);
  });
});
