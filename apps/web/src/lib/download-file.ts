import { ApiError } from './api-error.ts';
import { useSessionStore } from './session-store.ts';

/** A file the server answered, with the name it gave (Content-Disposition) or the caller's fallback. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * A request for one of the user's files, with the bearer token (a plain link cannot carry it). A
 * refusal becomes an ApiError carrying the server's JSON message.
 */
export async function requestFile(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
  const token = useSessionStore.getState().authToken;
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (cause) {
    throw new ApiError(0, null, { cause });
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw new ApiError(
      response.status,
      typeof json === 'object' && json !== null && !Array.isArray(json)
        ? (json as Record<string, unknown>)
        : null,
    );
  }
  return response;
}

/** POST of a JSON body to `/api{path}` that answers a file (a zip, a DOCX). */
export async function postForFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await requestFile(`/api${path}`, { method: 'POST', body });
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}
