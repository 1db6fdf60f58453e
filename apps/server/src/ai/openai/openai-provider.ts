import type { AiProvider, DraftContractInput, DraftedContract } from '../ai-provider.ts';
import { draftContractDocument } from '../builtin/draft-contract.ts';
import { renderContract } from '../render/render-contract.ts';
import { type ChatEndpointOptions, chatEndpoint, postChatCompletion } from './chat-completions.ts';
import { applyRefinement, refinementMessages } from './refine-sections.ts';

export type OpenAiProviderOptions = ChatEndpointOptions;

/**
 * Drafting through any OpenAI-compatible server: the built-in engine writes the contract, the
 * model only rewords its clauses inside the same structure. Whatever goes wrong (no answer, an
 * error, malformed JSON, a changed structure) the user still gets the built-in draft, with
 * `refined: false` and the reason in `notes`.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const endpoint = chatEndpoint(options);

  async function draftContract(input: DraftContractInput): Promise<DraftedContract> {
    const draft = draftContractDocument(input);
    const answer = await postChatCompletion(endpoint, refinementMessages(draft));
    if (!answer.ok) return renderContract({ ...draft, notes: [`Built-in draft used: ${answer.reason}.`] });
    const outcome = applyRefinement(draft, answer.content);
    if (!outcome.ok) return renderContract({ ...draft, notes: [`Built-in draft used: ${outcome.reason}.`] });
    const notes =
      outcome.keptOriginal > 0
        ? [
            `${outcome.keptOriginal} clause(s) kept their built-in wording because the rewording dropped a name, number or email.`,
          ]
        : [];
    return renderContract({ ...outcome.doc, refined: true, notes });
  }

  return { name: 'openai', draftContract };
}
