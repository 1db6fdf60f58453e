import { messages } from '@lexi/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../../lib/session-store.ts';
import { aUser, type MockAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const planAnswer = {
  success: true,
  user_data: {
    ...aUser,
    plan: {
      code: 'free',
      name: 'Free',
      esign_limit: 3,
      esign_used: 1,
      esign_remaining: 2,
      ai_credits_limit: 10,
      ai_credits_used: 4,
      ai_credits_remaining: 6,
      started_at: '2026-01-01T00:00:00.000Z',
      expires_at: null,
    },
  },
};

describe('the dashboard', () => {
  it('says who is signed in and shows the plan with what is left', async () => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: { ...aUser, account_type: 'law_firm' } });
    // The plan answers once its skeleton has been seen (the lower half renders after the top).
    let answerPlan: (answer: MockAnswer) => void = () => {};
    const api = mockApi({
      '/api/user_plan': () =>
        new Promise<MockAnswer>((resolve) => {
          answerPlan = resolve;
        }),
    });
    renderApp('/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeTruthy();
    expect(await screen.findByLabelText('Loading your plan')).toBeTruthy();
    answerPlan({ body: planAnswer });
    expect(await screen.findByText('Free')).toBeTruthy();
    expect(screen.getByText('2 left')).toBeTruthy();
    expect(screen.getByText('6 left')).toBeTruthy();
    expect(screen.getByText('asha')).toBeTruthy();
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
    expect(api.callsTo('/api/user_plan')[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('shows "Something went wrong while fetching plan data" when the plan cannot be fetched', async () => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
    mockApi({ '/api/user_plan': { status: 500, body: null } });
    renderApp('/dashboard');
    expect(await screen.findByText(messages.dashboard.planFetchFailed, {}, { timeout: 5000 })).toBeTruthy();
    // The plan card renders in its own pass: on a busy machine it can follow the toast.
    expect(await screen.findByText('Your plan could not be loaded')).toBeTruthy();
  });

  it('signs out: POST /api/logout, localStorage emptied, back at /login', async () => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
    window.localStorage.setItem('something-else', '1');
    const api = mockApi({
      '/api/user_plan': { body: planAnswer },
      '/api/logout': { body: { success: true, message: 'Signed out' } },
    });
    const { router } = renderApp('/dashboard');
    await screen.findByText('Free');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('/api/logout')[0]?.headers.authorization).toBe('Bearer tok');
    expect(window.localStorage.length).toBe(0);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().authToken).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to LeXi' })).toBeTruthy();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    useSessionStore.getState().signIn({ token: 'tok', user_data: aUser });
    mockApi({ '/api/user_plan': { body: planAnswer }, '/api/logout': { status: 500, body: null } });
    const { router } = renderApp('/dashboard');
    await screen.findByText('Free');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });
});
