import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const script = fileURLToPath(new URL('./import-judgements.ts', import.meta.url));

/** `npm run judgements:import -- <folder>` as a person runs it, on an embedded database in DATA_DIR. */
describe('the judgements:import command', () => {
  const work = mkdtempSync(join(tmpdir(), 'lexi-import-cmd-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const dataDir = join(work, 'data');
  const folder = join(work, 'corpus');
  mkdirSync(join(folder, 'casedocs'), { recursive: true });
  mkdirSync(join(folder, 'statutes'), { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  const run = (...args: string[]) =>
    spawnSync(join(root, 'node_modules/.bin/tsx'), [script, ...args], { cwd: work, env, encoding: 'utf8' });

  // Re-importing (an update, not a duplicate) is tested in process in modules/judgements.
  it('imports a folder into the embedded database of DATA_DIR', async () => {
    writeFileSync(
      join(folder, 'casedocs', 'K1.txt'),
      'Asha v Ravi\nSupreme Court of India\n\n1 July 2010\nFirst text.',
    );
    writeFileSync(
      join(folder, 'statutes', 'S1.txt'),
      'Title: Theft\nDesc: Whoever takes property dishonestly.',
    );
    const first = run('corpus');
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/Imported 1 judgements and 1 statutes/);
    expect(first.status).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.query<{ id: string; text: string; year: number }>(
        "select id, text, year from judgements where source = 'import'",
      );
      expect(rows).toEqual([{ id: 'K1', text: expect.stringMatching(/First text\.$/), year: 2010 }]);
      expect(await database.query('select id, title from statutes')).toEqual([{ id: 'S1', title: 'Theft' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a missing folder', () => {
    expect(run('no-such-folder')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/does not exist/),
    });
  }, 60_000);
});
