import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { createFreshPostgres, runsOn } from './test-databases.ts';
import { unpackPgliteImage } from './unpack-image.ts';

/**
 * LeXi as a real process, for the tests that must stop it the hard way (SIGKILL, or a crash point:
 * lib/crash-point.ts) and start it again on the same data.
 */
const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '..', 'server.ts');
/** The bundle `npm run build` makes, which `npm start` runs. */
export const builtServerEntry = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'dist',
  'server.js',
);
const demoEntry = join(dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'demo.ts');

/**
 * How a child runs a script: from the run's build of the sources when there is one (global-setup.ts;
 * it starts in a fraction of the time tsx takes to compile the server), else the source through tsx.
 */
function sourceOrTestBuild(source: string, bundled: string): string[] {
  const build = process.env.LEXI_TEST_BUILD;
  return build ? [join(build, bundled)] : ['--import', 'tsx', source];
}

/** The environment of a child: ours, with `env` over it; an empty value removes the variable. */
function childEnv(env: Record<string, string>, extra: Record<string, string>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env, ...extra };
  for (const [key, value] of Object.entries(merged)) if (value === '') delete merged[key];
  return merged;
}

/** `npm run demo` on the same data: verified accounts, among them the law-firm admin rao.firm. */
export function seedDemo(env: Record<string, string>) {
  const result = spawnSync(process.execPath, sourceOrTestBuild(demoEntry, 'demo.js'), {
    env: childEnv(env, { LOG_LEVEL: 'warn', NODE_ENV: 'test' }),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`demo seeding failed: ${result.stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real server in its own process and waits until it is ready: from the sources, or
 * (`built`) from the bundle, as `npm start` runs it.
 */
export async function startServer(env: Record<string, string>, options: { built?: boolean } = {}) {
  const port = await freePort();
  const args = options.built ? [builtServerEntry] : sourceOrTestBuild(serverEntry, 'server.js');
  const child = spawn(process.execPath, args, {
    env: childEnv(env, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  // Generous: a restart after SIGKILL replays the write-ahead log, on a machine busy with other tests.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) })).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${stderr}`);
}

/** When the child has exited; at once if it already has (by a code or, as after SIGKILL, a signal). */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

export const postJson = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });

export async function signIn(base: string, username: string): Promise<string> {
  const login = await postJson(base, '/api/login', { username, password: 'LeXi-Demo-2026!' });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

export const targets: {
  name: string;
  env: () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}[] = [
  {
    name: 'pglite',
    async env() {
      const dir = mkdtempSync(join(tmpdir(), 'lexi-persist-'));
      unpackPgliteImage(inject('pgliteImage'), dir);
      // The embedded database, even when this test run has DATABASE_URL set for the other target.
      return {
        env: { DATA_DIR: dir, DATABASE_URL: '' },
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
].filter(() => runsOn('pglite'));
const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  targets.push({
    name: 'postgres',
    async env() {
      const dir = mkdtempSync(join(tmpdir(), 'lexi-persist-'));
      const fresh = await createFreshPostgres(pgUrl);
      return {
        env: { DATA_DIR: dir, DATABASE_URL: fresh.url },
        drop: async () => {
          await fresh.drop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  });
}
