import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectFirstVersionWatched,
  watchGenerationOverHttp,
  workspaceWithCaseOverHttp,
} from '../modules/case-package/case-package.fixture.ts';
import { eventually, startInstances } from './instance-pair.ts';
import { exited, postJson, seedDemo, signIn } from './server-process.ts';
import { runsOn } from './test-databases.ts';

const url = process.env.DATABASE_URL;
const CRASH_STEP = 'judgements_generated';

type JobRow = {
  status: string;
  attempts: number;
  progress: number;
  step: string | null;
  lease_until: Date | null;
  updated_at: Date;
};

/**
 * Two real LeXi processes on one PostgreSQL database and one bucket (as two-instances.test.ts):
 * A dies with SIGKILL in the middle of a case generation it holds; B, after A's lease has lapsed,
 * takes the job up again and finishes it, and a live connection to B sees it complete.
 */
describe.runIf(url && runsOn('postgres'))('kill -9 of an instance mid case-generation', () => {
  let pair: Awaited<ReturnType<typeof startInstances>>;

  beforeAll(async () => {
    // A lease long enough that a live holder is never robbed between its steps on a busy machine,
    // short enough for the test; every runner looks for lapsed leases each second.
    pair = await startInstances(url ?? '', { JOB_LEASE_SECONDS: '8', JOB_POLL_SECONDS: '1' });
    // The demo accounts (rao.firm: a law-firm admin). Seeded with its files on a disk of its own:
    // the seeding blocks this process, where the S3 server runs (the test uses no demo file).
    seedDemo({ ...pair.env, STORAGE_URL: '', DATA_DIR: pair.newDataDir() });
  }, 300_000);

  afterAll(async () => {
    await pair?.stop();
  }, 60_000);

  const jobOf = async (workspaceId: string) => {
    const { rows } = await pair.sql.query<JobRow>(
      `select status, attempts, progress, step, lease_until, updated_at from jobs
        where kind = 'litigation.generate_case' and payload->>'workspace_id' = $1`,
      [workspaceId],
    );
    return rows;
  };

  it('B takes the job up after A’s lease lapses and finishes it once', { timeout: 240_000 }, async () => {
    // A kills itself (SIGKILL) when its generation reaches the crash step.
    const a = await pair.start({ LEXI_CRASH_AT: `generate-case:${CRASH_STEP}` });
    const token = await signIn(a.base, 'rao.firm');
    // The case's commit owes the generation job; A's runner (the only one so far) claims it.
    const workspaceId = await workspaceWithCaseOverHttp(a.base, token);
    expect(await eventually(async () => (await jobOf(workspaceId))[0]?.attempts === 1)).toBe(true);
    // B starts now that A holds the job: its runner could not have taken it first.
    const starting = pair.start();
    const timer = setTimeout(() => a.child.kill('SIGTERM'), 120_000);
    await exited(a.child);
    clearTimeout(timer);
    expect(a.child.signalCode).toBe('SIGKILL');
    // As A left it: still owed, one attempt (A's), its progress at the crash step, A's lease.
    const [left] = await jobOf(workspaceId);
    expect(left).toMatchObject({ status: 'queued', attempts: 1, step: CRASH_STEP, progress: 60 });
    const lease = left?.lease_until;
    expect(lease).toBeInstanceOf(Date);

    const b = await starting;
    // B's live connection re-attaches to the job (its row is the source of truth), and stays on it
    // while B's runner takes the job up once A's lease has lapsed and runs it to its end.
    const received = await watchGenerationOverHttp(b.base, token, workspaceId);
    expectFirstVersionWatched(received, workspaceId);

    // One job, done at the second attempt (B's), after A's lease ran out.
    const jobs = await jobOf(workspaceId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'done', attempts: 2, progress: 100 });
    expect(jobs[0]?.updated_at.getTime()).toBeGreaterThan(lease?.getTime() ?? Number.POSITIVE_INFINITY);
    // Exactly one version written, readable from B.
    const versions = await pair.sql.query<{ version: number }>(
      'select version from case_packages where workspace_id = $1',
      [workspaceId],
    );
    expect(versions.rows.map((r) => r.version)).toEqual([1]);
    const pkg = await postJson(
      b.base,
      '/api/litigation/get-case-package/',
      { workspace_id: workspaceId },
      token,
    );
    expect(pkg.status).toBe(200);
    const body = (await pkg.json()) as { versions: { version: number }[]; drafts: unknown[] };
    expect(body.versions.map((v) => v.version)).toEqual([1]);
    expect(body.drafts.length).toBeGreaterThan(0);
  });
});
