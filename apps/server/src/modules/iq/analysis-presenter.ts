import type { Analysis } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { NO_KEY_FACTS } from '../../ai/iq/key-facts.ts';
import type { Proposal } from '../../ai/iq/proposals.ts';
import type { AnalysisRow } from './analyses.table.ts';

const NO_FACTS: Analysis['key_facts'] = NO_KEY_FACTS;

export function toAnalysisSummary(
  row: Pick<AnalysisRow, 'id' | 'kind' | 'status' | 'fileName' | 'createdAt' | 'result' | 'party'>,
) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    score: row.result?.score.score ?? null,
    party: row.party,
  };
}

export function toProposal(p: Proposal): Analysis['proposals'][number] {
  return {
    id: p.id,
    category: p.category,
    clause_index: p.clause_index,
    original: p.original,
    proposed: p.proposed,
    redline: p.redline,
    rationale: p.rationale,
    status: p.status,
  };
}

/** The analysis as GET /api/iq/analyses/{id} answers it. */
export function toAnalysis(row: AnalysisRow): Analysis {
  const result = row.result;
  const score = result?.score;
  return {
    ...toAnalysisSummary(row),
    text: row.text,
    key_facts: result?.key_facts ?? NO_FACTS,
    clauses: result?.clauses ?? [],
    findings: result?.findings ?? [],
    missing: result?.missing.map((m) => m.category) ?? [],
    missing_reasons: result?.missing ?? [],
    score_breakdown: {
      high: score?.high ?? 0,
      medium: score?.medium ?? 0,
      low: score?.low ?? 0,
      missing: score?.missing ?? 0,
      deductions: score?.deductions ?? { high: 0, medium: 0, low: 0, missing: 0 },
    },
    proposals: row.proposals.map(toProposal),
  };
}

/** What GET /api/iq/analyses/{id} says with the analysis: that it failed, when its job gave up. */
export const analysisMessage = (row: Pick<AnalysisRow, 'status'>) =>
  row.status === 'failed' ? messages.analysis.analyzeFailed : messages.analysis.own.loaded;
