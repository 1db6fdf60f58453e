import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { newPerson, post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('POST /api/login', (ctx) => {
  it('answers 401 “Invalid username or password” for a wrong password and for an unknown name alike', async () => {
    const person = newPerson();
    await post(ctx().app, '/api/register', person);
    const wrong = await post(ctx().app, '/api/login', {
      username: person.username,
      password: 'Wrong-password-1',
    });
    const unknown = await post(ctx().app, '/api/login', {
      username: 'nobody_here',
      password: 'Wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, error: messages.login.invalidCredentials });
  });

  it('tells a correct password that the email is not verified, with data.email', async () => {
    const person = newPerson();
    await post(ctx().app, '/api/register', person);
    const res = await post(ctx().app, '/api/login', { username: person.username, password: person.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      email_verified: false,
      data: { email: person.email },
      error: messages.login.emailNotVerified,
    });
    expect(res.json().token).toBeUndefined();
  });

  it('then that the mobile is not verified, with mobile_number, and finally signs in', async () => {
    const person = newPerson();
    const { app, messengers } = ctx();
    await post(app, '/api/register', person);
    await post(app, '/api/send_otp', { email: person.email });
    const verified = await post(app, '/api/verify_otp', {
      email: person.email,
      otp: messengers.lastMailCode(person.email),
    });
    expect(verified.json()).toEqual({ success: true, message: messages.login.otpVerified });

    const second = await post(app, '/api/login', { username: person.username, password: person.password });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      mobile_verified: false,
      mobile_number: person.phone_number,
      country_code: '+91',
      error: messages.login.mobileNotVerified,
    });

    await post(app, '/api/send_mobile_otp', { mobile: person.phone_number });
    const code = messengers.lastSmsCode(`+91${person.phone_number}`);
    const mobileOk = await post(app, '/api/verify_mobile_otp', { mobile: person.phone_number, otp: code });
    expect(mobileOk.json()).toEqual({ success: true, message: messages.accounts.mobileVerified });

    const third = await post(app, '/api/login', { username: person.username, password: person.password });
    expect(third.statusCode).toBe(200);
    const body = third.json();
    expect(body.message).toBe(messages.login.loginSuccess);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user_data).toMatchObject({
      username: person.username,
      country: 'India',
      is_email_verified: true,
    });
  });

  it('accepts the email address, in any case, in place of the username', async () => {
    const { person } = await signedInUser(ctx());
    const res = await post(ctx().app, '/api/login', {
      username: person.email.toUpperCase(),
      password: person.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('locks an account after 10 failures in 15 minutes, even against the right password', async () => {
    const { person } = await signedInUser(ctx());
    for (let i = 0; i < 10; i++) {
      const res = await post(ctx().app, '/api/login', {
        username: person.username,
        password: `Wrong-${i}-password`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(ctx().app, '/api/login', {
      username: person.username,
      password: person.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.accounts.loginLocked);
    // The lock covers the account however it is named.
    const byEmail = await post(ctx().app, '/api/login', {
      username: person.email,
      password: person.password,
    });
    expect(byEmail.statusCode).toBe(429);
    // Fifteen minutes later the account opens again.
    await ctx().database.query(
      `update login_failures set created_at = created_at - interval '16 minutes' where subject = $1`,
      [
        `user:${(await ctx().database.query<{ id: string }>('select id from users where username = $1', [person.username]))[0]?.id}`,
      ],
    );
    const later = await post(ctx().app, '/api/login', {
      username: person.username,
      password: person.password,
    });
    expect(later.statusCode).toBe(200);
  });

  it('answers an unknown name the same way after 10 failures, so a lock tells nothing', async () => {
    for (let i = 0; i < 10; i++)
      await post(ctx().app, '/api/login', { username: 'ghost_user', password: 'Wrong-1-password' });
    const res = await post(ctx().app, '/api/login', { username: 'ghost_user', password: 'Wrong-1-password' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.accounts.loginLocked);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const { person } = await signedInUser(ctx());
    for (let i = 0; i < 9; i++)
      await post(ctx().app, '/api/login', { username: person.username, password: 'Wrong-1-password' });
    expect(
      (await post(ctx().app, '/api/login', { username: person.username, password: person.password }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 9; i++)
      await post(ctx().app, '/api/login', { username: person.username, password: 'Wrong-1-password' });
    expect(
      (await post(ctx().app, '/api/login', { username: person.username, password: person.password }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an empty username or password with a field message', async () => {
    const res = await post(ctx().app, '/api/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: messages.common.required,
      password: messages.common.required,
    });
  });
});
