import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, newPerson } from './account-fixtures.ts';
import { createFreshPostgres, runsOn } from './test-databases.ts';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '..', 'server.ts');
const demoEntry = join(dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'demo.ts');

/**
 * This process's environment with the target's: without a DATABASE_URL of its own, the embedded
 * target must not inherit the one the suite runs with (that would put it on PostgreSQL).
 */
function targetEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  return merged;
}

/** `npm run demo` on the same data: verified accounts, among them the law-firm admin rao.firm. */
function seedDemo(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', demoEntry], {
    env: { ...targetEnv(env), LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    encoding: 'utf8',
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

/** Starts the real server in its own process and waits until it is ready. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...targetEnv(env),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  // Generous: a restart after SIGKILL replays the write-ahead log, on a machine busy with other tests.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${stderr}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const postJson = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

async function signIn(base: string, username: string): Promise<string> {
  const login = await postJson(base, '/api/login', { username, password: 'LeXi-Demo-2026!' });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

const targets: {
  name: string;
  env: () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}[] = [
  {
    name: 'pglite',
    async env() {
      const dir = mkdtempSync(join(tmpdir(), 'lexi-persist-'));
      return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
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

for (const target of targets) {
  describe(`data survives [${target.name}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const c of cleanups) await c();
    });

    it('accounts, a workspace and its note survive a graceful restart (SIGTERM) and a crash (SIGKILL)', {
      timeout: 240_000,
    }, async () => {
      const { env, drop } = await target.env();
      cleanups.push(drop);
      const first = newPerson();
      const second = newPerson();

      const a = await startServer(env);
      expect((await postJson(a.base, '/api/register', first)).status).toBe(200);
      a.child.kill('SIGTERM');
      expect(await exited(a.child)).toBe(0);

      seedDemo(env);
      const b = await startServer(env);
      const again = await postJson(b.base, '/api/register', first);
      expect(again.status).toBe(409);
      expect((await postJson(b.base, '/api/register', second)).status).toBe(200);
      // A firm's litigation workspace with a note, answered just before the crash.
      const token = await signIn(b.base, 'rao.firm');
      const created = await postJson(
        b.base,
        '/api/litigation/create-workspace/',
        {
          workspace_name: 'Sharma v. Verma',
          case_type: 'Civil',
          client_name: 'Sharma',
          opponent_name: 'Verma',
          area_of_law: 'Property law',
        },
        token,
      );
      expect(created.status).toBe(200);
      const workspaceId = ((await created.json()) as { data: { id: string } }).data.id;
      const note = await postJson(
        b.base,
        '/api/litigation/add-note/',
        { workspace_id: workspaceId, content: 'Hearing moved to 4 December.' },
        token,
      );
      expect(note.status).toBe(200);
      b.child.kill('SIGKILL');
      await exited(b.child);

      const c = await startServer(env);
      try {
        for (const person of [first, second]) {
          const login = await postJson(c.base, '/api/login', {
            username: person.username,
            password: GOOD_PASSWORD,
          });
          // The account is there: a correct password reaches the verification step.
          expect(login.status).toBe(403);
          expect(((await login.json()) as { email_verified: boolean }).email_verified).toBe(false);
        }
        const token = await signIn(c.base, 'rao.firm');
        const list = await fetch(`${c.base}/api/litigation/get-litigation-workspaces/?page=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { workspaces } = (await list.json()) as {
          workspaces: { id: string; workspace_name: string }[];
        };
        expect(workspaces.map((w) => w.workspace_name)).toEqual(['Sharma v. Verma']);
        const notes = await postJson(
          c.base,
          '/api/litigation/get-notes/',
          { workspace_id: workspaces[0]?.id },
          token,
        );
        expect(
          ((await notes.json()) as { notes: { content: string }[] }).notes.map((n) => n.content),
        ).toEqual(['Hearing moved to 4 December.']);
      } finally {
        c.child.kill('SIGTERM');
        await exited(c.child);
      }
    });
  });
}
