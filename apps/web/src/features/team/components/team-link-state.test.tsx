import { messages } from '@lexi/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, labelled, type MockAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const own = messages.team.own;
const STATUS = '/api/law_firm/team/token-status';
const live: MockAnswer = { body: { success: true, valid: true, email: 'neha@example.in' } };

/** The pages of the emailed team links: where, the kind of link, the refusal's title, a field of the form. */
const pages = [
  { path: '/team/join', purpose: 'invite', title: 'This invitation cannot be used', field: 'First name' },
  {
    path: '/team/set-password',
    purpose: 'set_password',
    title: 'This link cannot be used',
    field: 'New password',
  },
] as const;

/** The refusals of the check, as the server gives them. */
const refusals = [
  { state: 'expired', status: 410, code: 'team.link_expired', message: own.linkExpired },
  { state: 'used', status: 410, code: 'team.link_used', message: own.linkUsed },
  { state: 'unknown', status: 404, code: 'team.link_invalid', message: own.linkInvalid },
] as const;

const cases = pages.flatMap((page) => refusals.map((refusal) => ({ ...page, ...refusal })));

describe('the pages of emailed team links check the link as they open', () => {
  it.each(pages)('$path shows a notice while checking, then the form for a live link', async (page) => {
    let answer: (value: MockAnswer) => void = () => {};
    const api = mockApi({
      [STATUS]: () =>
        new Promise<MockAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(`${page.path}?token=tok-live`);
    expect(await screen.findByText(own.linkChecking)).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByLabelText(labelled(page.field))).toBeNull();
    answer(live);
    expect(await screen.findByLabelText(labelled(page.field))).toBeTruthy();
    expect(screen.queryByText(own.linkChecking)).toBeNull();
    expect(screen.getByText(own.linkFor('neha@example.in'))).toBeTruthy();
    expect(api.callsTo(STATUS)).toHaveLength(1);
    expect(api.callsTo(STATUS)[0]?.body).toEqual({ token: 'tok-live', purpose: page.purpose });
  });

  it.each(cases)('$path says at once that a $state link cannot be used, with no form', async (c) => {
    const api = mockApi({ [STATUS]: { status: c.status, body: errorBody(c.message, { code: c.code }) } });
    renderApp(`${c.path}?token=tok-dead`);
    expect(await screen.findByText(c.title)).toBeTruthy();
    expect(screen.getByText(c.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText(labelled(c.field))).toBeNull();
    expect(screen.queryByText(own.linkChecking)).toBeNull();
    // Only the check was called: nothing was sent or spent.
    expect(api.calls.map((call) => call.path)).toEqual([STATUS]);
  });

  it('takes the person from a refused link to the sign-in page', async () => {
    mockApi({ [STATUS]: { status: 410, body: errorBody(own.linkUsed, { code: 'team.link_used' }) } });
    const { router } = renderApp('/team/set-password?token=tok-used');
    await userEvent.click(await screen.findByRole('link', { name: 'Go to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers a retry when the link could not be checked, and shows the form once it is', async () => {
    mockApi({ [STATUS]: [{ status: 503, body: null }, { status: 503, body: null }, live] });
    renderApp('/team/join?token=tok-flaky');
    expect(await screen.findByText(own.linkCheckFailed, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByLabelText(labelled('First name'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(labelled('First name'))).toBeTruthy();
  });

  it('checks a confirmation link too: an expired one offers no code to send', async () => {
    const api = mockApi({
      [STATUS]: { status: 410, body: errorBody(own.linkExpired, { code: 'team.link_expired' }) },
    });
    renderApp('/team/confirm?token=tok-old');
    expect(await screen.findByText('This link cannot be used')).toBeTruthy();
    expect(screen.getByText(own.linkExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the code' })).toBeNull();
    expect(api.callsTo(STATUS)[0]?.body).toEqual({ token: 'tok-old', purpose: 'confirm_account' });
  });
});
