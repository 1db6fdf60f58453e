import { ApiError } from './api-error.ts';
import { useSessionStore } from './session-store.ts';

/**
 * GET of one of the user's files as a Blob. A plain link cannot carry the bearer token, so the
 * file is fetched and handed to the browser as an object URL.
 */
export async function fetchFileBlob(url: string): Promise<Blob> {
  const token = useSessionStore.getState().authToken;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError(0, null, { cause });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(
      response.status,
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null,
    );
  }
  return response.blob();
}
