import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { redactUrl } from './request-logging.ts';

describeOnEachDatabase('platform', (ctx) => {
  it('/healthz says the process is up and /readyz that the database answers', async () => {
    expect((await ctx().app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx().app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers malformed JSON with a clear 400 and no stack trace', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.invalidRequest });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a path cut in the middle of a character, or too long, like any other bad request', async () => {
    for (const url of ['/fonts/%ED%A0%BDx.woff2', `/api/e_mohar/esign/session/${'a'.repeat(1_000)}`]) {
      const res = await ctx().app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false, message: messages.common.invalidRequest });
      expect(res.body).not.toContain('/fonts/');
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx().app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'not_found',
      message: messages.common.notFound,
    });
  });

  it('hides an unexpected failure behind a generic 500 and logs it', async () => {
    await ctx().database.query('alter table users rename to users_gone');
    try {
      const res = await post(ctx().app, '/api/login', { username: 'someone', password: 'Whatever-123' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        code: 'server.error',
        message: messages.common.serverError,
        error: messages.common.serverError,
      });
      expect(res.body).not.toContain('users');
      expect(ctx().logLines.some((l) => l.includes('request failed'))).toBe(true);
    } finally {
      await ctx().database.query('alter table users_gone rename to users');
    }
  });

  it('sends security headers and a static, load-nothing Content-Security-Policy on JSON answers', async () => {
    const first = await ctx().app.inject({ url: '/healthz' });
    const second = await ctx().app.inject({ url: '/api/no-such-thing' });
    expect(first.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['strict-transport-security']).toBeDefined();
  });

  it('publishes the OpenAPI description of every API route at /api/docs', async () => {
    const spec = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/register',
      '/api/login',
      '/api/logout',
      '/api/send_otp',
      '/api/verify_otp',
      '/api/send_mobile_otp',
      '/api/verify_mobile_otp',
      '/api/forgot_password',
      '/api/user_plan',
    ]) {
      expect(paths).toContain(path);
    }
    expect(
      spec.paths['/api/register'].post.requestBody.content['application/json'].schema.required,
    ).toContain('phone_number');
    expect((await ctx().app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('never writes a password, token or code into the request logs', async () => {
    const { person, token } = await signedInUser(ctx());
    await post(ctx().app, '/api/user_plan', {}, token);
    await ctx().app.inject({ url: `/api/nothing?token=${token}&otp=123456` });
    const log = ctx().logLines.join('\n');
    expect(log).toContain('/api/login');
    expect(log).not.toContain(person.password);
    expect(log).not.toContain(token);
    expect(log).not.toContain('123456');
    for (const code of ctx().messengers.mails.map((m) => m.text.match(/\d{6}/)?.[0])) {
      if (code) expect(log).not.toContain(`"${code}"`);
    }
  });
});

it('redacts secrets carried in query strings', () => {
  expect(redactUrl('/e_mohar/sign-multi-party?id=4&token=abc&x=1')).toBe(
    '/e_mohar/sign-multi-party?id=4&token=[redacted]&x=1',
  );
  expect(redactUrl('/a?otp=123456')).toBe('/a?otp=[redacted]');
});
