import type { ContractAnalysis } from './analyse-contract.ts';
import type { CuadCategory } from './cuad-categories.ts';
import { AMENDMENTS, jurisdictionOf, missingClauseText } from './negotiation-clauses.ts';
import { operativePartStart } from './operative-part.ts';
import { type RedlineRun, redlineDiff } from './redline-diff.ts';

export type ProposalStatus = 'pending' | 'accepted' | 'rejected';
export type Proposal = {
  id: string;
  category: CuadCategory;
  /** The clause the change belongs to; for a missing clause, the last clause (it is added at the end). */
  clause_index: number;
  /** The contract's own sentence (empty for a clause to add), its start and end in the text. */
  original: string;
  start: number;
  end: number;
  proposed: string;
  redline: RedlineRun[];
  rationale: string;
  status: ProposalStatus;
};

/** The sentence with words added before its final stop (or at its end when it has none). */
function amended(sentence: string, addition: string): string {
  const trimmed = sentence.trimEnd();
  const stop = /[.;:]$/.test(trimmed) ? trimmed.slice(-1) : '';
  const body = stop === '' ? trimmed : trimmed.slice(0, -1);
  return `${body}${addition}${stop === '' ? '.' : stop === ':' ? '.' : stop}`;
}

/** The most confident span of the operative part, or of the recitals when the finding has no other. */
function strongestOperative<S extends { start: number; confidence: number }>(
  spans: readonly S[],
  operative: number,
): S | undefined {
  const inForce = spans.filter((s) => s.start >= operative);
  const from = inForce.length > 0 ? inForce : spans;
  return from.reduce<S | undefined>(
    (best, s) => (best === undefined || s.confidence > best.confidence ? s : best),
    undefined,
  );
}

/**
 * The negotiation proposals for the represented party: for each high- or medium-risk finding with a
 * known amendment, its strongest sentence redlined; for each missing expected clause, the clause to
 * add (for the legal system of the governing law). Ids are stable: the category and position.
 */
export function negotiationProposals(text: string, analysis: ContractAnalysis): Proposal[] {
  const jurisdiction = jurisdictionOf(analysis.key_facts.governing_law);
  const operative = operativePartStart(text);
  const proposals: Proposal[] = [];
  for (const finding of analysis.findings) {
    const amendment = AMENDMENTS[finding.category];
    if (amendment === undefined || (finding.risk !== 'high' && finding.risk !== 'medium')) continue;
    const span = strongestOperative(finding.spans, operative);
    if (span === undefined) continue;
    const original = text.slice(span.start, span.end);
    const proposed = amended(original, amendment.addition);
    proposals.push({
      id: `p${proposals.length + 1}`,
      category: finding.category,
      clause_index: span.clause_index,
      original,
      start: span.start,
      end: span.end,
      proposed,
      redline: redlineDiff(original, proposed),
      rationale: `${finding.reason} ${amendment.rationale}`,
      status: 'pending',
    });
  }
  const lastClause = analysis.clauses.at(-1);
  for (const missing of analysis.missing) {
    const clause = missingClauseText(missing.category, jurisdiction);
    if (clause === null) continue;
    proposals.push({
      id: `p${proposals.length + 1}`,
      category: missing.category,
      clause_index: lastClause?.index ?? 0,
      original: '',
      start: text.length,
      end: text.length,
      proposed: clause,
      redline: redlineDiff('', clause),
      rationale: missing.why,
      status: 'pending',
    });
  }
  return proposals;
}

/**
 * The negotiated text: every accepted proposal applied to the contract (amended sentences in place,
 * added clauses at the end, in order), as redline runs for the tracked-change export.
 */
export function negotiatedRuns(text: string, proposals: readonly Proposal[]): RedlineRun[] {
  const accepted = proposals.filter((p) => p.status === 'accepted').sort((a, b) => a.start - b.start);
  const runs: RedlineRun[] = [];
  let at = 0;
  for (const proposal of accepted) {
    if (proposal.start < at) continue;
    if (proposal.start > at) runs.push({ kind: 'same', text: text.slice(at, proposal.start) });
    if (proposal.original === '') runs.push({ kind: 'insert', text: `\n\n${proposal.proposed}` });
    else runs.push(...proposal.redline);
    at = proposal.end;
  }
  if (at < text.length) runs.push({ kind: 'same', text: text.slice(at) });
  return runs;
}
