import { readFileSync, rmSync, writeFileSync } from 'node:fs';

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
 * Claims the embedded database directory for this process. PGlite has one writer and no lock of
 * its own: a second process (a second `npm start`, or `npm run demo` while LeXi runs) would corrupt
 * the data. A lock left by a process that has died (a crash) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  // Beside the directory (DATA_DIR/pglite.lock), not in it: the database's own files stay its own.
  const path = `${dir}.lock`;
  const mine = String(process.pid);
  try {
    writeFileSync(path, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is already open in process ${holder} (LeXi, or npm run demo). Stop that process first, or give this one another DATA_DIR.`,
      );
    }
    writeFileSync(path, mine);
  }
  return () => {
    try {
      if (readFileSync(path, 'utf8') === mine) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}
