import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { lockDataDir, processStartTime } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexi-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockOf = (pid: number, start: string | null, nonce = 'theirs') => JSON.stringify({ pid, start, nonce });
const holder = (dir: string) =>
  JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as { pid: number; start: string };

describe('the embedded database directory lock', () => {
  it('refuses a second process while the first lives, and says which', () => {
    const dir = freshDir();
    // The parent of this test process is alive: it stands for another LeXi holding the directory.
    const lock = lockOf(process.ppid, processStartTime(process.ppid));
    writeFileSync(`${dir}.lock`, lock);
    expect(() => lockDataDir(dir)).toThrow(`already open in process ${process.ppid}`);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(lock);
  });

  it('names its holder by PID, start time and nonce, takes over the lock of a process that died, and releases it', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dir}.lock`, lockOf(gone, '123'));
    const release = lockDataDir(dir);
    expect(holder(dir)).toMatchObject({ pid: process.pid, start: processStartTime(process.pid) });
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a stale lock whose PID now belongs to another process (a reused PID)', () => {
    const dir = freshDir();
    // The parent lives, but it is not the process that wrote this lock: it started at another time.
    writeFileSync(`${dir}.lock`, lockOf(process.ppid, 'a-start-time-of-another-process'));
    const release = lockDataDir(dir);
    expect(holder(dir).pid).toBe(process.pid);
    release();
  });

  it("believes an older LeXi's bare-PID lock only while that PID runs Node", async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`already open in process ${process.ppid}`);
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(`${dir}.lock`, String(sleeper.pid));
      const release = lockDataDir(dir);
      expect(holder(dir).pid).toBe(process.pid);
      release();
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('does not release a lock that another process has taken over since', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    const theirs = lockOf(process.ppid, processStartTime(process.ppid));
    writeFileSync(`${dir}.lock`, theirs);
    release();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(theirs);
  });

  it('is held while PGlite is open and let go when it closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexi-lock-'));
    dirs.push(dataDir);
    const lock = join(dataDir, 'pglite.lock');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    await database.close();
    expect(existsSync(lock)).toBe(false);
  });
});
