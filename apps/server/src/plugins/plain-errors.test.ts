import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post } from '../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

const ZOD_DEFAULT = /Invalid input|Too big|Too small|Invalid option|expected string|received/;

describeOnEachDatabase('request fields without a message of their own', (ctx) => {
  it('answer a plain sentence, never zod’s default, for a value of the wrong kind', async () => {
    for (const body of [
      { username: 12345, password: 'Whatever-123' },
      { username: 'asha', password: ['Whatever-123'] },
      { username: { $ne: '' }, password: true },
    ]) {
      const res = await post(ctx().app, '/api/login', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).not.toMatch(ZOD_DEFAULT);
      for (const message of Object.values(res.json().fields as Record<string, string>)) {
        expect(message).not.toMatch(ZOD_DEFAULT);
      }
    }
    const res = await post(ctx().app, '/api/login', { username: 12345, password: 'Whatever-123' });
    expect(res.json().fields).toEqual({ username: messages.common.invalidValue });
  });

  it('an option that is not offered says so', async () => {
    const res = await post(ctx().app, '/api/send_otp', { email: 'asha@example.in', purpose: 'steal' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(messages.common.invalidChoice);
  });
});
