import { randomBytes } from 'node:crypto';
import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { pdfsig } from '../../lib/signing/pdfsig.fixture.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { sealIfReady } from './complete-signing.ts';
import { auditOf, shareTestLink, uploadTestPdf } from './emohar.fixture.ts';
import {
  pathOf,
  placement,
  postForm,
  sessionParts,
  signerForm,
  signThroughPages,
} from './emohar-signing.fixture.ts';

const m = messages.emohar;

function download(ctx: TestContext, id: string, token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/e_mohar/download?id=${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function esignUsed(ctx: TestContext, userId: string): Promise<number> {
  const rows = await ctx.database.query<{ esign_used: number }>(
    'select esign_used from subscriptions where user_id = $1',
    [userId],
  );
  return Number(rows[0]?.esign_used);
}

/** How pdf-lib writes a text string as a hex string (UTF-16BE with a BOM). */
function pdfTextHex(text: string): string {
  return `FEFF${[...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('')}`.toUpperCase();
}

function flipByteInContent(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('stream') + 40;
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

describeOnEachDatabase('e-mohar signing', (ctx) => {
  it('single party: consent → identity → emailed code → signed → sealed, valid in pdfsig', async () => {
    const { token, userId, person } = await signedInUser(ctx());
    const { record, pdf: original } = await uploadTestPdf(ctx(), token, { party: 'single' });
    const form = signerForm({ id: record.id });
    const start = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, signatureData: 'Asha', formData: form },
      token,
    );
    expect(start.statusCode, start.body).toBe(200);
    const body = start.json();
    expect(body).toMatchObject({ success: true, message: 'Sign session created successfully' });
    expect(body.url).toMatch(
      /^http:\/\/localhost:3000\/api\/e_mohar\/esign\/session\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/,
    );

    const consentPage = await ctx().app.inject({ method: 'GET', url: pathOf(body.url) });
    expect(consentPage.headers['content-type']).toContain('text/html');
    expect(consentPage.body).toContain('Lease');
    expect(consentPage.body).not.toMatch(/<script|<style/);
    expect(String(consentPage.headers['content-security-policy'])).toContain("script-src 'self'");

    const before = await esignUsed(ctx(), userId);
    const done = await signThroughPages(ctx(), body.url, {
      name: '  asha   RAO ',
      digits: '1234',
      email: form.email,
    });
    expect(done.statusCode, done.body).toBe(303);
    expect(done.headers.location).toBe(`http://localhost:3000/e_mohar/signed?id=${record.id}`);

    const file = await download(ctx(), record.id, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Lease-signed.pdf');
    const sealed = file.rawPayload;
    expect(sealed.subarray(0, original.length).equals(original)).toBe(true);
    const report = await pdfsig(sealed);
    expect(
      report.signatures.map((s) => s.valid),
      report.output,
    ).toEqual([true, true]);
    expect(report.signatures.map((s) => s.totalDocumentSigned)).toEqual([false, true]);
    expect(report.signatures[0]?.block).toContain('Asha Rao');
    const tampered = await pdfsig(flipByteInContent(sealed));
    expect(tampered.output).toContain('Digest Mismatch');

    expect(await esignUsed(ctx(), userId)).toBe(before + 1);
    const latest = await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: record.id }, token);
    const dict = latest.json().record_dict;
    expect(dict.status).toBe('signed');
    expect(dict.signers).toEqual([
      expect.objectContaining({
        role: 'owner',
        status: 'signed',
        method: 'aadhaar',
        name: 'Asha Rao',
        masked_digits: 'XXXX-XXXX-1234',
      }),
    ]);
    expect(dict.sealed).toMatchObject({ verify_url: `http://localhost:3000/verify/${record.id}` });

    const mailed = ctx().messengers.mails.filter((mail) => mail.attachments?.length);
    expect(mailed.map((mail) => mail.to).sort()).toEqual(expect.arrayContaining([form.email, person.email]));

    const trail = (await auditOf(ctx(), record.id, token)).json();
    expect(trail.chain_valid).toBe(true);
    const types = trail.events.map((e: { event_type: string }) => e.event_type);
    for (const type of [
      'sign_started',
      'consent_given',
      'code_sent',
      'code_verified',
      'signed',
      'sealed',
      'emailed',
    ]) {
      expect(types).toContain(type);
    }

    const good = await post(ctx().app, '/api/e_mohar/verify', {
      id: record.id,
      file_content: sealed.toString('base64'),
    });
    expect(good.json()).toMatchObject({
      matches: true,
      message: esignMessages.verifyMatches,
      signers: [expect.objectContaining({ name: 'Asha Rao', method: 'aadhaar' })],
    });
    const bad = await post(ctx().app, '/api/e_mohar/verify', {
      id: record.id,
      file_content: flipByteInContent(sealed).toString('base64'),
    });
    expect(bad.json()).toMatchObject({ matches: false, message: esignMessages.verifyDiffers });
    const unknown = await post(ctx().app, '/api/e_mohar/verify', {
      id: '00000000-0000-4000-8000-000000000000',
      file_content: 'AAAA',
    });
    expect(unknown.statusCode).toBe(404);

    const again = await ctx().app.inject({ method: 'GET', url: pathOf(body.url) });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(esignMessages.sessionUsed);
    const second = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: form },
      token,
    );
    expect(second.statusCode).toBe(409);
  });

  it('multi party: owner signs (Aadhaar sandbox), counter party submits through the link and signs by 2-factor', async () => {
    const { token, person } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi', pages: 2 });
    const link = await shareTestLink(ctx(), token, record.id);
    const ownerForm = signerForm({ id: record.id });
    const start = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: ownerForm },
      token,
    );
    const ownerDone = await signThroughPages(ctx(), start.json().url, {
      name: 'Asha Rao',
      digits: '1234',
      email: ownerForm.email,
    });
    expect(ownerDone.statusCode, ownerDone.body).toBe(303);
    const midway = await post(
      ctx().app,
      '/api/e_mohar/get_latest_emohar_multi_party',
      { id: record.id },
      token,
    );
    expect(midway.json().record_dict).toMatchObject({ status: 'signing', sealed: null });

    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const cpForm = signerForm({
      aadhar_name: 'Ben Carter',
      aadhar_four_digit: '9876',
      gender: 'male',
      mobile,
      country_code: '+91',
    });
    const submit = await post(ctx().app, '/api/e_mohar/submit', {
      id: record.id,
      token: link.token,
      ...placement,
      page_no: 2,
      method: '2fa',
      formData: cpForm,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json()).toMatchObject({ success: true, message: 'Form submitted successfully' });
    const cpDone = await signThroughPages(ctx(), submit.json().url, {
      name: 'ben carter',
      digits: '9876',
      email: cpForm.email,
      mobile: `+91${mobile}`,
    });
    expect(cpDone.statusCode, cpDone.body).toBe(303);
    expect(cpDone.headers.location).toBe(
      `http://localhost:3000/e_mohar/sign-multi-party?id=${record.id}&token=${encodeURIComponent(link.token)}&signed=1`,
    );

    const shared = await ctx().app.inject({
      method: 'GET',
      url: `/api/e_mohar/shared_download?id=${record.id}&token=${link.token}`,
    });
    expect(shared.statusCode).toBe(200);
    const report = await pdfsig(shared.rawPayload);
    expect(
      report.signatures.map((s) => s.valid),
      report.output,
    ).toEqual([true, true, true]);
    expect(report.signatures.map((s) => s.totalDocumentSigned)).toEqual([false, false, true]);
    // 2-factor: made with the platform seal, the signer named in the signature's /Name.
    expect(report.signatures[1]?.block).toContain('LeXi e-mohar Platform Seal');
    expect(shared.rawPayload.toString('latin1')).toContain(`/Name <${pdfTextHex('Ben Carter')}>`);
    expect((await pdfsig(flipByteInContent(shared.rawPayload))).output).toContain('Digest Mismatch');
    const recipients = ctx()
      .messengers.mails.filter((mail) => mail.attachments?.length)
      .map((mail) => mail.to);
    expect(recipients).toEqual(expect.arrayContaining([person.email, ownerForm.email, cpForm.email]));
    const reuse = await post(ctx().app, '/api/e_mohar/submit', {
      id: record.id,
      token: link.token,
      ...placement,
      formData: cpForm,
    });
    expect(reuse.statusCode).toBe(410);
  });

  it('answers no_plan when the owner has no e-signs left', async () => {
    const { token, userId } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    await ctx().database.query('update subscriptions set esign_used = 3 where user_id = $1', [userId]);
    const res = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: signerForm({ id: record.id }) },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, no_plan: true, message: esignMessages.noPlan });
  });

  it('debits the plan exactly once under 10 concurrent completion attempts', async () => {
    const { token, userId } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    await ctx().database.query(
      `insert into emohar_signers (document_id, role, user_id, aadhar_name, aadhar_last_digits, email, gender, birth_year, method, page_no, x, y, width, height, status, signed_at)
       values ($1, 'owner', $2, 'Asha Rao', '1234', 'asha@example.in', 'female', 1990, 'aadhaar', 1, 0.1, 0.8, 0.3, 0.08, 'signed', now())`,
      [record.id, userId],
    );
    const before = await esignUsed(ctx(), userId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sealIfReady(ctx().app.deps, record.id)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await esignUsed(ctx(), userId)).toBe(before + 1);
    const sealedEvents = await ctx().database.query(
      "select 1 from emohar_audit_events where document_id = $1 and event_type = 'sealed'",
      [record.id],
    );
    expect(sealedEvents).toHaveLength(1);
  });

  it("a second account cannot start, see, download or sign someone else's document", async () => {
    const owner = await signedInUser(ctx());
    const other = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), owner.token, { party: 'single' });
    const start = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: signerForm({ id: record.id }) },
      other.token,
    );
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe(m.own.documentNotFound);
    expect((await download(ctx(), record.id, other.token)).statusCode).toBe(404);
    expect(
      (await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: record.id }, other.token))
        .statusCode,
    ).toBe(404);
    const mine = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: signerForm({ id: record.id }) },
      owner.token,
    );
    const { id } = sessionParts(mine.json().url);
    const forged = await ctx().app.inject({
      method: 'GET',
      url: `/api/e_mohar/esign/session/${id}?token=${randomBytes(32).toString('base64url')}`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain(esignMessages.sessionInvalid);
    const forgedPost = await postForm(ctx(), `/api/e_mohar/esign/session/${id}/consent`, { token: 'x' });
    expect(forgedPost.statusCode).toBe(404);
    const noToken = await post(ctx().app, '/api/e_mohar/submit', {
      id: record.id,
      token: 'forged',
      ...placement,
      formData: signerForm(),
    });
    expect(noToken.statusCode).toBe(404);
  });

  it('refuses an expired session with a clear page', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    const res = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: signerForm({ id: record.id }) },
      token,
    );
    const { id } = sessionParts(res.json().url);
    await ctx().database.query(
      "update emohar_sign_sessions set expires_at = now() - interval '1 minute' where id = $1",
      [id],
    );
    const page = await ctx().app.inject({ method: 'GET', url: pathOf(res.json().url) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(esignMessages.sessionExpired);
  });

  it('ends the session after 5 wrong identities', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single' });
    const res = await post(
      ctx().app,
      '/api/e_mohar/for_self_esign',
      { ...placement, formData: signerForm({ id: record.id }) },
      token,
    );
    const { id, token: sessionToken } = sessionParts(res.json().url);
    const base = `/api/e_mohar/esign/session/${id}`;
    await postForm(ctx(), `${base}/consent`, { token: sessionToken });
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await postForm(ctx(), `${base}/identity`, {
        token: sessionToken,
        aadhar_name: 'Asha Rao',
        aadhar_four_digit: '0000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain(esignMessages.identityMismatch);
    }
    const fifth = await postForm(ctx(), `${base}/identity`, {
      token: sessionToken,
      aadhar_name: 'Someone Else',
      aadhar_four_digit: '1234',
    });
    expect(fifth.statusCode).toBe(410);
    expect(fifth.body).toContain(esignMessages.sessionEnded);
    const right = await postForm(ctx(), `${base}/identity`, {
      token: sessionToken,
      aadhar_name: 'Asha Rao',
      aadhar_four_digit: '1234',
    });
    expect(right.statusCode).toBe(410);
    const events = (await auditOf(ctx(), record.id, token))
      .json()
      .events.filter((e: { event_type: string }) => e.event_type === 'identity_failed');
    expect(events).toHaveLength(5);
  });

  it('validates the form and placement with clear messages', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'single', pages: 2 });
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...placement, formData: signerForm({ id: record.id, aadhar_four_digit: '12345' }) },
        esignMessages.fourDigits,
      ],
      [{ ...placement, formData: signerForm({ id: record.id, dob: '1850' }) }, esignMessages.yearOfBirth],
      [{ ...placement, formData: signerForm({ id: record.id, gender: 'robot' }) }, esignMessages.gender],
      [
        { ...placement, formData: signerForm({ id: record.id, email: 'nope' }) },
        messages.common.invalidEmail,
      ],
      [
        { ...placement, formData: signerForm({ id: record.id, aadhar_name: '  ' }) },
        messages.common.required,
      ],
      [{ ...placement, x_coordinate: 1.2, formData: signerForm({ id: record.id }) }, esignMessages.fraction],
      [
        { ...placement, x_coordinate: 0.9, formData: signerForm({ id: record.id }) },
        esignMessages.outsidePage,
      ],
      [{ ...placement, page_no: 3, formData: signerForm({ id: record.id }) }, esignMessages.pageOutOfRange],
      // A missing position is refused, never read as 0 (the top-left corner) or 1.
      [{ ...placement, x_coordinate: null, formData: signerForm({ id: record.id }) }, esignMessages.fraction],
      [{ ...placement, y_coordinate: '', formData: signerForm({ id: record.id }) }, esignMessages.fraction],
      [{ ...placement, x_coordinate: [], formData: signerForm({ id: record.id }) }, esignMessages.fraction],
      [
        { ...placement, page_no: true, formData: signerForm({ id: record.id }) },
        esignMessages.pageOutOfRange,
      ],
      [
        { ...placement, page_no: null, formData: signerForm({ id: record.id }) },
        esignMessages.pageOutOfRange,
      ],
      [{ ...placement, formData: signerForm({ id: '' }) }, m.noDocumentId],
    ];
    for (const [body, message] of cases) {
      const res = await post(ctx().app, '/api/e_mohar/for_self_esign', body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const link = await post(ctx().app, '/api/e_mohar/submit', {
      id: record.id,
      token: 'x',
      ...placement,
      method: '2fa',
      formData: signerForm(),
    });
    expect(link.statusCode).toBe(404);
  });
});
