import {
  type CaseGenerationServerMessage,
  type CaseGenerationStep,
  caseGenerationStep,
} from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import type { Db } from '../../db/client.ts';
import { findJobState } from '../../lib/jobs/jobs.repository.ts';
import { generationFailedMessage } from './case-package.errors.ts';
import { generationResult } from './generate-case.job.ts';

const l = messages.litigation;
const steps = l.own.generation.steps;

/** How often a live connection reads its job's row (the row is the truth across instances). */
export const FOLLOW_POLL_MS = 400;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

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

/**
 * The messages of a generation job for its live connection: where the job is at once (a
 * reconnection resumes there), then every step it reports after that, in order, from the row's step
 * log (so a notice step between two polls is not missed), then `complete` with the version
 * written, or `error` when it was cancelled or failed for good. Ends when `signal` aborts (the
 * connection closed); the job itself goes on.
 */
export async function* followGeneration(
  db: Db,
  jobId: string,
  workspaceId: string,
  signal: AbortSignal,
  pollMs = FOLLOW_POLL_MS,
): AsyncGenerator<CaseGenerationServerMessage> {
  let sent = -1;
  while (!signal.aborted) {
    const job = await findJobState(db, jobId);
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
    if (job.status === 'done') {
      const result = generationResult.safeParse(job.result);
      if (!result.success) {
        yield { type: 'error', message: generationFailedMessage(null), reason: 'failed' };
        return;
      }
      yield { type: 'progress', progress: 100, step: 'complete', message: steps.complete };
      yield {
        type: 'complete',
        message: l.own.generation.complete,
        generated: true,
        version: result.data.version,
        workspace_id: workspaceId,
      };
      return;
    }
    if (job.status === 'cancelled') {
      yield { type: 'error', message: l.generationCancelledByUser, reason: 'cancelled' };
      return;
    }
    if (job.status === 'failed') {
      yield { type: 'error', message: generationFailedMessage(job.lastError), reason: 'failed' };
      return;
    }
    await sleep(pollMs, signal);
  }
}
