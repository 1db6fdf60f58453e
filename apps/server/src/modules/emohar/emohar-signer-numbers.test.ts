import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { shareTestLink, uploadTestPdf } from './emohar.fixture.ts';
import { placement, signerForm, signThroughPages } from './emohar-signing.fixture.ts';

/** A fresh 10-digit national number, so that OTP send limits of one test never touch another. */
const nationalNumber = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function signerRows(ctx: TestContext, documentId: string) {
  return ctx.database.query<{ role: string; mobile: string | null; gender: string }>(
    'select role, mobile, gender from emohar_signers where document_id = $1 order by role',
    [documentId],
  );
}

/** Starts the owner's 2-factor signature of a fresh single-party document. */
async function ownerStarts(ctx: TestContext, token: string, formData: Record<string, unknown>) {
  const { record } = await uploadTestPdf(ctx, token, { party: 'single' });
  const form = signerForm({ id: record.id, ...formData });
  const res = await post(
    ctx.app,
    '/api/e_mohar/for_self_esign',
    { ...placement, method: '2fa', formData: form },
    token,
  );
  return { res, record, form };
}

/** Starts the counter party's 2-factor signature of a fresh shared document. */
async function counterPartyStarts(ctx: TestContext, formData: Record<string, unknown>) {
  const { token } = await signedInUser(ctx);
  const { record } = await uploadTestPdf(ctx, token, { party: 'multi' });
  const link = await shareTestLink(ctx, token, record.id);
  const form = signerForm({ aadhar_name: 'Ben Carter', aadhar_four_digit: '9876', ...formData });
  const res = await post(ctx.app, '/api/e_mohar/submit', {
    id: record.id,
    token: link.token,
    ...placement,
    method: '2fa',
    formData: form,
  });
  return { res, record, form };
}

describeOnEachDatabase('e-mohar: SMS numbers with their country code', (ctx) => {
  it("sends the owner's code to the account's number with the account's country code when the form has none", async () => {
    const { token, person } = await signedInUser(ctx(), { country: 'UK', country_code: '+44' });
    const { res, record, form } = await ownerStarts(ctx(), token, {});
    expect(res.statusCode, res.body).toBe(200);
    const expected = `+44${person.phone_number}`;
    expect((await signerRows(ctx(), record.id))[0]?.mobile).toBe(expected);
    const done = await signThroughPages(ctx(), res.json().url, {
      name: form.aadhar_name,
      digits: form.aadhar_four_digit,
      email: form.email,
      mobile: expected,
    });
    expect(done.statusCode, done.body).toBe(303);
  });

  it("puts the account's country code before a 10-digit number the owner types without one", async () => {
    const { token } = await signedInUser(ctx(), { country: 'USA', country_code: '+1' });
    const mobile = nationalNumber();
    const { res, record } = await ownerStarts(ctx(), token, { mobile });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signerRows(ctx(), record.id))[0]?.mobile).toBe(`+1${mobile}`);
  });

  it('uses the country code the owner chose, and a full international number as it is', async () => {
    const { token } = await signedInUser(ctx());
    const mobile = nationalNumber();
    const chosen = await ownerStarts(ctx(), token, { mobile, country_code: '+61' });
    expect(chosen.res.statusCode, chosen.res.body).toBe(200);
    expect((await signerRows(ctx(), chosen.record.id))[0]?.mobile).toBe(`+61${mobile}`);

    // Singapore's mobiles have 8 digits: only the full form can carry them.
    const full = await ownerStarts(ctx(), token, { mobile: '+65 9123 4567', country_code: '+44' });
    expect(full.res.statusCode, full.res.body).toBe(200);
    expect((await signerRows(ctx(), full.record.id))[0]?.mobile).toBe('+6591234567');
  });

  it("sends the counter party's code to their number with the country code they chose", async () => {
    const mobile = nationalNumber();
    const { res, record, form } = await counterPartyStarts(ctx(), { mobile, country_code: '+44' });
    expect(res.statusCode, res.body).toBe(200);
    const expected = `+44${mobile}`;
    expect((await signerRows(ctx(), record.id)).find((r) => r.role === 'counter_party')?.mobile).toBe(
      expected,
    );
    const done = await signThroughPages(ctx(), res.json().url, {
      name: form.aadhar_name,
      digits: form.aadhar_four_digit,
      email: form.email,
      mobile: expected,
    });
    expect(done.statusCode, done.body).toBe(303);
    expect(ctx().messengers.texts.some((t) => t.to === `+91${mobile}`)).toBe(false);
  });

  it('takes a full international number from the counter party without a country code', async () => {
    const { res, record } = await counterPartyStarts(ctx(), { mobile: '+1 (415) 555-0142' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signerRows(ctx(), record.id)).find((r) => r.role === 'counter_party')?.mobile).toBe(
      '+14155550142',
    );
  });

  it('refuses a 10-digit counter-party number without a country code, and creates no signer', async () => {
    const { res, record } = await counterPartyStarts(ctx(), { mobile: nationalNumber() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.common.countryCodeRequired);
    expect(res.json().fields).toEqual({ 'formData.country_code': messages.common.countryCodeRequired });
    expect(await signerRows(ctx(), record.id)).toEqual([]);
  });

  it('refuses numbers that are not international numbers, with the field named', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile: '+0123456789' }, 'formData.mobile', messages.common.invalidInternationalPhone],
      [{ mobile: '12345' }, 'formData.mobile', messages.common.invalidInternationalPhone],
      [
        { mobile: nationalNumber(), country_code: '44' },
        'formData.country_code',
        messages.accounts.countryCodeInvalid,
      ],
    ];
    for (const [formData, field, message] of cases) {
      const { res, record } = await counterPartyStarts(ctx(), formData);
      expect(res.statusCode, JSON.stringify(formData)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(formData)).toBe(message);
      expect(await signerRows(ctx(), record.id)).toEqual([]);
    }
    const { token } = await signedInUser(ctx());
    const owner = await ownerStarts(ctx(), token, { mobile: '99' });
    expect(owner.res.statusCode).toBe(400);
    expect(owner.res.json().fields['formData.mobile']).toBe(messages.common.invalidInternationalPhone);
  });

  it('still asks the counter party for a number for 2-factor e-sign', async () => {
    const { res } = await counterPartyStarts(ctx(), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(esignMessages.mobileRequired);
  });
});
