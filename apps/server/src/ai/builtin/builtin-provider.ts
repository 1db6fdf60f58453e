import type { AiProvider } from '../ai-provider.ts';
import { draftContract } from './draft-contract.ts';

/** The default provider: offline, deterministic, no model weights. */
export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    draftContract: async (input) => draftContract(input),
  };
}
