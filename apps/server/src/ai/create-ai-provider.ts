import type { LlmSettings } from '../config.ts';
import type { AiProvider } from './ai-provider.ts';
import { createBuiltinProvider } from './builtin/builtin-provider.ts';
import { createOpenAiProvider } from './openai/openai-provider.ts';

/**
 * The provider the configuration asks for: `openai` when LLM_BASE_URL is set, else `builtin`.
 * The LLM_* variables are parsed (and a malformed one refused, naming it) by loadConfig.
 */
export function createAiProvider(llm: Partial<LlmSettings> = {}): AiProvider {
  if (!llm.baseUrl) return createBuiltinProvider();
  return createOpenAiProvider({ ...llm, baseUrl: llm.baseUrl });
}
