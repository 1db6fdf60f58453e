import { describe, expect, it } from 'vitest';
import { createAiProvider } from './create-ai-provider.ts';

describe('createAiProvider', () => {
  it('is the built-in provider unless LLM_BASE_URL is set', () => {
    expect(createAiProvider({}).name).toBe('builtin');
    expect(createAiProvider({ LLM_BASE_URL: 'http://localhost:8000/v1', LLM_MODEL: 'llama3' }).name).toBe(
      'openai',
    );
  });

  it('fails fast with the variable named when LLM_BASE_URL is not a URL', () => {
    expect(() => createAiProvider({ LLM_BASE_URL: 'localhost' })).toThrow(/LLM_BASE_URL/);
  });
});
