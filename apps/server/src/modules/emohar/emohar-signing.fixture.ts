import { randomBytes } from 'node:crypto';
import type { TestContext } from '../../test/test-app.ts';

let counter = 0;
/** A signer identity form (`formData`) with a fresh email, so OTP send limits never collide. */
export function signerForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    aadhar_name: 'Asha Rao',
    aadhar_four_digit: '1234',
    email: `signer.${randomBytes(3).toString('hex')}${counter}@example.in`,
    dob: '1990',
    gender: 'Female',
    contract_name: 'Lease',
    file_name: 'Lease.pdf',
    ...overrides,
  };
}

export const placement = { x_coordinate: 0.1, y_coordinate: 0.8, page_no: 1, width: 0.3, height: 0.08 };

/** The path and query of an absolute URL LeXi returned. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export function sessionParts(url: string) {
  const u = new URL(url);
  const id = u.pathname.split('/').pop() ?? '';
  return { id, token: u.searchParams.get('token') ?? '' };
}

export function postForm(ctx: TestContext, url: string, fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'LeXi-test-browser/1.0' },
  });
}

/**
 * Walks a sign session through the sandbox pages: consent → identity → code(s). Returns the last
 * response (a 303 to the return page when all went well).
 */
export async function signThroughPages(
  ctx: TestContext,
  url: string,
  who: { name: string; digits: string; email: string; mobile?: string },
) {
  const { id, token } = sessionParts(url);
  const base = `/api/e_mohar/esign/session/${id}`;
  const page = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
  if (page.statusCode !== 200) throw new Error(`session page: ${page.statusCode} ${page.body}`);
  const consent = await postForm(ctx, `${base}/consent`, { token });
  if (consent.statusCode !== 303) throw new Error(`consent: ${consent.statusCode} ${consent.body}`);
  const identity = await postForm(ctx, `${base}/identity`, {
    token,
    aadhar_name: who.name,
    aadhar_four_digit: who.digits,
  });
  if (identity.statusCode !== 200) throw new Error(`identity: ${identity.statusCode} ${identity.body}`);
  const fields: Record<string, string> = { token, code: ctx.messengers.lastMailCode(who.email) };
  if (who.mobile) fields.mobile_code = ctx.messengers.lastSmsCode(who.mobile);
  return postForm(ctx, `${base}/code`, fields);
}

/** The owner signs their document with Aadhaar e-mohar through the sandbox pages. */
export async function ownerSignsWithAadhaar(ctx: TestContext, token: string, emoharId: string) {
  const form = signerForm({ id: emoharId });
  const start = await ctx.app.inject({
    method: 'POST',
    url: '/api/e_mohar/for_self_esign',
    payload: { ...placement, formData: form },
    headers: { authorization: `Bearer ${token}` },
  });
  if (start.statusCode !== 200) throw new Error(`for_self_esign: ${start.statusCode} ${start.body}`);
  return signThroughPages(ctx, start.json().url, { name: 'Asha Rao', digits: '1234', email: form.email });
}

/** The counter party signs with Aadhaar e-mohar through the share link the owner sent (`shareUrl`). */
export async function counterPartySignsWithAadhaar(ctx: TestContext, shareUrl: string) {
  const u = new URL(shareUrl);
  const form = signerForm({ aadhar_name: 'Vikram Shah', aadhar_four_digit: '4321', gender: 'male' });
  const submit = await ctx.app.inject({
    method: 'POST',
    url: '/api/e_mohar/submit',
    payload: {
      id: u.searchParams.get('id'),
      token: u.searchParams.get('token'),
      ...placement,
      method: 'aadhaar',
      formData: form,
    },
  });
  if (submit.statusCode !== 200) throw new Error(`submit: ${submit.statusCode} ${submit.body}`);
  return signThroughPages(ctx, submit.json().url, { name: 'Vikram Shah', digits: '4321', email: form.email });
}
