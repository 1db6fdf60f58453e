import type { z } from 'zod';
import { ApiError, type ApiErrorBody } from './api-error.ts';
import { useSessionStore } from './session-store.ts';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Adds the session's bearer token; a 401 then means the session has ended. Default true. */
  auth?: boolean;
  /** False for calls that end the session anyway (logout), where a 401 needs no redirect. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides what an ended session does (clear it, go to /login); lib knows no routes. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Calls `/api{path}` and returns the answer parsed with the shared schema. Every failure becomes an
 * ApiError carrying the status and the server's JSON body.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const { method = 'POST', body, auth = true, handleUnauthorized = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? useSessionStore.getState().authToken : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new ApiError(0, null, { cause });
  }

  const json = await readJson(response);
  // An answer that arrives after its session ended (signed out, or another account signed in,
  // meanwhile) belongs to nobody here: dropped, so that no store writes the last user's data back
  // into localStorage after the sign-out wiped it.
  if (token && useSessionStore.getState().authToken !== token) throw new ApiError(0, null, { handled: true });
  if (!response.ok) {
    const errorBody = isRecord(json) ? json : null;
    if (response.status === 401 && token && handleUnauthorized) {
      onUnauthorized();
      throw new ApiError(401, errorBody, { handled: true });
    }
    throw new ApiError(response.status, errorBody);
  }

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // The server and the shared schema disagree: a bug worth seeing in the console and in e2e runs.
    console.error(`Unexpected answer from ${method} /api${path}`, parsed.error.issues);
    throw new ApiError(response.status, null, { cause: parsed.error, malformed: true });
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
