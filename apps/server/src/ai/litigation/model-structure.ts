import { multiLineText, singleLineText } from '@lexi/shared/validation/safe-text';
import { caseTypeSchema } from '@lexi/shared/validation/workspaces';
import { z } from 'zod';
import {
  answerJson,
  type ChatEndpoint,
  type ChatMessage,
  postChatCompletion,
} from '../openai/chat-completions.ts';
import { type CheckedProposal, checkProposal } from './check-proposal.ts';

const SYSTEM_PROMPT = [
  'You are a senior litigation lawyer structuring a case from its facts.',
  'You receive the facts as plain text. Answer with JSON only, of this shape:',
  '{"case_type": "Civil" or "Criminal", "case_type_reason": one sentence saying why,',
  '"complainant": the complainant or plaintiff, "accused": the accused or defendant,',
  '"victim": the victim, "allegations": [{"allegation": what is alleged, "provisions": ["Section 420 IPC", ...]}],',
  '"fact_summary": a short summary of the facts}.',
  'Write every name exactly as the facts write it; several names of one role are separated by ", ";',
  'a role the facts do not name is "".',
  'Each provision names its section number and Act. Cite only sections the facts cite, or their',
  'successors or predecessors (IPC and Bharatiya Nyaya Sanhita 2023, CrPC and BNSS 2023).',
  'Never invent a name, a section or a fact.',
].join(' ');

const party = singleLineText().trim().max(500);

/** The answer the prompt asks for; strings obey the same hostile-text rule as requests. */
export const proposalSchema = z.object({
  case_type: caseTypeSchema,
  case_type_reason: multiLineText().trim().min(1).max(1000),
  complainant: party,
  accused: party,
  victim: party,
  allegations: z
    .array(
      z.object({
        allegation: multiLineText().trim().min(1).max(2000),
        provisions: z.array(singleLineText().trim().min(1).max(300)).max(20),
      }),
    )
    .max(40),
  fact_summary: multiLineText().trim().min(1).max(5000),
});

export function structureMessages(facts: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: facts },
  ];
}

/** Reads and checks a model's answer; says why when it cannot be used. */
export function readProposal(facts: string, content: string): CheckedProposal {
  const json = answerJson(content);
  if (json === undefined) return { ok: false, reason: 'the model answer is not valid JSON' };
  const parsed = proposalSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'the model answer does not have the expected shape' };
  const p = parsed.data;
  return checkProposal(facts, {
    caseType: p.case_type,
    caseTypeReason: p.case_type_reason,
    complainant: p.complainant,
    accused: p.accused,
    victim: p.victim,
    allegations: p.allegations,
    factSummary: p.fact_summary,
  });
}

/**
 * The structure a model proposes for the facts, checked against them (check-proposal.ts). Any
 * failure (no answer, an error, malformed JSON, a name or section not in the facts) is a value
 * with a reason a log may show; the reason never quotes the facts.
 */
export async function proposeStructure(endpoint: ChatEndpoint, facts: string): Promise<CheckedProposal> {
  const answer = await postChatCompletion(endpoint, structureMessages(facts));
  if (!answer.ok) return answer;
  return readProposal(facts, answer.content);
}
