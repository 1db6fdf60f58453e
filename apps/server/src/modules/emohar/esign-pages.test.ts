import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { shareTestLink, uploadTestPdf } from './emohar.fixture.ts';
import { pathOf, placement, postForm, sessionParts, signerForm } from './emohar-signing.fixture.ts';
import { SANDBOX_NOTICE } from './esign-pages.ts';

/** The page's text as a person reads it (tags dropped, entities of the notice decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** The owner's sandbox session of a fresh document. */
async function ownerSession(ctx: TestContext, method: 'aadhaar' | '2fa' = 'aadhaar') {
  const { token } = await signedInUser(ctx);
  const { record } = await uploadTestPdf(ctx, token, { party: 'single' });
  const form = signerForm({ id: record.id });
  const res = await post(
    ctx.app,
    '/api/e_mohar/for_self_esign',
    { ...placement, method, formData: form },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { url: res.json().url as string, record, form };
}

async function consentGiven(ctx: TestContext, url: string) {
  const { id, token } = sessionParts(url);
  const consent = await postForm(ctx, `/api/e_mohar/esign/session/${id}/consent`, { token });
  expect(consent.statusCode).toBe(303);
  return { id, token, base: `/api/e_mohar/esign/session/${id}` };
}

describeOnEachDatabase('e-mohar: the sandbox eSign pages', (ctx) => {
  it('look like LeXi and say plainly that they are the sandbox provider, not a real Aadhaar eSign', async () => {
    const { url } = await ownerSession(ctx());
    const page = await ctx().app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain(SANDBOX_NOTICE);
    expect(page.body).toContain('<img src="/favicon.svg" alt="" width="28" height="28">LeXi');
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(page.body).toContain('<link rel="stylesheet" href="/api/e_mohar/esign/assets/esign.css">');
    // The strict CSP holds: no inline script or style element.
    expect(page.body).not.toMatch(/<script|<style/);

    const css = await ctx().app.inject({ method: 'GET', url: '/api/e_mohar/esign/assets/esign.css' });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('--primary:#373d9e');
    expect(css.body).toContain('@media (prefers-color-scheme:dark)');
  });

  it("offer Cancel back to the owner's document page on every step", async () => {
    const { url, record, form } = await ownerSession(ctx());
    const cancel = `href="http://localhost:3000/e_mohar?id=${record.id}">Cancel</a>`;
    expect((await ctx().app.inject({ method: 'GET', url: pathOf(url) })).body).toContain(cancel);
    const { token, base } = await consentGiven(ctx(), url);
    expect((await ctx().app.inject({ method: 'GET', url: pathOf(url) })).body).toContain(cancel);
    const codePage = await postForm(ctx(), `${base}/identity`, {
      token,
      aadhar_name: form.aadhar_name,
      aadhar_four_digit: form.aadhar_four_digit,
    });
    expect(codePage.statusCode).toBe(200);
    expect(codePage.body).toContain(cancel);
  });

  it("offer the counter party Cancel back to their signing link's page", async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token, { party: 'multi' });
    const link = await shareTestLink(ctx(), token, record.id);
    const submit = await post(ctx().app, '/api/e_mohar/submit', {
      id: record.id,
      token: link.token,
      ...placement,
      formData: signerForm({ aadhar_name: 'Ben Carter' }),
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const page = await ctx().app.inject({ method: 'GET', url: pathOf(submit.json().url) });
    const back = `http://localhost:3000/e_mohar/sign-multi-party?id=${record.id}&amp;token=${encodeURIComponent(link.token)}`;
    expect(page.body).toContain(`href="${back}">Cancel</a>`);
    expect(page.body).not.toContain('signed=1');
  });

  it('keep what the person typed after a wrong name or digits, escaped', async () => {
    const { url } = await ownerSession(ctx());
    const { token, base } = await consentGiven(ctx(), url);
    const wrong = await postForm(ctx(), `${base}/identity`, {
      token,
      aadhar_name: 'Asha "Rau" <b>',
      aadhar_four_digit: '4321',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(esignMessages.identityMismatch);
    expect(wrong.body).toContain('value="Asha &quot;Rau&quot; &lt;b&gt;"');
    expect(wrong.body).toContain('value="4321"');
    expect(wrong.body).not.toContain('<b>');
  });

  it('never write a code back into the page after a wrong entry', async () => {
    const { url, form } = await ownerSession(ctx());
    const { token, base } = await consentGiven(ctx(), url);
    await postForm(ctx(), `${base}/identity`, {
      token,
      aadhar_name: form.aadhar_name,
      aadhar_four_digit: form.aadhar_four_digit,
    });
    const sent = ctx().messengers.lastMailCode(form.email);
    const wrongCode = sent === '135790' ? '246801' : '135790';
    const wrong = await postForm(ctx(), `${base}/code`, { token, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(esignMessages.codeWrong);
    expect(wrong.body).not.toContain(wrongCode);
    expect(wrong.body).not.toContain(sent);
    expect(wrong.body).toMatch(/<input id="code" name="code"[^>]*required>/);
    expect(wrong.body).not.toMatch(/<input id="code"[^>]*value=/);
  });

  it('name LeXi 2-factor e-sign, not the Aadhaar sandbox, for a 2-factor signature', async () => {
    const { url } = await ownerSession(ctx(), '2fa');
    const page = await ctx().app.inject({ method: 'GET', url: pathOf(url) });
    expect(textOf(page.body)).toContain('LeXi 2-factor e-sign');
    expect(textOf(page.body)).not.toContain(SANDBOX_NOTICE);
  });
});
