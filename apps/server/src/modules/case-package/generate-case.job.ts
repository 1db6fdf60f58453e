import { fillMessage, messages } from '@lexi/shared/messages';
import { z } from 'zod';
import { generateCasePackage } from '../../ai/case-package/generate-package.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { defineJobKind } from '../../lib/jobs/job-queue.ts';
import { timelineEntries } from '../litigation/litigation-timeline.ts';
import { prependTimeline } from '../workspaces/workspaces.repository.ts';
import { loadCaseInput } from './case-input.ts';
import { insertPackageVersion } from './case-packages.repository.ts';
import { judgementSearch } from './judgement-source.ts';

const steps = messages.litigation.own.generation.steps;

/** The live key of a workspace's generation: one queued job per workspace. */
export const generationKey = (workspaceId: string) => `litigation.generate_case:${workspaceId}`;

/** What a finished generation hands its watchers. */
export const generationResult = z.object({ version: z.number().int() });

/**
 * Case generation as a durable job: the engine's steps report progress into the job row (which
 * every instance's live connections read), the job stops at the next step when cancelled, and the
 * new package version is written with the job's end and the workspace's timeline entry in one
 * transaction. A crash re-runs it from the start (the engine is deterministic; progress in the row
 * never goes back).
 */
export const generateCaseJob = defineJobKind({
  kind: 'litigation.generate_case',
  payload: z.object({ workspace_id: z.uuid() }),
  maxAttempts: 3,
  retryBaseMs: 2_000,
  async run(deps, { workspace_id }, ctx) {
    const input = await loadCaseInput(deps, workspace_id);
    if (!input) throw new Error(messages.litigation.own.generation.noCase);
    const generated = await generateCasePackage(
      input,
      judgementSearch(deps),
      async (step, progress, counts) => {
        await ctx.throwIfCancelled();
        const message = counts ? fillMessage(steps[step], { count: String(counts.count) }) : steps[step];
        await ctx.reportProgress({ progress, step, message });
        crashPoint(`generate-case:${step}`);
      },
    );
    await ctx.throwIfCancelled();
    await ctx.reportProgress({ progress: 95, step: 'finalizing', message: steps.finalizing });
    await deps.db.transaction(async (tx) => {
      const row = await insertPackageVersion(
        tx,
        {
          workspaceId: workspace_id,
          jobId: ctx.jobId,
          facts: generated.facts,
          judgements: generated.judgements,
          strategy: generated.strategy,
          generatedAt: deps.now(),
        },
        generated.drafts,
      );
      await prependTimeline(tx, workspace_id, timelineEntries.packageGenerated(row.version), deps.now());
      await ctx.finish(tx, { version: row.version });
    });
  },
});
