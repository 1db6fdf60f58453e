import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Headers beside the JSON Content-Type (a file's Content-Disposition). */
  headers?: Record<string, string>;
}

export interface RecordedCall {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (body: unknown, call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces fetch with canned answers by path ('/api/login' → handler). A path with a query string
 * is answered by its exact route, else by the route of the path without it (the handler reads
 * `call.path`). A handler may be a list, answered in order (the last one repeats). Unknown paths
 * answer 404, so a stray call fails loudly.
 */
export function mockApi(routes: Record<string, Handler | MockAnswer | MockAnswer[]>) {
  const calls: RecordedCall[] = [];
  const counters = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = { path, method: init?.method ?? 'GET', body, headers };
    calls.push(call);
    // A route without a query string answers every query of its path (the handler reads it).
    const route = routes[path] ?? routes[path.split('?')[0] ?? path];
    let answer: MockAnswer;
    if (route === undefined) {
      answer = { status: 404, body: { success: false, message: 'Not found', error: 'Not Found', code: 'x' } };
    } else if (typeof route === 'function') {
      answer = await route(body, call);
    } else if (Array.isArray(route)) {
      const index = counters.get(path) ?? 0;
      counters.set(path, index + 1);
      answer = route[Math.min(index, route.length - 1)] ?? {};
    } else {
      answer = route;
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const aUser = {
  id: 'u1',
  username: 'asha',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone_number: '9876543210',
  country: 'India',
  country_code: '+91',
  account_type: 'individual' as const,
  is_email_verified: true,
  is_mobile_verified: true,
};

export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { success: false, message, error: 'Error', code: 'test.error', ...extra };
}

/** Matches a field's label exactly, with or without Mantine's required asterisk. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
