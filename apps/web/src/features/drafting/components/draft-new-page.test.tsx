import { messages } from '@lexi/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { aUser, errorBody, labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useDraftStore } from '../drafting-store.ts';

const d = messages.draft;

const input = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input, textarea' });

function type(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

async function choose(label: string, option: string) {
  await userEvent.setup().click(input(label));
  await userEvent.setup().click(await screen.findByRole('option', { name: option }));
}

async function fillIndividual() {
  type('Full name', 'Asha Rao');
  type('Relation', 'D/o');
  type("Relative's name", 'Mohan Rao');
  await choose('Identity proof type', 'Aadhar Card No.');
  type('Identity proof number', '123412341234');
  type('Address', '12 MG Road, Bengaluru');
  type('Phone', '9876543210');
  type('Email', 'asha@example.com');
}

async function fillBusiness() {
  type('Business name', 'Acme Pvt Ltd');
  await choose('Type of entity', 'Private Limited Company (Pvt Ltd)');
  type('Represented by', 'Ravi Menon');
  type('Address', '1 Park Street, Kolkata');
  type('Phone', '9123456780');
  type('Email', 'legal@acme.example');
}

async function fillContract() {
  await choose('Contract type', 'Non-disclosure agreement');
  type('Term', '12');
  type('Start date', '2026-04-01');
  await choose('State or union territory', 'Karnataka');
}

const abroad = {
  us: {
    phone: '(512) 555-0100',
    entity: 'Limited Liability Company (LLC)',
    premises: 'Lease agreement',
    stateLabel: 'State',
    state: 'Texas',
  },
  uk: {
    phone: '020 7946 0958',
    entity: 'Private Limited Company (Ltd)',
    premises: 'Licence to occupy',
    stateLabel: 'Governing law',
    state: 'Scotland',
  },
} as const;

/** A whole US or UK draft: no relation and no identity document, the country's own choices. */
async function fillAbroad(j: keyof typeof abroad) {
  const c = abroad[j];
  type('Full name', 'Jordan Miller');
  type('Address', '200 Congress Avenue, Austin');
  type('Phone', c.phone);
  type('Email', 'jordan@example.com');
  await next();
  type('Business name', 'Lone Star Analytics');
  await choose('Type of entity', c.entity);
  type('Represented by', 'Maria Garcia');
  type('Address', '500 West 2nd Street');
  type('Phone', c.phone);
  type('Email', 'legal@lonestar.example');
  await next();
  await choose('Contract type', c.premises);
  type('Start date', '2026-04-01');
  await choose(c.stateLabel, c.state);
}

const next = () => userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
const back = () => userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
const partyHeading = (n: number) => screen.queryByRole('heading', { name: `Party ${n}` });

function signIn(country = 'India') {
  useSessionStore.getState().signIn({ token: 'tok', user_data: { ...aUser, country } });
}

const created = {
  response_status: true,
  contract: '<h1>Non-disclosure agreement</h1><p>Between Asha Rao and Acme Pvt Ltd.</p>',
  contract_text: 'Non-disclosure agreement',
  title: 'Non-disclosure agreement',
  is_resolutions: true,
  party1: 'Individual',
  party2: 'Business',
  message: d.created,
  refined: false,
  id: 'c1',
  expiry_date: '2027-03-31',
};

describe('the two-step draft form', () => {
  it('starts with party 1 as an Individual with exactly the spec fields', () => {
    signIn();
    renderApp('/drafts/new');
    expect(partyHeading(1)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Individual' })).toHaveProperty('checked', true);
    for (const label of [
      'Full name',
      'Relation',
      "Relative's name",
      'Identity proof type',
      'Identity proof number',
      'Address',
      'Phone',
      'Email',
    ]) {
      expect(input(label)).toBeTruthy();
    }
    expect(screen.queryByLabelText(labelled('Business name'), { selector: 'input' })).toBeNull();
  });

  it('Next with errors stays on card 1 and shows "Please fix all errors before proceeding"', async () => {
    signIn();
    renderApp('/drafts/new');
    await next();
    expect(await screen.findByText(d.fixErrorsBeforeProceeding)).toBeTruthy();
    expect(screen.getAllByText(messages.common.required).length).toBe(8);
    expect(partyHeading(1)).toBeTruthy();
    expect(partyHeading(2)).toBeNull();
  });

  it('validates each field on change and clears its error once valid', async () => {
    signIn();
    renderApp('/drafts/new');
    type('Phone', '12345');
    expect(await screen.findByText(messages.common.invalidPhone)).toBeTruthy();
    type('Phone', '9876543210');
    await waitFor(() => expect(screen.queryByText(messages.common.invalidPhone)).toBeNull());

    type('Email', 'not-an-email');
    expect(await screen.findByText(messages.common.invalidEmail)).toBeTruthy();
    type('Email', 'asha@example.com');
    await waitFor(() => expect(screen.queryByText(messages.common.invalidEmail)).toBeNull());

    type('Full name', '   ');
    expect(await screen.findByText(messages.common.required)).toBeTruthy();
    type('Full name', 'Asha');
    await waitFor(() => expect(screen.queryByText(messages.common.required)).toBeNull());
  });

  it('checks the identity number by the proof type chosen beside it', async () => {
    signIn();
    renderApp('/drafts/new');
    await choose('Identity proof type', 'Aadhar Card No.');
    type('Identity proof number', '1234');
    expect(await screen.findByText(d.aadharLength)).toBeTruthy();
    await choose('Identity proof type', 'Driving License No.');
    expect(await screen.findByText(d.drivingLicense)).toBeTruthy();
    await choose('Identity proof type', 'Voter ID no.');
    expect(await screen.findByText(d.voterId)).toBeTruthy();
    type('Identity proof number', 'ABC12345');
    await waitFor(() => expect(screen.queryByText(d.voterId)).toBeNull());
  });

  it('Next validates party 1 only; card 2 is a Business by default; Back is always allowed', async () => {
    signIn();
    renderApp('/drafts/new');
    await fillIndividual();
    await next();
    expect(await screen.findByRole('heading', { name: 'Party 2' })).toBeTruthy();
    expect(screen.queryByText(d.fixErrorsBeforeProceeding)).toBeNull();
    expect(screen.queryByText(messages.common.required)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Business' })).toHaveProperty('checked', true);
    for (const label of ['Business name', 'Type of entity', 'Represented by', 'Address', 'Phone', 'Email']) {
      expect(input(label)).toBeTruthy();
    }
    // Back with party 2 empty and invalid: allowed, and party 1 keeps its values.
    type('Phone', '1');
    await back();
    expect(partyHeading(1)).toBeTruthy();
    expect((input('Full name') as HTMLInputElement).value).toBe('Asha Rao');
  });

  it('switching a party to Individual shows the individual fields', async () => {
    signIn();
    renderApp('/drafts/new');
    await fillIndividual();
    await next();
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Individual' }));
    expect(input("Relative's name")).toBeTruthy();
    expect(screen.queryByLabelText(labelled('Business name'), { selector: 'input' })).toBeNull();
  });

  it('Create validates both parties and the contract: "Please fix all errors before saving"', async () => {
    signIn();
    const api = mockApi({});
    renderApp('/drafts/new');
    await fillIndividual();
    await next();
    await fillBusiness();
    await next();
    expect(await screen.findByRole('heading', { name: 'The contract' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));
    expect(await screen.findByText(d.fixErrorsBeforeSaving)).toBeTruthy();
    expect(screen.getByText(messages.draft.own.contractTypeInvalid)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('creates the contract: progress, "Contract Created Successfully", then the editor', async () => {
    signIn('India');
    const api = mockApi({
      '/api/ai_contract_creation': async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { body: created };
      },
      '/api/show_contract': { status: 500, body: null },
    });
    const { router } = renderApp('/drafts/new');
    await fillIndividual();
    await next();
    await fillBusiness();
    await next();
    await fillContract();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));

    const bar = await screen.findByRole('progressbar', { name: 'Contract creation progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(95);
    expect(await screen.findByText(d.created)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your contract is ready' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Contract creation progress' }).getAttribute('aria-valuenow'),
      ).toBe('100'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/drafts/c1'), { timeout: 3000 });

    const body = api.callsTo('/api/ai_contract_creation')[0]?.body as Record<string, Record<string, unknown>>;
    expect(body.is_credit).toBe(true);
    expect(body.formData).toMatchObject({
      type1: 'Individual',
      type2: 'Business',
      name1: 'Asha Rao',
      bname2: 'Acme Pvt Ltd',
    });
    expect(body.contractData).toMatchObject({
      contract_type: 'non_disclosure',
      term_length: 12,
      governing_state: 'Karnataka',
    });
    const draft = useDraftStore.getState();
    expect(draft).toMatchObject({
      contractId: 'c1',
      party1: 'Individual',
      party2: 'Business',
      contractText: 'Non-disclosure agreement',
    });
    expect(draft.formData.name1).toBe('Asha Rao');
  });

  it.each([
    ['USA', '/api/ai_contract_creation_us'],
    ['UK', '/api/ai_contract_creation_uk'],
    ['Australia', '/api/ai_contract_creation_uk'],
  ])('routes a user in %s to %s', async (country, path) => {
    signIn(country);
    const api = mockApi({ [path]: { body: { response_status: false, message: 'x' } } });
    renderApp('/drafts/new');
    await fillAbroad(country === 'USA' ? 'us' : 'uk');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
  });

  it('shows the server message when response_status is false, then the form again', async () => {
    signIn();
    mockApi({ '/api/ai_contract_creation': { body: { response_status: false, message: d.own.noCredits } } });
    renderApp('/drafts/new');
    await fillIndividual();
    await next();
    await fillBusiness();
    await next();
    await fillContract();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));
    expect(await screen.findByText(d.own.noCredits)).toBeTruthy();
    // The bar is full (an answer came), but a refusal never reads as a contract "ready".
    expect(await screen.findByRole('heading', { name: 'The contract could not be drafted' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your contract is ready' })).toBeNull();
    expect(screen.queryByText('Opening the editor…')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'The contract' }, { timeout: 3000 })).toBeTruthy();
  });

  it('falls back to "Something went wrong. Please try again" when the server says nothing', async () => {
    signIn();
    mockApi({ '/api/ai_contract_creation': { status: 500, body: null } });
    renderApp('/drafts/new');
    await fillIndividual();
    await next();
    await fillBusiness();
    await next();
    await fillContract();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));
    expect(await screen.findByText(d.creationFailed)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The contract could not be drafted' })).toBeTruthy();
    expect(screen.queryByText('Opening the editor…')).toBeNull();
  });

  it('puts the server field errors beside their inputs', async () => {
    signIn();
    mockApi({
      '/api/ai_contract_creation': {
        status: 400,
        body: errorBody(d.fixErrorsBeforeSaving, { fields: { governing_state: 'Too vague' } }),
      },
    });
    renderApp('/drafts/new');
    await fillIndividual();
    await next();
    await fillBusiness();
    await next();
    await fillContract();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));
    const form = await screen.findByRole('region', { name: 'The contract' }, { timeout: 3000 });
    expect(await within(form).findByText('Too vague')).toBeTruthy();
  });

  it("shows the card of a party whose field the server refused, with the server's message beside it", async () => {
    signIn();
    mockApi({
      '/api/ai_contract_creation': {
        status: 400,
        body: errorBody(d.fixErrorsBeforeSaving, { fields: { bphone2: messages.common.invalidPhone } }),
      },
    });
    renderApp('/drafts/new');
    await fillIndividual();
    await next();
    await fillBusiness();
    await next();
    await fillContract();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));
    const card = await screen.findByRole('region', { name: /Party 2/ }, { timeout: 3000 });
    expect(within(card).getByText(messages.common.invalidPhone)).toBeTruthy();
  });

  it('says at once that a pasted control character cannot be stored, beside its field', () => {
    signIn();
    renderApp('/drafts/new');
    type('Full name', 'Asha\u000cRao');
    expect(screen.getByText(messages.common.unsafeText)).toBeTruthy();
    type('Full name', 'Asha Rao');
    expect(screen.queryByText(messages.common.unsafeText)).toBeNull();
  });
});

describe('the draft form of a US or UK account', () => {
  const absent = (label: string) => screen.queryByLabelText(labelled(label), { selector: 'input, textarea' });

  it.each(['USA', 'UK'])(
    'in %s asks no relation, no relative and no Aadhaar; the identity document is optional',
    async (country) => {
      signIn(country);
      renderApp('/drafts/new');
      expect(partyHeading(1)).toBeTruthy();
      expect(absent('Relation')).toBeNull();
      expect(absent("Relative's name")).toBeNull();
      expect(absent('Identity proof type')).toBeNull();
      expect(absent('Document number')).toBeNull();
      expect((input('Identity document') as HTMLInputElement).value).toBe('None');
      await userEvent.setup().click(input('Identity document'));
      const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(options.join()).not.toMatch(/Aadhar|Voter/);
      expect(options).toContain('Passport');
      await next();
      expect(await screen.findByText(d.fixErrorsBeforeProceeding)).toBeTruthy();
      // Name, address, phone and email: the document is not among the required fields.
      expect(screen.getAllByText(messages.common.required)).toHaveLength(4);
    },
  );

  it('checks a chosen US document by its own rule, and stops asking its number when None is chosen', async () => {
    signIn('USA');
    renderApp('/drafts/new');
    await choose('Identity document', 'Passport');
    type('Document number', '1234');
    expect(await screen.findByText(d.own.usPassportInvalid)).toBeTruthy();
    type('Document number', 'A12345678');
    await waitFor(() => expect(screen.queryByText(d.own.usPassportInvalid)).toBeNull());
    await choose('Identity document', 'None');
    expect(absent('Document number')).toBeNull();
  });

  it('checks phone numbers the US and UK way', async () => {
    signIn('UK');
    renderApp('/drafts/new');
    type('Phone', '12345');
    expect(await screen.findByText(d.own.ukPhoneInvalid)).toBeTruthy();
    type('Phone', '07700 900123');
    await waitFor(() => expect(screen.queryByText(d.own.ukPhoneInvalid)).toBeNull());
  });

  it("offers the country's contract types, entity types and governing states", async () => {
    signIn('USA');
    renderApp('/drafts/new');
    type('Full name', 'Jordan Miller');
    type('Address', '200 Congress Avenue, Austin');
    type('Phone', '(512) 555-0100');
    type('Email', 'jordan@example.com');
    await next();
    await userEvent.setup().click(input('Type of entity'));
    const entities = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(entities).toContain('Limited Liability Company (LLC)');
    expect(entities.join()).not.toMatch(/Private Limited Company|Hindu Undivided/);
    await userEvent.setup().click(await screen.findByRole('option', { name: 'Corporation (Inc. or Corp.)' }));
    type('Business name', 'Lone Star Analytics');
    type('Represented by', 'Maria Garcia');
    type('Address', '500 West 2nd Street');
    type('Phone', '512 555 0199');
    type('Email', 'legal@lonestar.example');
    await next();
    await userEvent.setup().click(input('Contract type'));
    const types = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(types).toContain('Lease agreement');
    expect(types).toContain('Software license agreement');
    expect(types.join()).not.toMatch(/leave and licence/i);
    await userEvent.setup().click(await screen.findByRole('option', { name: 'Lease agreement' }));
    await userEvent.setup().click(input('State'));
    const states = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(states).toHaveLength(51);
    expect(states).toContain('District of Columbia');
  });

  it.each([
    ['USA', 'us', '/api/ai_contract_creation_us'],
    ['UK', 'uk', '/api/ai_contract_creation_uk'],
  ] as const)('sends a %s draft without any Indian field', async (country, j, path) => {
    signIn(country);
    const api = mockApi({ [path]: { body: { response_status: false, message: 'x' } } });
    renderApp('/drafts/new');
    await fillAbroad(j);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create contract' }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    const body = api.callsTo(path)[0]?.body as Record<string, Record<string, unknown>>;
    expect(Object.keys(body.formData ?? {}).filter((k) => /^(relation|rel_name|add_proof)/.test(k))).toEqual(
      [],
    );
    expect(body.formData).toMatchObject({
      name1: 'Jordan Miller',
      type_of_entity2: abroad[j].entity.replace(/ \(.*\)$/, ''),
    });
    expect(body.contractData).toMatchObject({
      contract_type: j === 'us' ? 'lease' : 'licence_to_occupy',
      governing_state: abroad[j].state,
    });
  });
});
