import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { newPerson, post } from '../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

describeOnEachDatabase('error logs', (ctx) => {
  it("log a failing query's message and stack but none of its parameters", async () => {
    const person = newPerson({ email: 'secret.person@example.in', phone_number: '9123456780' });
    await ctx().database.query('alter table users rename to users_gone');
    try {
      const res = await post(ctx().app, '/api/register', person);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(messages.common.serverError);
    } finally {
      await ctx().database.query('alter table users_gone rename to users');
    }
    const failure = ctx().logLines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    const logged = JSON.parse(failure as string);
    expect(logged.err.message).toMatch(/users/);
    expect(logged.err.stack).toMatch(/\n\s+at /);
    for (const secret of ['secret.person@example.in', '9123456780', '$argon2id', person.username]) {
      expect(failure).not.toContain(secret);
    }
    expect(failure).not.toMatch(/params|"detail"/);
  });
});
