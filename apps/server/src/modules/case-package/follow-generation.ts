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

/**
 * The messages of a generation job for its live connection: its current progress at once (a
 * reconnection resumes where the job is), each change of progress or step, then `complete` with
 * the version written, or `error` when it was cancelled or failed for good. Ends when `signal`
 * aborts (the connection closed); the job itself goes on.
 */
export async function* followGeneration(
  db: Db,
  jobId: string,
  workspaceId: string,
  signal: AbortSignal,
  pollMs = FOLLOW_POLL_MS,
): AsyncGenerator<CaseGenerationServerMessage> {
  let last = '';
  while (!signal.aborted) {
    const job = await findJobState(db, jobId);
    if (!job) {
      yield { type: 'error', message: generationFailedMessage(null), reason: 'failed' };
      return;
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
    const parsed = caseGenerationStep.safeParse(job.step);
    const step: CaseGenerationStep = parsed.success ? parsed.data : 'connecting';
    const message = parsed.success ? (job.stepMessage ?? steps[step]) : steps.connecting;
    const key = `${job.progress}|${step}|${message}`;
    if (key !== last) {
      last = key;
      yield { type: 'progress', progress: job.progress, step, message };
    }
    await sleep(pollMs, signal);
  }
}
