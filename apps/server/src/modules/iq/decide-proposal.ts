import type { Proposal } from '../../ai/iq/proposals.ts';
import type { Deps } from '../../deps.ts';
import { updateAnalysisProposals } from './analyses.repository.ts';
import { ownAnalysis } from './analyses.ts';
import { iqErrors } from './iq.errors.ts';

/** Accepts or rejects one proposal of the caller's negotiation (a decision may be changed later). */
export async function decideProposal(
  deps: Deps,
  userId: string,
  input: { id: string; proposalId: string; status: 'accepted' | 'rejected' },
  now = new Date(),
): Promise<Proposal> {
  return deps.db.transaction(async (tx) => {
    const row = await ownAnalysis(tx, userId, input.id, { forUpdate: true });
    if (row.kind !== 'negotiation') throw iqErrors.notNegotiation();
    const proposal = row.proposals.find((p) => p.id === input.proposalId);
    if (!proposal) throw iqErrors.proposalNotFound();
    const decided = { ...proposal, status: input.status };
    await updateAnalysisProposals(
      tx,
      row.id,
      row.proposals.map((p) => (p.id === decided.id ? decided : p)),
      now,
    );
    return decided;
  });
}
