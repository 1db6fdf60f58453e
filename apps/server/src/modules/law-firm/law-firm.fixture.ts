import type { FastifyInstance } from 'fastify';
import { GOOD_PASSWORD, newPerson, post, signedInUser } from '../../test/account-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';

export { post };

export function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A law firm registered through the API; its account is the firm's admin. */
export function firmAdmin(ctx: TestContext) {
  return signedInUser(ctx, { account_type: 'law_firm', firm_name: 'Rao & Partners' });
}

/** The create/ body of the spec for a new person. */
export function memberBody(overrides: Record<string, unknown> = {}) {
  const { account_type: _type, ...person } = newPerson();
  return { ...person, role: 'lawyer', is_email_verified: true, is_mobile_verified: true, ...overrides };
}

/** The member confirms the account the admin made: the emailed link, then the code texted to them. */
export async function confirmFromMail(
  ctx: TestContext,
  person: { email: string; phone_number: string; country_code: string },
) {
  const token = tokenOf(mailedLink(ctx, person.email, 'confirm'));
  const sent = await post(ctx.app, '/api/law_firm/team/member/confirm/send-code', { token });
  if (sent.statusCode !== 200) throw new Error(`confirm code failed: ${sent.body}`);
  const otp = ctx.messengers.lastSmsCode(`${person.country_code}${person.phone_number}`);
  return post(ctx.app, '/api/law_firm/team/member/confirm', { token, otp });
}

/** Creates a member through the API, confirms the account as its owner would, and signs them in. */
export async function memberOf(ctx: TestContext, adminToken: string, role = 'lawyer') {
  const body = memberBody({ role });
  const res = await post(ctx.app, '/api/law_firm/team-member/create/', body, adminToken);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  const confirmed = await confirmFromMail(ctx, body);
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  const login = await post(ctx.app, '/api/login', { username: body.username, password: GOOD_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`member login failed: ${login.body}`);
  return { body, id: res.json().team_member.id as string, token: login.json().token as string };
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----lexi${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function upload(
  app: FastifyInstance,
  url: string,
  file: ReturnType<typeof multipartFile>,
  token?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: file.payload,
    headers: { 'content-type': file.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The link of the newest mail to `email` that points at /team/{page}. */
export function mailedLink(
  ctx: TestContext,
  email: string,
  page: 'join' | 'set-password' | 'confirm',
): string {
  const mail = ctx.messengers.mails.filter((m) => m.to === email).at(-1);
  const link = mail?.text.match(new RegExp(`https?://\\S+/team/${page}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${page} link mailed to ${email}`);
  return link;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
