import type { ExtractCaseStructuredResponse } from '@lexi/shared/api/case-wizard';
import { messages } from '@lexi/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Jurisdiction } from '../../ai/litigation/allegation-rules.ts';
import { proposeStructure } from '../../ai/litigation/model-structure.ts';
import { type StructuredCase, structureCase } from '../../ai/litigation/structure-case.ts';
import { chatEndpoint } from '../../ai/openai/chat-completions.ts';
import type { Deps } from '../../deps.ts';
import { editableWorkspace, type Viewer } from '../workspaces/workspace-access.ts';
import { caseWizardErrors } from './case-wizard.errors.ts';
import { userHomeJurisdiction } from './home-jurisdiction.ts';

/**
 * With LLM_BASE_URL the model proposes the structure and the proposal is checked against the facts;
 * on any failure one log line gives the reason (never the facts) and the built-in engine answers.
 */
async function structureOf(
  deps: Pick<Deps, 'config'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  facts: string,
  home: Jurisdiction,
): Promise<StructuredCase | null> {
  const { llm } = deps.config;
  if (llm.baseUrl) {
    const proposal = await proposeStructure(chatEndpoint({ ...llm, baseUrl: llm.baseUrl }), facts);
    if (proposal.ok) return proposal.structured;
    log.warn({ reason: proposal.reason }, 'model case structure not used; the built-in engine answers');
  }
  return structureCase(facts, home);
}

/** extract-case-structured/: the case's structure from the (edited) facts. */
export async function structureCaseFacts(
  deps: Pick<Deps, 'db' | 'config'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  viewer: Viewer,
  input: { workspaceId: string; facts: string },
): Promise<ExtractCaseStructuredResponse> {
  await editableWorkspace(deps.db, viewer, input.workspaceId, 'litigation');
  const structured = await structureOf(
    deps,
    log,
    input.facts,
    await userHomeJurisdiction(deps.db, viewer.userId),
  );
  if (!structured) throw caseWizardErrors.noStructure();
  return {
    success: true,
    message: messages.litigation.own.caseStructured,
    case_type: structured.caseType,
    case_type_reason: structured.caseTypeReason,
    representing: structured.representing,
    complainant: structured.complainant,
    accused: structured.accused,
    victim: structured.victim,
    allegations: structured.allegations,
    fact_summary: structured.factSummary,
  };
}
