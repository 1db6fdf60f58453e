import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const NEW_PASSWORD = 'Affidavit-Filed-2027';

describeOnEachDatabase('forgot password', (ctx) => {
  async function resetToken(email: string) {
    // One send a minute per address: let the minute of the sign-up codes pass.
    await ctx().database.query(
      `update otp_codes set created_at = created_at - interval '2 minutes' where address = $1`,
      [email],
    );
    const sent = await post(ctx().app, '/api/send_otp', { email, purpose: 'forgot_password' });
    expect(sent.statusCode).toBe(200);
    const otp = ctx().messengers.lastMailCode(email);
    const res = await post(ctx().app, '/api/verify_otp', { email, otp, purpose: 'forgot_password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.login.otpVerified);
    return res.json().reset_token as string;
  }

  it('resets the password after the emailed code, ends every session, and signs in with the new one', async () => {
    const { person, token } = await signedInUser(ctx());
    const reset_token = await resetToken(person.email);
    const res = await post(ctx().app, '/api/forgot_password', {
      email: person.email,
      new_password: NEW_PASSWORD,
      purpose: 'forgot_password',
      reset_token,
    });
    expect(res.json()).toEqual({ success: true, message: messages.accounts.passwordReset });
    expect((await post(ctx().app, '/api/user_plan', {}, token)).statusCode).toBe(401);
    const old = await post(ctx().app, '/api/login', { username: person.username, password: person.password });
    expect(old.statusCode).toBe(401);
    const fresh = await post(ctx().app, '/api/login', { username: person.username, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a reset without a verified code, and a proof used twice', async () => {
    const { person } = await signedInUser(ctx());
    const body = { email: person.email, new_password: NEW_PASSWORD, purpose: 'forgot_password' };
    const none = await post(ctx().app, '/api/forgot_password', { ...body, reset_token: 'made-up-token' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(messages.accounts.resetNotVerified);
    // The spec's payload (email, new_password, purpose) has no proof: refused with the same sentence.
    const spec = await post(ctx().app, '/api/forgot_password', body);
    expect(spec.statusCode).toBe(400);
    expect(spec.json().message).toBe(messages.accounts.resetNotVerified);
    const reset_token = await resetToken(person.email);
    expect((await post(ctx().app, '/api/forgot_password', { ...body, reset_token })).statusCode).toBe(200);
    const again = await post(ctx().app, '/api/forgot_password', {
      ...body,
      reset_token,
      new_password: 'Another-Pass-99',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses another account’s proof', async () => {
    const a = await signedInUser(ctx());
    const b = await signedInUser(ctx());
    const reset_token = await resetToken(a.person.email);
    const res = await post(ctx().app, '/api/forgot_password', {
      email: b.person.email,
      new_password: NEW_PASSWORD,
      purpose: 'forgot_password',
      reset_token,
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await post(ctx().app, '/api/login', { username: b.person.username, password: b.person.password }))
        .statusCode,
    ).toBe(200);
  });

  it('does not accept an email-verification code as a reset code', async () => {
    const { person } = await signedInUser(ctx());
    await ctx().database.query(`update otp_codes set created_at = created_at - interval '2 minutes'`);
    await post(ctx().app, '/api/send_otp', { email: person.email, purpose: 'verify_email' });
    const res = await post(ctx().app, '/api/verify_otp', {
      email: person.email,
      otp: ctx().messengers.lastMailCode(person.email),
      purpose: 'forgot_password',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a common new password and keeps the old one', async () => {
    const { person } = await signedInUser(ctx());
    const reset_token = await resetToken(person.email);
    const res = await post(ctx().app, '/api/forgot_password', {
      email: person.email,
      new_password: 'password1',
      purpose: 'forgot_password',
      reset_token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.new_password).toBe(messages.accounts.passwordTooCommon);
    expect(
      (await post(ctx().app, '/api/login', { username: person.username, password: person.password }))
        .statusCode,
    ).toBe(200);
  });
});
