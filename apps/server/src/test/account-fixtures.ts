import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './test-app.ts';

export const GOOD_PASSWORD = 'Vakalatnama-2026!';

let counter = 0;
/** A registration body with unique username, email and phone. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${randomBytes(3).toString('hex')}${counter}`;
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    username: `asha_${tag}`,
    email: `asha.${tag}@example.in`,
    phone_number: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    country: 'India',
    country_code: '+91',
    password: GOOD_PASSWORD,
    account_type: 'individual',
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Registers, verifies email and mobile through the API, signs in; returns the person and token. */
export async function signedInUser(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides);
  const { app, messengers } = ctx;
  const reg = await post(app, '/api/register', person);
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  await post(app, '/api/send_otp', { email: person.email });
  await post(app, '/api/verify_otp', { email: person.email, otp: messengers.lastMailCode(person.email) });
  await post(app, '/api/send_mobile_otp', { mobile: person.phone_number });
  await post(app, '/api/verify_mobile_otp', {
    mobile: person.phone_number,
    otp: messengers.lastSmsCode(`${person.country_code}${person.phone_number}`),
  });
  const login = await post(app, '/api/login', { username: person.username, password: person.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { person, token: login.json().token as string, userId: login.json().user_data.id as string };
}
