import { analyseContract } from '../../ai/iq/analyse-contract.ts';
import { cuadModel } from '../../ai/iq/cuad-model.ts';
import { negotiationProposals, type Proposal } from '../../ai/iq/proposals.ts';
import type { Deps } from '../../deps.ts';
import { updateAnalysisResult } from './analyses.repository.ts';
import type { AnalysisRow } from './analyses.table.ts';
import { ownAnalysis } from './analyses.ts';

/** The same change proposed again keeps the user's decision on it. */
const sameChange = (p: Proposal) => `${p.category}\u0000${p.start}\u0000${p.proposed}`;

/**
 * Reads the caller's analysis again for the party they represent (1 or 2): the risks, reasons and
 * score change; a negotiation's proposals are drawn again for that party, and a proposal that is
 * drawn again unchanged keeps its accepted or rejected decision.
 */
export async function chooseParty(
  deps: Deps,
  userId: string,
  input: { id: string; party: 1 | 2 },
  now = new Date(),
): Promise<AnalysisRow> {
  return deps.db.transaction(async (tx) => {
    const row = await ownAnalysis(tx, userId, input.id, { forUpdate: true });
    if (row.party === input.party || row.status !== 'done') return row;
    const result = analyseContract(row.text, cuadModel, input.party);
    let proposals = row.proposals;
    if (row.kind === 'negotiation') {
      const decided = new Map(row.proposals.map((p) => [sameChange(p), p.status]));
      proposals = negotiationProposals(row.text, result).map((p) => ({
        ...p,
        status: decided.get(sameChange(p)) ?? p.status,
      }));
    }
    const changes = { party: input.party, result, proposals, updatedAt: now };
    await updateAnalysisResult(tx, row.id, changes);
    return { ...row, ...changes };
  });
}
