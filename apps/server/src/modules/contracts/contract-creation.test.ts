import { aiContractCreationPaths } from '@lexi/shared/api/contracts';
import type { Jurisdiction } from '@lexi/shared/countries';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { forms } from '../../ai/test/draft-fixtures.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { countryOf, createDraft, creationBody, post } from './contracts.fixture.ts';

const d = messages.draft;

const lawOf: Record<Jurisdiction, string[]> = {
  india: ['Indian Contract Act, 1872', 'Arbitration and Conciliation Act, 1996'],
  us: ['State of Texas'],
  uk: ['England and Wales', 'Contracts (Rights of Third Parties) Act 1999'],
};
const foreignMarkers: Record<Jurisdiction, string[]> = {
  india: ['Indian Contract Act'],
  us: ['American Arbitration Association', 'JAMS'],
  uk: ['Contracts (Rights of Third Parties) Act 1999', 'UK GDPR'],
};

describeOnEachDatabase('AI contract creation', (ctx) => {
  for (const jurisdiction of ['india', 'us', 'uk'] as const) {
    it(`drafts a ${jurisdiction} contract on ${aiContractCreationPaths[jurisdiction]}, saves it and debits one credit`, async () => {
      const { token, userId } = await signedInUser(ctx(), { country: countryOf[jurisdiction] });
      const res = await createDraft(ctx().app, token, jurisdiction);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        response_status: true,
        message: 'Contract Created Successfully',
        is_resolutions: true,
        party1: 'Individual',
        party2: 'Business',
        expiry_date: '2027-04-01',
      });
      expect(body.contract).toMatch(/^<h1>/);
      for (const phrase of lawOf[jurisdiction]) expect(body.contract_text).toContain(phrase);
      for (const other of (['india', 'us', 'uk'] as const).filter((j) => j !== jurisdiction)) {
        for (const marker of foreignMarkers[other].filter(
          (m) => !lawOf[jurisdiction].some((p) => p.includes(m)),
        ))
          expect(body.contract_text).not.toContain(marker);
      }
      const form = forms[jurisdiction];
      for (const detail of [form.name1, form.bname2, form.brel_name2])
        expect(body.contract_text).toContain(detail);

      const [row] = await ctx().database.query<Record<string, unknown>>(
        'select owner_id, jurisdiction, status, is_editable, counter_party_name, expiry_date::text as expiry, form_data from contracts where id = $1',
        [body.id],
      );
      expect(row).toMatchObject({
        owner_id: userId,
        jurisdiction,
        status: 'draft',
        is_editable: true,
        counter_party_name: form.bname2,
        expiry: '2027-04-01',
      });
      expect((row?.form_data as Record<string, string> | undefined)?.name1).toBe(form.name1);
      const debits = await ctx().database.query(
        'select contract_id from ai_credit_debits where user_id = $1',
        [userId],
      );
      expect(debits).toEqual([{ contract_id: body.id }]);
      const plan = await post(ctx().app, '/api/user_plan', undefined, token);
      expect(plan.json().user_data.plan).toMatchObject({ ai_credits_used: 1, ai_credits_remaining: 4 });
    });
  }

  it("refuses a call on another country's path with a sentence naming the right one, and changes nothing", async () => {
    const { token, userId } = await signedInUser(ctx(), { country: 'India' });
    for (const jurisdiction of ['us', 'uk'] as const) {
      const res = await createDraft(ctx().app, token, jurisdiction);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'contracts.wrong_jurisdiction',
        expected_path: '/api/ai_contract_creation',
      });
      expect(res.json().message).toContain('/api/ai_contract_creation');
    }
    const uk = await signedInUser(ctx(), { country: 'Canada' });
    expect((await createDraft(ctx().app, uk.token, 'india')).json().expected_path).toBe(
      '/api/ai_contract_creation_uk',
    );
    const rows = await ctx().database.query('select id from contracts where owner_id = $1', [userId]);
    expect(rows).toHaveLength(0);
  });

  it("answers field errors under the form's own field names, with the spec's sentence", async () => {
    const { token, userId } = await signedInUser(ctx());
    const body = creationBody('india', {
      formData: { name1: '  ', phone1: '12345', add_proof_no1: '1234', bemail2: 'nope' },
      contractData: { start_date: '01/04/2026' },
    });
    const res = await createDraft(ctx().app, token, 'india', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(d.fixErrorsBeforeSaving);
    expect(res.json().fields).toMatchObject({
      name1: messages.common.required,
      phone1: messages.common.invalidPhone,
      add_proof_no1: d.aadharLength,
      bemail2: messages.common.invalidEmail,
      start_date: d.own.startDateInvalid,
    });
    expect(await ctx().database.query('select id from contracts where owner_id = $1', [userId])).toHaveLength(
      0,
    );
  });

  it('drafts without a debit when is_credit is false', async () => {
    const { token, userId } = await signedInUser(ctx());
    const res = await createDraft(ctx().app, token, 'india', creationBody('india', { is_credit: false }));
    expect(res.json().response_status).toBe(true);
    expect(
      await ctx().database.query('select id from ai_credit_debits where user_id = $1', [userId]),
    ).toHaveLength(0);
  });

  it('gives a plan without credits response_status false with a clear message, and no draft', async () => {
    const { token, userId } = await signedInUser(ctx());
    await ctx().database.query('update subscriptions set ai_credits_used = 5 where user_id = $1', [userId]);
    const res = await createDraft(ctx().app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response_status: false, message: d.own.noCredits });
    expect(await ctx().database.query('select id from contracts where owner_id = $1', [userId])).toHaveLength(
      0,
    );
  });

  it('with one credit left, ten simultaneous requests make exactly one draft and one debit', async () => {
    const { token, userId } = await signedInUser(ctx());
    await ctx().database.query('update subscriptions set ai_credits_used = 4 where user_id = $1', [userId]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createDraft(ctx().app, token)));
    const statuses = answers.map((a) => a.json().response_status);
    expect(statuses.filter((s) => s === true)).toHaveLength(1);
    expect(statuses.filter((s) => s === false)).toHaveLength(9);
    expect(await ctx().database.query('select id from contracts where owner_id = $1', [userId])).toHaveLength(
      1,
    );
    expect(
      await ctx().database.query('select id from ai_credit_debits where user_id = $1', [userId]),
    ).toHaveLength(1);
    const [sub] = await ctx().database.query<{ ai_credits_used: number }>(
      'select ai_credits_used from subscriptions where user_id = $1',
      [userId],
    );
    expect(sub?.ai_credits_used).toBe(5);
  });

  it('debits a retried request (same Idempotency-Key) only once', async () => {
    const { token, userId } = await signedInUser(ctx());
    const headers = { 'idempotency-key': 'draft-7f3a' };
    const first = await createDraft(ctx().app, token, 'india', creationBody(), headers);
    expect(first.json().response_status).toBe(true);
    const again = await createDraft(ctx().app, token, 'india', creationBody(), headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(d.own.creditedAlready);
    expect(
      await ctx().database.query('select id from ai_credit_debits where user_id = $1', [userId]),
    ).toHaveLength(1);
    // Another person's request with the same key is theirs alone.
    const other = await signedInUser(ctx());
    expect(
      (await createDraft(ctx().app, other.token, 'india', creationBody(), headers)).json().response_status,
    ).toBe(true);
  });

  it('loses nothing and debits nothing when drafting or saving fails', async () => {
    const { token, userId } = await signedInUser(ctx());
    const deps = ctx().app.deps;
    const original = deps.ai;
    try {
      deps.ai = { name: 'builtin', draftContract: async () => Promise.reject(new Error('model down')) };
      const failed = await createDraft(ctx().app, token);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe(d.own.draftingFailed);
      // A draft the database refuses (no title) fails after the debit: the transaction undoes it.
      deps.ai = {
        name: 'builtin',
        draftContract: async (input) => ({
          ...(await original.draftContract(input)),
          title: null as unknown as string,
        }),
      };
      const broken = await createDraft(ctx().app, token);
      expect(broken.statusCode).toBe(500);
      expect(broken.json().message).toBe(messages.common.serverError);
      expect(broken.body).not.toMatch(/null value|violates|insert/i);
    } finally {
      deps.ai = original;
    }
    const [sub] = await ctx().database.query<{ ai_credits_used: number }>(
      'select ai_credits_used from subscriptions where user_id = $1',
      [userId],
    );
    expect(sub?.ai_credits_used).toBe(0);
    expect(await ctx().database.query('select id from contracts where owner_id = $1', [userId])).toHaveLength(
      0,
    );
  });

  it('needs a signed-in user', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/ai_contract_creation',
      payload: creationBody(),
    });
    expect(res.statusCode).toBe(401);
  });
});
