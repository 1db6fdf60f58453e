import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** What a lock file says: which process holds it, when that process started, and a nonce of its own. */
type LockRecord = { pid: number; start: string | null; nonce: string };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, as the kernel counts it (field 22 of /proc/<pid>/stat, clock ticks since
 * boot): with the PID, it names one process for the life of the machine, where a PID alone is reused.
 * Null where there is no /proc (or no such process).
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The command line of a process, or null (no /proc, or gone). */
function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

function parseLock(text: string): LockRecord | null {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (Number.isInteger(value.pid) && typeof value.nonce === 'string') {
      return { pid: value.pid as number, start: value.start ?? null, nonce: value.nonce };
    }
  } catch {
    // An older LeXi wrote the bare PID.
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && String(pid) === text.trim() ? { pid, start: null, nonce: '' } : null;
}

/**
 * Whether the process a lock names still holds it: it is alive AND it is the same process that
 * wrote the lock (the same start time), not another that was given the same PID after a crash.
 * A lock of an older LeXi (a bare PID, no start time) is believed only while that PID runs Node.
 */
function stillHeld(lock: LockRecord): boolean {
  if (!alive(lock.pid)) return false;
  const start = processStartTime(lock.pid);
  if (lock.start !== null && start !== null) return start === lock.start;
  if (lock.start === null) return /(^|\/)node(\s|$)/.test(commandLine(lock.pid) ?? 'node');
  return true;
}

/**
 * Claims the embedded database directory for this process. PGlite has one writer and no lock of
 * its own: a second process (a second `npm start`, or `npm run demo` while LeXi runs) would corrupt
 * the data. The lock file names this process by PID, start time and a random nonce; a lock whose
 * process has died, or whose PID now belongs to another process, is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  // Beside the directory (DATA_DIR/pglite.lock), not in it: the database's own files stay its own.
  const path = `${dir}.lock`;
  const mine: LockRecord = {
    pid: process.pid,
    start: processStartTime(process.pid),
    nonce: randomBytes(16).toString('hex'),
  };
  const text = JSON.stringify(mine);
  try {
    writeFileSync(path, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    takeOver(path, text);
  }
  return () => {
    try {
      if (parseLock(readFileSync(path, 'utf8'))?.nonce === mine.nonce) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}

/**
 * Replaces a stale lock with ours. The stale file is first moved aside (one rename, which only one
 * of two racing starters wins for a given file) and checked again: if what was moved turns out to be
 * a live lock written meanwhile, it is put back and this start is refused.
 */
function takeOver(path: string, text: string): void {
  const refuse = (holder: number) =>
    new Error(
      `The embedded database in ${path.replace(/\.lock$/, '')} is already open in process ${holder} (LeXi, or npm run demo). Stop that process first, or give this one another DATA_DIR.`,
    );
  const current = parseLock(readFileSync(path, 'utf8'));
  if (current && current.pid !== process.pid && stillHeld(current)) throw refuse(current.pid);
  const aside = `${path}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    const moved = parseLock(readFileSync(aside, 'utf8'));
    if (moved && moved.nonce !== current?.nonce && stillHeld(moved)) {
      linkSync(aside, path);
      throw refuse(moved.pid);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  try {
    writeFileSync(path, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = parseLock(readFileSync(path, 'utf8'));
    throw refuse(winner?.pid ?? 0);
  }
}
