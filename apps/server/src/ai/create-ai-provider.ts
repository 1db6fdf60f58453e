import { z } from 'zod';
import type { AiProvider } from './ai-provider.ts';
import { createBuiltinProvider } from './builtin/builtin-provider.ts';
import { createOpenAiProvider } from './openai/openai-provider.ts';

const aiEnvSchema = z.object({
  LLM_BASE_URL: z
    .string()
    .url({ error: 'LLM_BASE_URL must be a URL, such as http://localhost:8000/v1' })
    .optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
});

/**
 * The provider the environment asks for: `openai` when LLM_BASE_URL is set, else `builtin`.
 * Throws with a message naming the variable when a value is malformed, so a bad deploy fails fast.
 */
export function createAiProvider(env: NodeJS.ProcessEnv = process.env): AiProvider {
  const parsed = aiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid AI configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.LLM_BASE_URL) return createBuiltinProvider();
  return createOpenAiProvider({
    baseUrl: e.LLM_BASE_URL,
    apiKey: e.LLM_API_KEY,
    model: e.LLM_MODEL,
    ...(e.LLM_TIMEOUT_MS ? { timeoutMs: e.LLM_TIMEOUT_MS } : {}),
  });
}
