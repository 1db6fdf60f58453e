import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { newPerson, post } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { issueOtp } from './otp.service.ts';

describeOnEachDatabase('one-time codes', (ctx) => {
  async function registered() {
    const person = newPerson();
    await post(ctx().app, '/api/register', person);
    return person;
  }
  const age = (email: string, interval: string) =>
    ctx().database.query(
      `update otp_codes set created_at = created_at - interval '${interval}' where address = $1`,
      [email],
    );

  it('sends “OTP sent to your email.” with a 6-digit code that is stored only as a keyed hash', async () => {
    const person = await registered();
    const res = await post(ctx().app, '/api/send_otp', { email: person.email });
    expect(res.json()).toEqual({ success: true, message: messages.login.otpSent });
    const code = ctx().messengers.lastMailCode(person.email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx().database.query<Record<string, unknown>>(
      'select * from otp_codes where address = $1',
      [person.email],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const person = await registered();
    await post(ctx().app, '/api/send_otp', { email: person.email });
    const code = ctx().messengers.lastMailCode(person.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post(ctx().app, '/api/verify_otp', { email: person.email, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.accounts.otpInvalid);
    }
    const fifth = await post(ctx().app, '/api/verify_otp', { email: person.email, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(messages.accounts.otpTooManyTries);
    const right = await post(ctx().app, '/api/verify_otp', { email: person.email, otp: code });
    expect(right.statusCode).toBe(429);
  });

  it('accepts a code once only', async () => {
    const person = await registered();
    await post(ctx().app, '/api/send_otp', { email: person.email });
    const code = ctx().messengers.lastMailCode(person.email);
    expect((await post(ctx().app, '/api/verify_otp', { email: person.email, otp: code })).statusCode).toBe(
      200,
    );
    expect((await post(ctx().app, '/api/verify_otp', { email: person.email, otp: code })).statusCode).toBe(
      400,
    );
  });

  it('refuses a code older than 10 minutes', async () => {
    const person = await registered();
    await post(ctx().app, '/api/send_otp', { email: person.email });
    const code = ctx().messengers.lastMailCode(person.email);
    await ctx().database.query(
      `update otp_codes set expires_at = now() - interval '1 second' where address = $1`,
      [person.email],
    );
    const res = await post(ctx().app, '/api/verify_otp', { email: person.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.accounts.otpInvalid);
  });

  it('sends at most one code a minute and five an hour to one address', async () => {
    const person = await registered();
    expect((await post(ctx().app, '/api/send_otp', { email: person.email })).statusCode).toBe(200);
    const soon = await post(ctx().app, '/api/send_otp', { email: person.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(messages.accounts.otpSendTooSoon);
    for (let i = 0; i < 4; i++) {
      await age(person.email, '61 seconds');
      expect((await post(ctx().app, '/api/send_otp', { email: person.email })).statusCode).toBe(200);
    }
    await age(person.email, '61 seconds');
    const sixth = await post(ctx().app, '/api/send_otp', { email: person.email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(messages.accounts.otpSendHourlyLimit);
    expect(ctx().messengers.mails.filter((m) => m.to === person.email)).toHaveLength(5);
  });

  it('counts signing codes apart from account codes, each with its own limits', async () => {
    const person = await registered();
    expect((await post(ctx().app, '/api/send_otp', { email: person.email })).statusCode).toBe(200);
    const target = { channel: 'email' as const, address: person.email, purpose: 'esign' as const };
    let sent = 0;
    await issueOtp(ctx().app.deps, target, async () => {
      sent += 1;
    });
    expect(sent).toBe(1);
    await expect(issueOtp(ctx().app.deps, target, async () => {})).rejects.toMatchObject({
      message: messages.accounts.otpSendTooSoon,
    });
  });

  it('only the newest code counts', async () => {
    const person = await registered();
    await post(ctx().app, '/api/send_otp', { email: person.email });
    const first = ctx().messengers.lastMailCode(person.email);
    await age(person.email, '61 seconds');
    await post(ctx().app, '/api/send_otp', { email: person.email });
    const second = ctx().messengers.lastMailCode(person.email);
    if (first !== second) {
      expect((await post(ctx().app, '/api/verify_otp', { email: person.email, otp: first })).statusCode).toBe(
        400,
      );
    }
    expect((await post(ctx().app, '/api/verify_otp', { email: person.email, otp: second })).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const before = ctx().messengers.mails.length;
    const res = await post(ctx().app, '/api/send_otp', { email: 'nobody@example.in' });
    expect(res.json()).toEqual({ success: true, message: messages.login.otpSent });
    expect(ctx().messengers.mails.length).toBe(before);
  });

  it('refuses an empty OTP with “Please Enter an OTP”', async () => {
    const res = await post(ctx().app, '/api/verify_otp', { email: 'a@example.in', otp: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.login.otpRequired);
  });

  it('verifies a mobile number by SMS, with its own limits', async () => {
    const person = await registered();
    const res = await post(ctx().app, '/api/send_mobile_otp', { mobile: person.phone_number });
    expect(res.json()).toEqual({ success: true, message: messages.accounts.mobileOtpSent });
    expect((await post(ctx().app, '/api/send_mobile_otp', { mobile: person.phone_number })).statusCode).toBe(
      429,
    );
    const code = ctx().messengers.lastSmsCode(`+91${person.phone_number}`);
    const bad = await post(ctx().app, '/api/verify_mobile_otp', {
      mobile: person.phone_number,
      otp: '12345',
    });
    expect(bad.json().message).toBe(messages.accounts.otpFormat);
    const ok = await post(ctx().app, '/api/verify_mobile_otp', { mobile: person.phone_number, otp: code });
    expect(ok.statusCode).toBe(200);
    const rows = await ctx().database.query<{ v: boolean }>(
      'select mobile_verified_at is not null as v from users where username = $1',
      [person.username],
    );
    expect(rows[0]?.v).toBe(true);
  });

  it('answers 503 when the email cannot be sent, and does not count that send against the limits', async () => {
    const person = await registered();
    ctx().messengers.down.mail = true;
    try {
      const failed = await post(ctx().app, '/api/send_otp', { email: person.email });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ success: false, message: messages.accounts.otpNotSent });
    } finally {
      ctx().messengers.down.mail = false;
    }
    // At once, not "wait a minute": the failed send was not counted.
    const again = await post(ctx().app, '/api/send_otp', { email: person.email });
    expect(again.statusCode).toBe(200);
    const code = ctx().messengers.lastMailCode(person.email);
    expect((await post(ctx().app, '/api/verify_otp', { email: person.email, otp: code })).statusCode).toBe(
      200,
    );
  });

  it('answers 503 when the SMS cannot be sent, and does not count that send against the limits', async () => {
    const person = await registered();
    ctx().messengers.down.sms = true;
    try {
      const failed = await post(ctx().app, '/api/send_mobile_otp', { mobile: person.phone_number });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe(messages.accounts.otpNotSent);
    } finally {
      ctx().messengers.down.sms = false;
    }
    const rows = await ctx().database.query('select 1 from otp_codes where address = $1', [
      person.phone_number,
    ]);
    expect(rows).toHaveLength(0);
    expect((await post(ctx().app, '/api/send_mobile_otp', { mobile: person.phone_number })).statusCode).toBe(
      200,
    );
  });
});
