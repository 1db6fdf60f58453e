import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ESP_URL, fakeEsp } from '../../lib/esign/fake-esp.fixture.ts';
import { pdfsig } from '../../lib/signing/pdfsig.fixture.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext, testConfig } from '../../test/test-app.ts';
import { auditOf, uploadTestPdf } from './emohar.fixture.ts';
import { pathOf, placement, postForm, sessionParts, signerForm } from './emohar-signing.fixture.ts';

const esp = await fakeEsp();

function hiddenFields(html: string): Record<string, string> {
  const decode = (value: string) =>
    value
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decode(match[1] ?? '')] = decode(match[2] ?? '');
  }
  return fields;
}

/** Upload → for_self_esign (Aadhaar) → consent → the page that posts to the ESP, read by the fake ESP. */
async function startAtEsp(ctx: TestContext, token: string) {
  const { record, pdf } = await uploadTestPdf(ctx, token, { party: 'single' });
  const form = signerForm({ id: record.id });
  const start = await post(
    ctx.app,
    '/api/e_mohar/for_self_esign',
    { ...placement, signatureData: 'Asha', formData: form },
    token,
  );
  if (start.statusCode !== 200) throw new Error(`for_self_esign: ${start.body}`);
  const url: string = start.json().url;
  const { id, token: sessionToken } = sessionParts(url);
  const consent = await postForm(ctx, `/api/e_mohar/esign/session/${id}/consent`, { token: sessionToken });
  if (consent.statusCode !== 303) throw new Error(`consent: ${consent.statusCode} ${consent.body}`);
  const again = async () => {
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    const fields = hiddenFields(page.body);
    return { page, fields, request: esp.readRequest(fields.eSignRequest ?? '') };
  };
  return { record, pdf, form, url, sessionId: id, sessionToken, again, ...(await again()) };
}

function callback(ctx: TestContext, eSignResponse: string) {
  return postForm(ctx, '/api/e_mohar/esign/callback', { eSignResponse });
}

async function recordOf(ctx: TestContext, id: string, token: string) {
  const res = await post(ctx.app, '/api/e_mohar/get_single_user_emohar', { id }, token);
  return res.json().record_dict as { status: string; signers: { status: string }[] };
}

async function auditTypes(ctx: TestContext, id: string, token: string): Promise<string[]> {
  const trail = (await auditOf(ctx, id, token)).json();
  expect(trail.chain_valid).toBe(true);
  return trail.events.map((e: { event_type: string }) => e.event_type);
}

/** SHA-256 of the byte ranges of the file's first signature. */
function firstSignatureDigest(pdf: Buffer): string {
  const at = pdf.indexOf('/ByteRange [');
  const [a, b, c, d] = pdf
    .subarray(at + '/ByteRange ['.length, pdf.indexOf(']', at))
    .toString('latin1')
    .trim()
    .split(/\s+/)
    .map(Number) as [number, number, number, number];
  return createHash('sha256')
    .update(pdf.subarray(a, a + b))
    .update(pdf.subarray(c, c + d))
    .digest('hex');
}

describeOnEachDatabase(
  'e-mohar with a real eSign Service Provider (CCA eSign API 2.1)',
  (ctx) => {
    it('consent → auto-post to the ESP → signed answer → signed and sealed, valid in pdfsig', async () => {
      const { token } = await signedInUser(ctx());
      const flow = await startAtEsp(ctx(), token);

      expect(flow.page.statusCode).toBe(200);
      const csp = String(flow.page.headers['content-security-policy']);
      expect(csp).toContain("form-action 'self' https://esp.example.test");
      expect(csp).toContain("script-src 'self'");
      expect(flow.page.body).toContain(`<form id="esign-autopost" method="post" action="${ESP_URL}">`);
      expect(flow.page.body).toContain('<button type="submit">Continue to the eSign provider</button>');
      expect(flow.page.body).toContain('<script src="/api/e_mohar/esign/assets/esign-autopost.js"></script>');
      expect(flow.page.body).not.toMatch(/<script>|<style/);
      expect(Object.keys(flow.fields).sort()).toEqual(['Content-Type', 'aspTxnID', 'eSignRequest']);
      expect(flow.fields.aspTxnID).toBe(flow.request.txn);
      expect(flow.request).toMatchObject({
        aspId: 'LEXI-TEST-ASP',
        responseUrl: 'http://localhost:3000/api/e_mohar/esign/callback',
        docInfo: 'Contract (Lease.pdf)',
      });
      expect(flow.request.inputHash).toMatch(/^[0-9a-f]{64}$/);

      // Other pages keep the strict form-action; the script is a same-origin file.
      const script = await ctx().app.inject({
        method: 'GET',
        url: '/api/e_mohar/esign/assets/esign-autopost.js',
      });
      expect(script.headers['content-type']).toContain('text/javascript');
      expect(script.body).toContain("getElementById('esign-autopost')");
      // LeXi's own identity step is not used: the ESP checks the signer.
      const identity = await postForm(ctx(), `/api/e_mohar/esign/session/${flow.sessionId}/identity`, {
        token: flow.sessionToken,
        aadhar_name: 'Asha Rao',
        aadhar_four_digit: '1234',
      });
      expect(identity.statusCode).toBe(303);
      expect(String(identity.headers['content-security-policy'])).not.toContain('esp.example.test');

      // Each opening of the page is a new transaction; the last one is the one that counts.
      const { request } = await flow.again();
      expect(request.txn).not.toBe(flow.request.txn);
      const stale = await callback(
        ctx(),
        esp.signedAnswer(flow.request.txn, esp.pkcs7(flow.request.inputHash)),
      );
      expect(stale.statusCode).toBe(404);

      const done = await callback(ctx(), esp.signedAnswer(request.txn, esp.pkcs7(request.inputHash)));
      expect(done.statusCode, done.body).toBe(303);
      expect(done.headers.location).toBe(`http://localhost:3000/e_mohar/signed?id=${flow.record.id}`);

      const file = await ctx().app.inject({
        method: 'GET',
        url: `/api/e_mohar/download?id=${flow.record.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const sealed = file.rawPayload;
      expect(sealed.subarray(0, flow.pdf.length).equals(flow.pdf)).toBe(true);
      expect(firstSignatureDigest(sealed)).toBe(request.inputHash);
      const report = await pdfsig(sealed);
      expect(
        report.signatures.map((s) => s.valid),
        report.output,
      ).toEqual([true, true]);
      expect(report.signatures.map((s) => s.totalDocumentSigned)).toEqual([false, true]);
      expect(report.signatures[0]?.block).toContain('Asha Rao');

      const record = await recordOf(ctx(), flow.record.id, token);
      expect(record.status).toBe('signed');
      const types = await auditTypes(ctx(), flow.record.id, token);
      for (const type of ['consent_given', 'esign_requested', 'signed', 'sealed', 'emailed'])
        expect(types).toContain(type);
      expect(types).not.toContain('code_sent');

      // The same answer again changes nothing.
      const replay = await callback(ctx(), esp.signedAnswer(request.txn, esp.pkcs7(request.inputHash)));
      expect(replay.statusCode).toBe(410);
      expect(replay.body).toContain('Signing not completed');
    });

    it('an error answer (status 0) says what happened, signs nothing, and the signer can try again', async () => {
      const { token } = await signedInUser(ctx());
      const flow = await startAtEsp(ctx(), token);
      const res = await callback(
        ctx(),
        esp.errorAnswer(flow.request.txn, 'ESP-123', 'User cancelled the transaction'),
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(
        'You cancelled signing at the eSign provider. Nothing was signed; start signing again from LeXi.',
      );
      const record = await recordOf(ctx(), flow.record.id, token);
      expect(record.status).not.toBe('signed');
      expect(record.signers.map((s) => s.status)).toEqual(['pending']);
      expect(await auditTypes(ctx(), flow.record.id, token)).toContain('esign_failed');

      const { request } = await flow.again();
      const done = await callback(ctx(), esp.signedAnswer(request.txn, esp.pkcs7(request.inputHash)));
      expect(done.statusCode, done.body).toBe(303);
      expect((await recordOf(ctx(), flow.record.id, token)).status).toBe('signed');
    });

    it('refuses an answer changed after the ESP signed it', async () => {
      const { token } = await signedInUser(ctx());
      const flow = await startAtEsp(ctx(), token);
      const genuine = esp.signedAnswer(flow.request.txn, esp.pkcs7(flow.request.inputHash));
      const other = esp.pkcs7(flow.request.inputHash, 'Mallory').toString('base64');
      const tampered = genuine.replace(/(<DocSignature id="1"[^>]*>)[^<]+/, `$1${other}`);
      expect(tampered).not.toBe(genuine);
      const res = await callback(ctx(), tampered);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(
        'The eSign provider&#39;s answer failed its signature check, so LeXi did not accept it.',
      );
      expect((await recordOf(ctx(), flow.record.id, token)).signers.map((s) => s.status)).toEqual([
        'pending',
      ]);
    });

    it('refuses a PKCS#7 made for another digest', async () => {
      const { token } = await signedInUser(ctx());
      const flow = await startAtEsp(ctx(), token);
      const otherDigest = createHash('sha256').update('another document').digest('hex');
      const res = await callback(ctx(), esp.signedAnswer(flow.request.txn, esp.pkcs7(otherDigest)));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(
        'The signature from the eSign provider is not for this document, so LeXi did not accept it.',
      );
      expect((await recordOf(ctx(), flow.record.id, token)).signers.map((s) => s.status)).toEqual([
        'pending',
      ]);
      const trail = (await auditOf(ctx(), flow.record.id, token)).json();
      const failed = trail.events.find((e: { event_type: string }) => e.event_type === 'esign_failed');
      expect(failed?.details).toMatchObject({
        reason: 'esign.wrong_digest',
        detail: 'The signature is for a different document digest.',
      });
    });

    it('refuses an answer for a transaction LeXi never started', async () => {
      const digest = createHash('sha256').update('x').digest('hex');
      const res = await callback(ctx(), esp.signedAnswer(randomUUID(), esp.pkcs7(digest)));
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(
        'This answer from the eSign provider belongs to no open signing session in LeXi',
      );
    });
  },
  esp.env,
);

describeOnEachDatabase('e-mohar with the built-in sandbox', (ctx) => {
  it('takes no eSign provider answers', async () => {
    const res = await callback(ctx(), esp.signedAnswer(randomUUID(), esp.pkcs7('0'.repeat(64))));
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('no eSign provider answers here');
  });
});

it('a half-configured ESP stops the start with a sentence naming what is missing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexi-esp-config-'));
  try {
    expect(() => testConfig(dir, { ESP_URL, ASP_ID: 'LEXI-TEST-ASP' })).toThrow(
      'ESP_URL, ASP_ID are set but ASP_P12 is missing',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('a wrong ASP_P12_PASSWORD stops the start and says which variable to fix', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexi-esp-p12-'));
  try {
    await expect(
      buildApp({ config: testConfig(dir, { ...esp.env, ASP_P12_PASSWORD: 'wrong' }), logger: false }),
    ).rejects.toThrow('set ASP_P12_PASSWORD to the password it was exported with');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
