import { ApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/**
 * GET /api/e_mohar/download?id= (owner): the PDF as a Blob. A link cannot carry the bearer token,
 * so the file is fetched and handed to the browser as an object URL.
 */
export async function downloadDocument(id: string): Promise<Blob> {
  const token = useSessionStore.getState().authToken;
  let response: Response;
  try {
    response = await fetch(`/api/e_mohar/download?${new URLSearchParams({ id })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
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

/** GET /api/e_mohar/shared_download?id=&token=: a plain link works (the token is in the URL). */
export function sharedDownloadUrl(id: string, token: string): string {
  return `/api/e_mohar/shared_download?${new URLSearchParams({ id, token })}`;
}
