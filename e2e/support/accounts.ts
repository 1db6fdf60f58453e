import { apiRequest, callApi } from './api.ts';
import { emailOtp, smsOtp } from './outbox.ts';
import type { RunningServer } from './server.ts';

/**
 * A tag unique to this run for names and addresses, so that the suites also run against a shared
 * PostgreSQL (E2E_DATABASE_URL) where earlier runs left their accounts and their OTP rate limits.
 */
export const run = Date.now().toString(36).slice(-6);

/** A mobile number of ten digits that starts with `prefix`, the rest random. */
export const randomPhone = (prefix: string) =>
  `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export interface TestAccount {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  country: string;
  countryCode: string;
  password: string;
}

interface AccountSpec {
  firstName: string;
  lastName: string;
  password: string;
  /** The first two digits of the random mobile number. */
  phonePrefix: string;
  country?: string;
  countryCode?: string;
}

/** An account named `<first name>.<run>` (username and email), in India unless told otherwise. */
export function testAccount(spec: AccountSpec): TestAccount {
  const name = `${spec.firstName.toLowerCase()}.${run}`;
  return {
    firstName: spec.firstName,
    lastName: spec.lastName,
    username: name,
    email: `${name}@example.test`,
    phone: randomPhone(spec.phonePrefix),
    country: spec.country ?? 'India',
    countryCode: spec.countryCode ?? '+91',
    password: spec.password,
  };
}

export type AccountKind =
  | { accountType: 'business' }
  | { accountType: 'lawyer' }
  | { accountType: 'law_firm'; firmName: string };

/** Creates an account through the API (the UI path of registration has its own test). */
export async function registerByApi(
  baseUrl: string,
  account: TestAccount,
  kind: AccountKind = { accountType: 'business' },
): Promise<void> {
  await callApi(baseUrl, '/register', {
    body: {
      first_name: account.firstName,
      last_name: account.lastName,
      username: account.username,
      email: account.email,
      phone_number: account.phone,
      country: account.country,
      country_code: account.countryCode,
      password: account.password,
      account_type: kind.accountType,
      ...(kind.accountType === 'law_firm' ? { firm_name: kind.firmName } : {}),
    },
  });
}

/** Verifies the account's email and mobile with the OTPs from the outbox, through the API. */
export async function verifyByApi(server: RunningServer, account: TestAccount): Promise<void> {
  const post = (path: string, body: unknown) => apiRequest(server.baseUrl, path, { body });
  let since = Date.now();
  await post('/send_otp', { email: account.email });
  await post('/verify_otp', {
    email: account.email,
    otp: await emailOtp(server.dataDir, account.email, since),
  });
  since = Date.now();
  await post('/send_mobile_otp', { mobile: account.phone });
  await post('/verify_mobile_otp', {
    mobile: account.phone,
    otp: await smsOtp(server.dataDir, account.phone, since),
  });
}

/** A session token for the account, from POST /api/login. */
export async function loginToken(baseUrl: string, account: TestAccount): Promise<string> {
  const answer = await callApi(baseUrl, '/login', {
    body: { username: account.username, password: account.password },
  });
  return String(answer.token);
}
