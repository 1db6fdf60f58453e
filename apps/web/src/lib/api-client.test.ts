import { messageResponse } from '@lexi/shared/api/common';
import { messages } from '@lexi/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { aUser, errorBody, mockApi } from '../test/mock-api.ts';
import { apiRequest, setUnauthorizedHandler } from './api-client.ts';
import { ApiError, errorMessage } from './api-error.ts';
import { useSessionStore } from './session-store.ts';

const ok = { success: true, message: 'Done' };

async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call was expected to fail');
}

describe('the api client', () => {
  it('posts JSON to /api and returns the answer parsed with the shared schema', async () => {
    const api = mockApi({ '/api/send_otp': { body: { ...ok, extra: 'ignored' } } });
    const answer = await apiRequest('/send_otp', messageResponse, { body: { email: 'a@b.co' }, auth: false });
    expect(answer).toEqual(ok);
    expect(api.calls[0]).toMatchObject({ path: '/api/send_otp', method: 'POST', body: { email: 'a@b.co' } });
    expect(api.calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('adds the session token as a bearer token', async () => {
    useSessionStore.getState().signIn({ token: 'tok-1', user_data: aUser });
    const api = mockApi({ '/api/logout': { body: ok } });
    await apiRequest('/logout', messageResponse);
    expect(api.calls[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('drops an answer that arrives after its session ended, so nothing writes it anywhere', async () => {
    useSessionStore.getState().signIn({ token: 'tok-1', user_data: aUser });
    mockApi({
      '/api/user_plan': () => {
        useSessionStore.getState().reset(); // signed out while the call was under way
        return { body: ok };
      },
    });
    const error = await apiErrorOf(apiRequest('/user_plan', messageResponse));
    expect(error.handled).toBe(true);
    useSessionStore.getState().signIn({ token: 'tok-2', user_data: aUser });
    mockApi({
      '/api/user_plan': () => {
        useSessionStore.getState().signIn({ token: 'tok-3', user_data: aUser }); // another account
        return { body: ok };
      },
    });
    expect((await apiErrorOf(apiRequest('/user_plan', messageResponse))).handled).toBe(true);
  });

  it('sends no token on calls made without auth', async () => {
    useSessionStore.getState().signIn({ token: 'tok-1', user_data: aUser });
    const api = mockApi({ '/api/login': { body: ok } });
    await apiRequest('/login', messageResponse, { body: {}, auth: false });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('turns an error answer into an ApiError with the status, the body, the message and the fields', async () => {
    mockApi({
      '/api/register': {
        status: 409,
        body: errorBody(messages.accounts.usernameTaken, {
          fields: { username: messages.accounts.usernameTaken },
        }),
      },
    });
    const error = await apiErrorOf(apiRequest('/register', messageResponse, { body: {}, auth: false }));
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe(messages.accounts.usernameTaken);
    expect(error.code).toBe('test.error');
    expect(error.fields).toEqual({ username: messages.accounts.usernameTaken });
    expect(error.handled).toBe(false);
  });

  it('on a 401 of a signed-in call hands over to the unauthorized handler and marks the error handled', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    useSessionStore.getState().signIn({ token: 'old', user_data: aUser });
    mockApi({ '/api/user_plan': { status: 401, body: errorBody('Please sign in to continue.') } });

    const error = await apiErrorOf(apiRequest('/user_plan', messageResponse));

    expect(handler).toHaveBeenCalledOnce();
    expect(error.handled).toBe(true);
    setUnauthorizedHandler(() => {});
  });

  it('leaves a 401 of the login call to the login page', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ '/api/login': { status: 401, body: errorBody(messages.login.invalidCredentials) } });

    const error = await apiErrorOf(apiRequest('/login', messageResponse, { body: {}, auth: false }));

    expect(handler).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
    expect(error.handled).toBe(false);
    setUnauthorizedHandler(() => {});
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiErrorOf(apiRequest('/send_otp', messageResponse, { auth: false }));
    expect(error.status).toBe(0);
  });

  it('refuses an answer that does not match the shared schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/send_otp': { body: { success: true } } });
    const error = await apiErrorOf(apiRequest('/send_otp', messageResponse, { auth: false }));
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('errorMessage, the spec rule for failure toasts', () => {
  it('prefers the server message', () => {
    expect(errorMessage(new ApiError(400, errorBody('Server says no')), 'Fallback')).toBe('Server says no');
  });

  it('falls back to the catalogue text when the server sent none', () => {
    expect(errorMessage(new ApiError(500, null), messages.dashboard.planFetchFailed)).toBe(
      messages.dashboard.planFetchFailed,
    );
    expect(errorMessage(new Error('boom'), messages.login.loginFailed)).toBe(messages.login.loginFailed);
  });

  it('says the server could not be reached when there was no answer at all', () => {
    expect(errorMessage(new ApiError(0, null), 'Fallback')).toBe(messages.common.networkError);
  });
});
