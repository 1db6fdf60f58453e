import { messages } from '@lexi/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, errorBody, labelled, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const field = (label: string) =>
  screen.getByLabelText(labelled(label), { selector: 'input, select' }) as HTMLInputElement;

async function fillForm(user = userEvent.setup()) {
  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Username'), 'asha');
  await user.type(field('Email address'), 'asha@example.com');
  await user.selectOptions(field('Country'), 'India');
  await user.type(field('Mobile number'), '9876543210');
  await user.type(field('Password'), 'correct horse battery');
  await user.selectOptions(field('Account type'), 'business');
  return user;
}

describe('the registration page', () => {
  it('registers, says the server message and opens /login with the username prefilled', async () => {
    const api = mockApi({
      '/api/register': { body: { success: true, message: messages.accounts.registered, user_data: aUser } },
    });
    const { router } = renderApp('/register');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(messages.accounts.registered)).toBeTruthy();
    expect(api.callsTo('/api/register')[0]?.body).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      username: 'asha',
      email: 'asha@example.com',
      phone_number: '9876543210',
      country: 'India',
      country_code: '+91',
      password: 'correct horse battery',
      account_type: 'business',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const username = await screen.findByLabelText(labelled('Username or email'), { selector: 'input' });
    expect((username as HTMLInputElement).value).toBe('asha');
  });

  it('asks a law firm for its name and sends it', async () => {
    const api = mockApi({
      '/api/register': { body: { success: true, message: messages.accounts.registered, user_data: aUser } },
    });
    renderApp('/register');
    const user = await fillForm();
    expect(screen.queryByLabelText(labelled('Firm name'))).toBeNull();
    await user.selectOptions(field('Account type'), 'law_firm');
    await user.type(field('Firm name'), 'Rao & Partners');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.callsTo('/api/register')).toHaveLength(1));
    expect(api.callsTo('/api/register')[0]?.body).toMatchObject({
      account_type: 'law_firm',
      firm_name: 'Rao & Partners',
    });
  });

  it('sets the country code from the country, and keeps it editable', async () => {
    mockApi({});
    renderApp('/register');
    const user = userEvent.setup();
    await user.selectOptions(field('Country'), 'UK');
    expect(field('Country code').value).toBe('+44');
    await user.clear(field('Country code'));
    await user.type(field('Country code'), '+441');
    expect(field('Country code').value).toBe('+441');
  });

  it('validates each field as it changes, and clears the error once the value is valid', async () => {
    mockApi({});
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(field('Mobile number'), '12345');
    expect(await screen.findByText(messages.common.invalidPhone)).toBeTruthy();
    await user.type(field('Mobile number'), '67890');
    await waitFor(() => expect(screen.queryByText(messages.common.invalidPhone)).toBeNull());

    await user.type(field('Email address'), 'asha@');
    expect(await screen.findByText(messages.common.invalidEmail)).toBeTruthy();
    await user.type(field('Email address'), 'example.com');
    await waitFor(() => expect(screen.queryByText(messages.common.invalidEmail)).toBeNull());
  });

  it('refuses to send an incomplete form', async () => {
    const api = mockApi({});
    renderApp('/register');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText(messages.common.required).length).toBeGreaterThanOrEqual(4);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server field errors on their fields', async () => {
    mockApi({
      '/api/register': {
        status: 409,
        body: errorBody(messages.accounts.usernameTaken, {
          fields: { username: messages.accounts.usernameTaken },
        }),
      },
    });
    renderApp('/register');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getAllByText(messages.accounts.usernameTaken)).toHaveLength(2));
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
  });
});
