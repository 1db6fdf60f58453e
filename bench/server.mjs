// Shared by the benchmarks that start the production server (bench/run.mjs, bench/scaleout.mjs): the
// environment of a bench server, seeding it with the built scripts, and starting it on a free port.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

/**
 * The environment of a bench server: production mode, its own fresh DATA_DIR, no rate limit to
 * speak of, the event-loop probe on, and the database of `databaseUrl` (the embedded one without).
 */
export function benchEnv(databaseUrl, extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lexi-bench-')),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    EVENT_LOOP_PROBE: 'true',
    ...extra,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Runs one of the built scripts (apps/server/dist/<name>.js) on that environment. */
export function runScript(name, env, stdio = 'inherit') {
  execFileSync(process.execPath, [`apps/server/dist/${name}.js`], { cwd: root, env, stdio });
}

/**
 * Starts the built server (as `npm start` does) on a free port with `env` and waits for /readyz.
 * `stop` ends it (SIGTERM) and removes its DATA_DIR.
 */
export async function startBenchServer(env, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  // An end the bench did not ask for says so (a crash under load would otherwise show only as a refused connection).
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`bench server ${base} exited by itself (code ${code}, signal ${signal})`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, child, stop };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('server did not start');
}
