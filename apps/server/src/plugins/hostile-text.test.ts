import { messages } from '@lexi/shared/messages';
import { describe, expect, it } from 'vitest';
import { newPerson, post, signedInUser } from '../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { findUnstorableText } from './hostile-text.ts';

describe('finding unstorable text in a request part', () => {
  it('names the path of a NUL or a lone surrogate, in a value or a key', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'bad\u0000' }] })).toBe('a.1.c');
    expect(findUnstorableText({ '\uD800': 1 })).toBe('\uD800');
    expect(findUnstorableText('\uDC00')).toBe('');
    expect(findUnstorableText({ a: 'Asha 😀', b: [1, true, null], c: { d: 'आशा' } })).toBeNull();
  });

  it('walks a body nested 10,000 levels deep without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(findUnstorableText({ deep })).toMatch(/^deep(\.0)+$/);
  });
});

describeOnEachDatabase('hostile text in a request', (ctx) => {
  it('refuses a registration with a NUL in a name with the catalogue sentence and stores nothing', async () => {
    const person = newPerson({ first_name: 'As\u0000ha' });
    const res = await post(ctx().app, '/api/register', person);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unsafeText });
    const rows = await ctx().database.query('select 1 from users where username = $1', [person.username]);
    expect(rows).toHaveLength(0);
  });

  it('refuses half an emoji in a key the schema does not know, before any handler runs', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"asha","password":"Whatever-123","extra":{"\\ud83d":"x"}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.common.unsafeText);
  });

  it('refuses a NUL in a query string and in a path parameter', async () => {
    const { token } = await signedInUser(ctx());
    const auth = { authorization: `Bearer ${token}` };
    const inbox = await ctx().app.inject({ url: '/api/documents/?search=a%00b', headers: auth });
    expect(inbox.statusCode).toBe(400);
    expect(inbox.json().message).toBe(messages.common.unsafeText);
    const page = await ctx().app.inject({ url: '/api/e_mohar/esign/session/ab%00cd?token=x' });
    expect(page.statusCode).toBe(400);
  });
});
