export interface ApiCall {
  method?: 'POST' | 'GET';
  body?: unknown;
  /** A session token, sent as a Bearer authorization. */
  token?: string;
}

/** A request to the server's /api, JSON in; the response as it came, whatever its status. */
export function apiRequest(baseUrl: string, path: string, call: ApiCall = {}): Promise<Response> {
  const { method = 'POST', body, token } = call;
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A request to the server's /api that must succeed; its JSON answer. */
export async function callApi(
  baseUrl: string,
  path: string,
  call: ApiCall = {},
): Promise<Record<string, unknown>> {
  const response = await apiRequest(baseUrl, path, call);
  const text = await response.text();
  if (!response.ok) throw new Error(`${call.method ?? 'POST'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}
