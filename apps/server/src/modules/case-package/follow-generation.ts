import {
  type CaseGenerationServerMessage,
  type CaseGenerationStep,
  caseGenerationStep,
} from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { jobChanges } from '../../lib/jobs/job-changes.ts';
import { findJobState, type JobState } from '../../lib/jobs/jobs.repository.ts';
import { generationFailedMessage } from './case-package.errors.ts';
import { generationResult } from './generate-case.job.ts';

const l = messages.litigation;
const steps = l.own.generation.steps;

const asProgress = (report: { progress: number; step: string; message: string }) => {
  const parsed = caseGenerationStep.safeParse(report.step);
  const step: CaseGenerationStep = parsed.success ? parsed.data : 'connecting';
  return {
    type: 'progress' as const,
    progress: Math.max(0, Math.min(100, report.progress)),
    step,
    message: parsed.success ? report.message : steps.connecting,
  };
};

/** How a job that is no longer queued ends its live connection. */
function ending(job: JobState, workspaceId: string): CaseGenerationServerMessage[] {
  if (job.status === 'done') {
    const result = generationResult.safeParse(job.result);
    if (!result.success) return [{ type: 'error', message: generationFailedMessage(null), reason: 'failed' }];
    return [
      { type: 'progress', progress: 100, step: 'complete', message: steps.complete },
      {
        type: 'complete',
        message: l.own.generation.complete,
        generated: true,
        version: result.data.version,
        workspace_id: workspaceId,
      },
    ];
  }
  if (job.status === 'cancelled') {
    return [{ type: 'error', message: l.generationCancelledByUser, reason: 'cancelled' }];
  }
  return [{ type: 'error', message: generationFailedMessage(job.lastError), reason: 'failed' }];
}

/**
 * The messages of a generation job for its live connection: where the job is at once (a
 * reconnection resumes there), then every step it reports after that, in order, from the row's
 * step log (so a notice step between two reads is not missed), then `complete` with the version
 * written, or `error` when it was cancelled or failed for good. The row is the truth, shared by
 * every instance; it is read again when the job's notification says it changed (its claim, each
 * progress step, its end, a cancel), when the notification connection comes back, and after
 * `rereadMs` without either, in case a notification was lost. Ends when `signal` aborts (the
 * connection closed); the job itself goes on.
 */
export async function* followGeneration(
  deps: Pick<Deps, 'db' | 'notify'>,
  jobId: string,
  workspaceId: string,
  signal: AbortSignal,
  rereadMs: number,
): AsyncGenerator<CaseGenerationServerMessage> {
  // Heard before the first read: a change between that read and the first wait is not missed.
  const changes = jobChanges(deps.notify, jobId);
  try {
    let sent = -1;
    while (!signal.aborted) {
      const job = await findJobState(deps.db, jobId);
      if (!job) {
        yield { type: 'error', message: generationFailedMessage(null), reason: 'failed' };
        return;
      }
      const log = job.stepLog;
      if (sent === -1) {
        // The first read: where the job is now, or that it is about to start.
        const current = log.at(-1);
        if (job.status === 'queued') {
          yield current
            ? asProgress(current)
            : { type: 'progress', progress: 0, step: 'connecting', message: steps.connecting };
        }
        sent = log.length;
      } else {
        for (; sent < log.length; sent++) {
          const report = log[sent];
          if (report) yield asProgress(report);
        }
      }
      if (job.status !== 'queued') {
        yield* ending(job, workspaceId);
        return;
      }
      await changes.next(rereadMs, signal);
    }
  } finally {
    changes.stop();
  }
}
