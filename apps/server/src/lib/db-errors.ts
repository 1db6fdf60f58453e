/** True when `error` (or the driver error Drizzle wraps) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505') {
      return !constraint || pg.constraint === constraint || Boolean(pg.message?.includes(constraint));
    }
  }
  return false;
}
