import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createAiProvider } from './create-ai-provider.ts';

const env = { DATA_DIR: '/tmp/lexi-ai-config-test', APP_SECRET: 'x'.repeat(32) };

describe('createAiProvider', () => {
  it('is the built-in provider unless LLM_BASE_URL is set', () => {
    expect(createAiProvider(loadConfig(env).llm).name).toBe('builtin');
    const llm = loadConfig({ ...env, LLM_BASE_URL: 'http://localhost:8000/v1', LLM_MODEL: 'llama3' }).llm;
    expect(llm).toMatchObject({ baseUrl: 'http://localhost:8000/v1', model: 'llama3' });
    expect(createAiProvider(llm).name).toBe('openai');
  });

  it('fails fast with the variable named when LLM_BASE_URL is not a URL', () => {
    expect(() => loadConfig({ ...env, LLM_BASE_URL: 'localhost' })).toThrow(/LLM_BASE_URL/);
  });
});
