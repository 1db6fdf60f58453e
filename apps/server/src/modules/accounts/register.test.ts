import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { newPerson, post } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('POST /api/register', (ctx) => {
  it('creates an unverified account on the free plan and never returns the password', async () => {
    const person = newPerson();
    const res = await post(ctx().app, '/api/register', person);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(messages.accounts.registered);
    expect(body.user_data).toMatchObject({
      username: person.username,
      email: person.email,
      country: 'India',
      account_type: 'individual',
      is_email_verified: false,
      is_mobile_verified: false,
    });
    expect(res.body).not.toContain(person.password);
    const rows = await ctx().database.query<{ plan_code: string }>(
      'select s.plan_code from subscriptions s join users u on u.id = s.user_id where u.username = $1',
      [person.username],
    );
    expect(rows.map((r) => r.plan_code)).toEqual(['free']);
  });

  it('stores the password as an argon2id hash', async () => {
    const person = newPerson();
    await post(ctx().app, '/api/register', person);
    const [row] = await ctx().database.query<{ password_hash: string }>(
      'select password_hash from users where username = $1',
      [person.username],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a username taken in any letter case, and an email taken, with 409', async () => {
    const person = newPerson();
    await post(ctx().app, '/api/register', person);
    const sameName = await post(
      ctx().app,
      '/api/register',
      newPerson({ username: person.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ success: false, message: messages.accounts.usernameTaken });
    expect(sameName.json().fields.username).toBe(messages.accounts.usernameTaken);
    const sameEmail = await post(
      ctx().app,
      '/api/register',
      newPerson({ email: person.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(messages.accounts.emailTaken);
  });

  it.each([
    ['phone_number', '98765', messages.common.invalidPhone],
    ['phone_number', '98765432101', messages.common.invalidPhone],
    ['email', 'not-an-email', messages.common.invalidEmail],
    ['first_name', '   ', messages.common.required],
    ['password', 'short1!', messages.accounts.passwordTooShort],
    ['password', 'x'.repeat(129), messages.accounts.passwordTooLong],
    ['username', 'a b', messages.accounts.usernameInvalid],
    ['country_code', '91', messages.accounts.countryCodeInvalid],
  ])('refuses %s = %j with “%s” and creates nothing', async (field, value, message) => {
    const person = newPerson({ [field]: value });
    const res = await post(ctx().app, '/api/register', person);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toBe(message);
    const rows = await ctx().database.query('select 1 from users where username = $1', [person.username]);
    expect(rows).toHaveLength(0);
  });

  it.each(['password123', 'Password1', 'qwertyuiop', 'iloveyou1'])(
    'refuses the common password %s',
    async (pw) => {
      const res = await post(ctx().app, '/api/register', newPerson({ password: pw }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.accounts.passwordTooCommon);
    },
  );

  it('accepts a password of exactly 8 and of exactly 128 characters', async () => {
    expect((await post(ctx().app, '/api/register', newPerson({ password: 'Zq7#mK2p' }))).statusCode).toBe(
      200,
    );
    expect(
      (await post(ctx().app, '/api/register', newPerson({ password: 'Zq7#'.repeat(32) }))).statusCode,
    ).toBe(200);
  });

  it('founds a firm with the new account as its admin for a law firm', async () => {
    const person = newPerson({ account_type: 'law_firm', firm_name: 'Rao & Partners' });
    expect((await post(ctx().app, '/api/register', person)).statusCode).toBe(200);
    const rows = await ctx().database.query<{ name: string; role: string }>(
      `select o.name, m.role from organizations o join organization_members m on m.organization_id = o.id
       join users u on u.id = m.user_id where u.username = $1`,
      [person.username],
    );
    expect(rows).toEqual([{ name: 'Rao & Partners', role: 'admin' }]);
  });
});

describe('registration races', () => {
  it('lets only one of two simultaneous registrations of one username through', {
    timeout: 120_000,
  }, async () => {
    const { startTestApp } = await import('../../test/test-app.ts');
    const { testDatabases } = await import('../../test/test-databases.ts');
    const db = testDatabases().at(-1);
    if (!db) throw new Error('no test database');
    const { ctx, stop } = await startTestApp(db);
    try {
      const a = newPerson();
      const b = newPerson({ username: a.username });
      const results = await Promise.all([
        post(ctx.app, '/api/register', a),
        post(ctx.app, '/api/register', b),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    } finally {
      await stop();
    }
  });
});
