import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { S3RVER_KEYS, startS3rver } from './s3rver.ts';
import { exited, startServer } from './server-process.ts';
import { createFreshPostgres } from './test-databases.ts';

export type Instance = Awaited<ReturnType<typeof startServer>> & { dataDir: string };

/**
 * What the tests of several real LeXi processes share (two-instances*.test.ts): one fresh
 * PostgreSQL database, one S3-compatible server with the bucket, the environment every instance
 * gets alike (`env`, with `extra` over it), and `start`, which starts one more instance on them,
 * each with a DATA_DIR of its own (nothing shared on disk). `sql` is the test's own look at the
 * database, for what no route shows (job rows, a date to set). `stop` ends the instances still
 * running (SIGTERM) and removes everything.
 */
export async function startInstances(adminUrl: string, extra: Record<string, string> = {}) {
  const fresh = await createFreshPostgres(adminUrl);
  const s3 = await startS3rver(['lexi-files']);
  const env: Record<string, string> = {
    DATABASE_URL: fresh.url,
    STORAGE_URL: `s3://lexi-files?endpoint=${s3.endpoint}&region=us-east-1`,
    S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    APP_SECRET: 'two-instances-secret-two-instances-secret',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...extra,
  };
  const dirs: string[] = [];
  const started: Instance[] = [];
  const sql = new pg.Pool({ connectionString: fresh.url, max: 1 });
  // As the app's pools: an idle connection the server ends (a forced drop, a restart) must not
  // end the test run with an uncaught error.
  sql.on('error', () => {});
  const newDataDir = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexi-instance-'));
    dirs.push(dataDir);
    return dataDir;
  };
  return {
    env,
    s3,
    sql,
    newDataDir,
    async start(own: Record<string, string> = {}): Promise<Instance> {
      const dataDir = newDataDir();
      const instance = { ...(await startServer({ ...env, ...own, DATA_DIR: dataDir })), dataDir };
      started.push(instance);
      return instance;
    },
    async stop() {
      for (const instance of started) {
        instance.child.kill('SIGTERM');
        await exited(instance.child);
      }
      await sql.end();
      await s3.stop();
      await fresh.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every 250 ms, at most `tries` times, until it holds; answers whether it did. */
export async function eventually(check: () => Promise<boolean>, tries = 120): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
