import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { enqueueLive, runOwedJobsFor } from '../../lib/jobs/job-queue.ts';
import { cancelQueuedJob, findQueuedJobByKey } from '../../lib/jobs/jobs.repository.ts';
import { listCases } from '../litigation/litigation-cases.repository.ts';
import { editableWorkspace, type Viewer, visibleWorkspace } from '../workspaces/workspace-access.ts';
import { casePackageErrors } from './case-package.errors.ts';
import { latestVersion } from './case-packages.repository.ts';
import { generateCaseJob, generationKey } from './generate-case.job.ts';

export type GenerationStart =
  | { generated: true; version: number; workspaceId: string }
  | { generated: false; jobId: string; created: boolean; workspaceId: string };

/** Runs the owed generation of a workspace now, in the background (any runner would, later). */
export type Kick = (workspaceId: string) => void;

export function backgroundKick(deps: Deps, track: (work: Promise<unknown>) => void): Kick {
  return (workspaceId) => track(runOwedJobsFor(deps, generateCaseJob, 'workspace_id', workspaceId));
}

/**
 * Starts (or finds) the generation of a workspace's package. A queued or running job is found, not
 * doubled (one live job per workspace, by the job's live key). Without `newVersion` a workspace
 * that has a package answers it (initialize-case/: done). Watching needs sight of the workspace;
 * starting a job needs the right to change it.
 */
export async function startGeneration(
  deps: Deps,
  viewer: Viewer,
  workspaceId: string,
  options: { newVersion: boolean; kick: Kick },
): Promise<GenerationStart> {
  // A new version is a change of the workspace; watching a running job is not.
  const access = options.newVersion
    ? await editableWorkspace(deps.db, viewer, workspaceId, 'litigation')
    : await visibleWorkspace(deps.db, viewer, workspaceId, 'litigation');
  const id = access.row.id;
  const live = await findQueuedJobByKey(deps.db, generationKey(id));
  if (live) {
    // Owed since the case's commit (or a crash): run it now unless a runner holds it already.
    options.kick(id);
    return { generated: false, jobId: live.id, created: false, workspaceId: id };
  }
  if (!options.newVersion) {
    const version = await latestVersion(deps.db, id);
    if (version !== null) return { generated: true, version, workspaceId: id };
  }
  await editableWorkspace(deps.db, viewer, id, 'litigation');
  if ((await listCases(deps.db, id)).length === 0) throw casePackageErrors.noCase();
  const job = await enqueueLive(
    deps.db,
    generateCaseJob,
    { workspace_id: id },
    generationKey(id),
    deps.now(),
  );
  options.kick(id);
  return { generated: false, jobId: job.id, created: job.created, workspaceId: id };
}

/** Cancels the workspace's running generation: its watchers see 'Generation cancelled by user'. */
export async function cancelGeneration(deps: Deps, viewer: Viewer, workspaceId: string): Promise<boolean> {
  const access = await editableWorkspace(deps.db, viewer, workspaceId, 'litigation');
  const live = await findQueuedJobByKey(deps.db, generationKey(access.row.id));
  if (!live) return false;
  return cancelQueuedJob(deps.db, live.id, messages.litigation.generationCancelledByUser, deps.now());
}
