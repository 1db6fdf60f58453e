import type { Jurisdiction } from '@lexi/shared/countries';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { forms } from '../../ai/test/draft-fixtures.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { countryOf, createDraft, creationBody, post } from './contracts.fixture.ts';

const d = messages.draft;
const own = d.own;

/** Nothing of a refused request stays: no contract and no AI credit spent. */
async function expectNothingSaved(ctx: TestContext, userId: string) {
  expect(await ctx.database.query('select id from contracts where owner_id = $1', [userId])).toHaveLength(0);
  expect(
    await ctx.database.query('select id from ai_credit_debits where user_id = $1', [userId]),
  ).toHaveLength(0);
}

const withoutIdentity = { add_proof1: '', add_proof_no1: '' };

describeOnEachDatabase('the jurisdiction rules of the three drafting calls', (ctx) => {
  it.each([
    ['us', { ...withoutIdentity, phone1: '+1 (512) 555-0100' }, 'Lone Star Analytics LLC'],
    ['uk', { add_proof1: 'National Insurance number', add_proof_no1: 'ab 12 34 56 c' }, 'Thames Digital Ltd'],
  ] as const)(
    'drafts a %s contract without relation or Aadhaar, storing only what that country asks',
    async (jurisdiction, change, counterParty) => {
      const { token } = await signedInUser(ctx(), { country: countryOf[jurisdiction] });
      const res = await createDraft(
        ctx().app,
        token,
        jurisdiction,
        creationBody(jurisdiction, {
          formData: { ...change, type_of_entity2: forms[jurisdiction].type_of_entity2?.toLowerCase() ?? '' },
          contractData: { contract_type: jurisdiction === 'us' ? 'lease' : 'licence_to_occupy' },
        }),
      );
      expect(res.statusCode).toBe(200);
      const created = res.json();
      expect(created.response_status).toBe(true);
      expect(created.contract_text).not.toMatch(/\b[SDW]\/o\b|Aadhar|Aadhaar|Voter ID/);
      expect(created.contract_text).toContain(`${forms[jurisdiction].name1}, an individual residing at`);
      expect(created.title).toBe(jurisdiction === 'us' ? 'Lease Agreement' : 'Licence to Occupy');

      const shown = await post(ctx().app, '/api/show_contract', { id: created.id }, token);
      const form = shown.json().form_data as Record<string, string>;
      expect(Object.keys(form)).not.toEqual(expect.arrayContaining(['relation1']));
      expect(form).not.toHaveProperty('rel_name1');
      expect(form.type_of_entity2).toBe(forms[jurisdiction].type_of_entity2);
      expect(shown.json().counter_party_name).toBe(counterParty);
      if (jurisdiction === 'us') {
        expect(form).not.toHaveProperty('add_proof1');
        expect(created.contract_text).not.toContain('holder of');
      } else {
        expect(form).toMatchObject({ add_proof1: 'National Insurance number', add_proof_no1: 'AB123456C' });
        expect(created.contract_text).toContain('holder of National Insurance number XXXXX456C');
      }
    },
  );

  it('refuses on the US path the fields of India, each with a clear message beside it, and saves nothing', async () => {
    const { token, userId } = await signedInUser(ctx(), { country: 'USA' });
    const res = await createDraft(
      ctx().app,
      token,
      'us',
      creationBody('us', {
        formData: {
          relation1: 'S/o',
          rel_name1: 'Robert Miller',
          add_proof1: 'Aadhar Card No.',
          add_proof_no1: '123456789012',
          type_of_entity2: 'Partnership Firm',
          bphone2: '555-0199',
        },
        contractData: { contract_type: 'rent_leave_licence', governing_state: 'Karnataka' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(d.fixErrorsBeforeSaving);
    expect(res.json().fields).toEqual({
      relation1: own.relationNotAsked('the USA'),
      rel_name1: own.relationNotAsked('the USA'),
      add_proof1: own.usIdProofTypeInvalid,
      type_of_entity2: own.entityTypeInvalid('the USA'),
      bphone2: own.usPhoneInvalid,
      contract_type: own.contractTypeNotOffered('the USA'),
      governing_state: own.usStateInvalid,
    });
    await expectNothingSaved(ctx(), userId);
  });

  it('refuses on the UK path a US state, a lease and a US passport number', async () => {
    const { token, userId } = await signedInUser(ctx(), { country: 'UK' });
    const res = await createDraft(
      ctx().app,
      token,
      'uk',
      creationBody('uk', {
        formData: { add_proof1: 'Passport', add_proof_no1: 'A12345678' },
        contractData: { contract_type: 'lease', governing_state: 'Texas' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      add_proof_no1: own.ukPassportInvalid,
      contract_type: own.contractTypeNotOffered('the UK'),
      governing_state: own.ukLawInvalid,
    });
    await expectNothingSaved(ctx(), userId);
  });

  it("keeps India's rules: relation, relative's name and an identity proof are required; no LLC, lease or US state", async () => {
    const { token, userId } = await signedInUser(ctx(), { country: 'India' });
    const res = await createDraft(
      ctx().app,
      token,
      'india',
      creationBody('india', {
        formData: {
          relation1: '',
          rel_name1: ' ',
          add_proof1: '',
          type_of_entity2: 'Limited Liability Company',
        },
        contractData: { contract_type: 'lease', governing_state: 'Texas' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      relation1: messages.common.required,
      rel_name1: messages.common.required,
      add_proof1: messages.common.required,
      type_of_entity2: own.entityTypeInvalid('India'),
      contract_type: own.contractTypeNotOffered('India'),
      governing_state: own.indiaStateInvalid,
    });
    await expectNothingSaved(ctx(), userId);
  });

  it.each([
    ['USA', 'india'],
    ['UK', 'us'],
  ] as const)(
    'tells a %s account posting to another path which path is theirs, before any field error',
    async (country, path: Jurisdiction) => {
      const { token, userId } = await signedInUser(ctx(), { country });
      const res = await createDraft(ctx().app, token, path, creationBody(country === 'USA' ? 'us' : 'uk'));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('contracts.wrong_jurisdiction');
      await expectNothingSaved(ctx(), userId);
    },
  );

  it("validates new form data of a saved contract by that contract's jurisdiction", async () => {
    const { token } = await signedInUser(ctx(), { country: 'USA' });
    const created = await createDraft(ctx().app, token, 'us', creationBody('us', { is_credit: false }));
    const id = created.json().id as string;
    const refused = await post(
      ctx().app,
      '/api/contracts/save',
      { id, html: '<p>Text</p>', form_data: { ...forms.us, relation1: 'S/o', rel_name1: 'Robert Miller' } },
      token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(own.relationNotAsked('the USA'));
    expect(refused.json().fields).toMatchObject({ 'form_data.relation1': own.relationNotAsked('the USA') });
    const saved = await post(
      ctx().app,
      '/api/contracts/save',
      { id, html: '<p>Text</p>', form_data: { ...forms.us, bname2: 'Gulf Coast Analytics LLC' } },
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contract.counter_party_name).toBe('Gulf Coast Analytics LLC');
    expect(saved.json().contract.form_data).not.toHaveProperty('relation1');
  });
});
