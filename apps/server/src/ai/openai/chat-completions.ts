import { z } from 'zod';

export type ChatMessage = { role: 'system' | 'user'; content: string };
export type ChatEndpoint = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
/** 20 s by default: a user is watching a progress bar. */
export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

export type ChatEndpointOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
};

/** The endpoint LLM_BASE_URL and its companions (LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS) describe. */
export function chatEndpoint(options: ChatEndpointOptions): ChatEndpoint {
  return {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model: options.model ?? DEFAULT_LLM_MODEL,
    timeoutMs: options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
  };
}

/** Failures are values with a reason a log can show; the caller falls back on any of them. */
export type ChatResult = { ok: true; content: string } | { ok: false; reason: string };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * LLM_BASE_URL may be given as the server root (http://host:8000) or, as OpenAI's own clients
 * expect, with the /v1 prefix (http://host:8000/v1); both reach /v1/chat/completions.
 */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

export async function postChatCompletion(
  endpoint: ChatEndpoint,
  messages: ChatMessage[],
): Promise<ChatResult> {
  let response: Response;
  try {
    response = await fetch(chatCompletionsUrl(endpoint.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        temperature: 0,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      reason: timedOut
        ? `no answer within ${endpoint.timeoutMs} ms`
        : 'the model server could not be reached',
    };
  }
  if (!response.ok) return { ok: false, reason: `the model server answered HTTP ${response.status}` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: 'the model server did not answer JSON' };
  }
  const parsed = completionSchema.safeParse(body);
  const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
  if (!content) return { ok: false, reason: 'the answer has no message content' };
  return { ok: true, content };
}

/**
 * The JSON of a model's answer, or undefined when it is not JSON. Models often wrap JSON in a
 * Markdown fence even when told not to.
 */
export function answerJson(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  try {
    return JSON.parse(fenced?.[1] ?? content);
  } catch {
    return undefined;
  }
}
