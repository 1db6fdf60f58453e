const counts = new Map<string, number>();

/**
 * A test hook for the fault tests that run LeXi as a real process (see test/server-process.ts):
 * with NODE_ENV=test and LEXI_CRASH_AT=<name> (or <name>:<n>, the n-th time), the process kills
 * itself with SIGKILL when it reaches the point of that name, as a power cut would. Inert otherwise:
 * in production (NODE_ENV is not test) the variable is never read.
 */
export function crashPoint(name: string): void {
  if (process.env.NODE_ENV !== 'test' || !process.env.LEXI_CRASH_AT) return;
  const [point, nth = '1'] = process.env.LEXI_CRASH_AT.split(/:(?=\d+$)/);
  if (point !== name) return;
  const seen = (counts.get(name) ?? 0) + 1;
  counts.set(name, seen);
  if (seen === Number(nth)) process.kill(process.pid, 'SIGKILL');
}
