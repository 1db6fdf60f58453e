import { post } from '../../test/account-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { shareTestLink } from '../emohar/emohar.fixture.ts';
import { placement, signerForm, signThroughPages } from '../emohar/emohar-signing.fixture.ts';

/** The owner signs their document through the sandbox pages (which seals a single-party one). */
export async function signAsOwner(ctx: TestContext, token: string, id: string) {
  const form = signerForm({ id });
  const start = await post(ctx.app, '/api/e_mohar/for_self_esign', { ...placement, formData: form }, token);
  if (start.statusCode !== 200) throw new Error(`for_self_esign: ${start.body}`);
  const done = await signThroughPages(ctx, start.json().url, {
    name: 'Asha Rao',
    digits: '1234',
    email: form.email,
  });
  if (done.statusCode !== 303) throw new Error(`owner signing: ${done.statusCode} ${done.body}`);
}

/** The counter party signs a multi-party document through a fresh share link, with this address. */
export async function signAsCounterParty(ctx: TestContext, ownerToken: string, id: string, email: string) {
  const link = await shareTestLink(ctx, ownerToken, id);
  const form = signerForm({ aadhar_name: 'Vikram Shah', aadhar_four_digit: '4321', gender: 'male', email });
  const submit = await post(ctx.app, '/api/e_mohar/submit', {
    id,
    token: link.token,
    ...placement,
    method: 'aadhaar',
    formData: form,
  });
  if (submit.statusCode !== 200) throw new Error(`submit: ${submit.body}`);
  const done = await signThroughPages(ctx, submit.json().url, {
    name: 'Vikram Shah',
    digits: '4321',
    email: email.toLowerCase(),
  });
  if (done.statusCode !== 303) throw new Error(`counter party signing: ${done.statusCode} ${done.body}`);
}

/**
 * Contract details on an e-mohar document (title shown in lists: its contract name), through the
 * call of its party: `add_details` keeps a multi-party document multi party, a single-party one
 * gets `for_self_add_details` (add_details would make it multi party).
 */
export async function describeDocument(
  ctx: TestContext,
  token: string,
  id: string,
  details: { counterpartyName?: string; expiryDate?: string; contractType?: string } = {},
) {
  const record = await post(ctx.app, '/api/e_mohar/get_single_user_emohar', { id }, token);
  const alone = record.json().record_dict?.party === 'single';
  const res = await post(
    ctx.app,
    alone ? '/api/e_mohar/for_self_add_details' : '/api/e_mohar/add_details',
    {
      id,
      contractType: details.contractType ?? 'Lease',
      ...(alone ? {} : { counterpartyName: details.counterpartyName ?? 'Meera Iyer' }),
      expiryDate: details.expiryDate ?? '2099-12-31',
    },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`details: ${res.body}`);
}
