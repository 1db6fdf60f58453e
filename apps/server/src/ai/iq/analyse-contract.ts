import type { ClauseModel } from './clause-model.ts';
import { type ContractClause, clauseAt, splitClauses } from './clauses.ts';
import type { CuadCategory, CuadClauseCategory } from './cuad-categories.ts';
import { presentClauses, scoreContract } from './find-clauses.ts';
import { extractKeyFacts, type KeyFacts } from './key-facts.ts';
import { contractParties } from './key-facts-parties.ts';
import { missingClauses } from './missing-clauses.ts';
import { partyBoundBy, type RiskLevel, riskOf } from './risk-rules.ts';
import { contractScore, type ScoreBreakdown } from './score.ts';
import { splitSentences } from './sentences.ts';

export type FindingSpan = {
  start: number;
  end: number;
  text: string;
  clause_index: number;
  confidence: number;
};
export type Finding = {
  category: CuadClauseCategory;
  present: boolean;
  risk: RiskLevel;
  reason: string;
  spans: FindingSpan[];
};
export type ContractAnalysis = {
  key_facts: KeyFacts;
  clauses: ContractClause[];
  findings: Finding[];
  missing: { category: CuadCategory; why: string }[];
  score: ScoreBreakdown;
};

/** The parties' names and the defined terms after them, for telling which party a sentence binds. */
const partyNames = (text: string): string[][] => contractParties(text).map((p) => [p.name, ...p.terms]);

/**
 * Analyses a contract's text offline and deterministically: its clauses, the CUAD categories found
 * (with the sentences that show them), the risk of each for the represented party (1-based, in the
 * order the key facts list the parties), the expected clauses it lacks and an overall score.
 */
export function analyseContract(text: string, model: ClauseModel, represented = 1): ContractAnalysis {
  const sentences = splitSentences(text);
  const clauses = splitClauses(text, sentences);
  const facts = extractKeyFacts(text);
  const names = partyNames(text);
  const { candidates, evidence } = scoreContract(text, model, sentences, clauses);
  const present = presentClauses(candidates, model, evidence);
  const findings: Finding[] = [];
  for (const [category, spans] of present) {
    const first = spans.reduce((best, s) => (s.confidence > best.confidence ? s : best));
    const sentence = text.slice(first.start, first.end);
    const { risk, reason } = riskOf(category, partyBoundBy(category, sentence, names), represented);
    findings.push({
      category,
      present: true,
      risk,
      reason,
      spans: spans.map((s) => ({
        start: s.start,
        end: s.end,
        text: text.slice(s.start, s.end),
        clause_index: clauseAt(clauses, s.start)?.index ?? 0,
        confidence: Math.round(s.confidence * 1000) / 1000,
      })),
    });
  }
  findings.sort((a, b) => (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0));
  const missing = missingClauses(new Set(present.keys()), facts).map(({ category, why }) => ({
    category,
    why,
  }));
  return {
    key_facts: facts,
    clauses,
    findings,
    missing,
    score: contractScore(
      findings.map((f) => f.risk),
      missing.length,
    ),
  };
}
