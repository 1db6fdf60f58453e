import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpackPgliteImage } from '../../apps/server/src/test/unpack-image.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'server.js');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** What the server printed, for the message of a failed test. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Asks the OS for a port nobody uses. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the production build (`npm run build` first) on a free port with a fresh DATA_DIR, and
 * waits until /readyz answers 200. The browser flows run on the embedded database, the product's
 * default (the integration suites cover PostgreSQL); E2E_DATABASE_URL runs them on PostgreSQL.
 */
export async function startServer(): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` at the repository root first`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'lexi-e2e-'));
  // The migrated database the project's global setup made once, unless the run is on PostgreSQL.
  const image = process.env.LEXI_E2E_PGLITE_IMAGE;
  if (image && !process.env.E2E_DATABASE_URL) unpackPgliteImage(image, dataDir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Links and redirects the server builds (share links, sign sessions) must stay on the origin
    // the browser uses, or its localStorage session would not follow.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  let output = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return { baseUrl, dataDir, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error(`The server was not ready within 60 s:\n${output}`);
}
