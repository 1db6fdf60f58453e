import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexi-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database directory lock', () => {
  it('refuses a second process while the first lives, and says which', () => {
    const dir = freshDir();
    // The parent of this test process is alive: it stands for another LeXi holding the directory.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`already open in process ${process.ppid}`);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that died, and releases it', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dir}.lock`, String(gone));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('is held while PGlite is open and let go when it closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexi-lock-'));
    dirs.push(dataDir);
    const lock = join(dataDir, 'pglite.lock');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });
});
