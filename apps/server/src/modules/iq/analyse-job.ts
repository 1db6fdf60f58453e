import { z } from 'zod';
import { analyseContract } from '../../ai/iq/analyse-contract.ts';
import { cuadModel } from '../../ai/iq/cuad-model.ts';
import { negotiationProposals } from '../../ai/iq/proposals.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { defineJobKind, enqueue, runOwedJobsFor } from '../../lib/jobs/job-queue.ts';
import { findAnalysisById, finishAnalysis } from './analyses.repository.ts';

const MAX_ATTEMPTS = 3;

/**
 * The engine the job runs, behind an object so that a test can make it fail with vi.spyOn: the
 * server tests share one module graph per worker, where module mocks may not take effect.
 */
export const analysisEngine = { analyse: analyseContract };

/**
 * The analysis of an uploaded contract (issue 16 lists it among the background jobs): written with
 * its `processing` row in one transaction, so a crash after the upload leaves it owed, never lost.
 * The engine is offline and deterministic; the result (and a negotiation's proposals) and the
 * status `done` are stored in the job's last transaction, exactly once. A job that fails on its last
 * try marks the analysis `failed`, so the browser stops waiting.
 */
export const analyseContractJob = defineJobKind({
  kind: 'iq.analyse_contract',
  payload: z.object({ analysis_id: z.uuid() }),
  maxAttempts: MAX_ATTEMPTS,
  retryBaseMs: 5_000,
  async run(deps, { analysis_id }, ctx) {
    const row = await findAnalysisById(deps.db, analysis_id);
    if (row?.status !== 'processing') return;
    let changes: Parameters<typeof finishAnalysis>[2];
    try {
      const result = analysisEngine.analyse(row.text, cuadModel, row.party);
      const proposals = row.kind === 'negotiation' ? negotiationProposals(row.text, result) : [];
      changes = { status: 'done', result, proposals };
    } catch (error) {
      if (ctx.attempt < MAX_ATTEMPTS) throw error;
      changes = { status: 'failed', result: null, proposals: [] };
    }
    await deps.db.transaction(async (tx) => {
      await finishAnalysis(tx, analysis_id, changes, deps.now());
      await ctx.finish(tx);
    });
  },
});

export const enqueueAnalysis = (tx: Db, analysisId: string) =>
  enqueue(tx, analyseContractJob, { analysis_id: analysisId });

/** Runs the analysis owed for this id now, on this instance (any instance's runner would otherwise). */
export const runOwedAnalysis = (deps: Deps, analysisId: string) =>
  runOwedJobsFor(deps, analyseContractJob, 'analysis_id', analysisId);
