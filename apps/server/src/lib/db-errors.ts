/** True when `error` (or the driver error Drizzle wraps) carries this PostgreSQL error code. */
function isPgError(error: unknown, code: string, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === code) {
      return !constraint || pg.constraint === constraint || Boolean(pg.message?.includes(constraint));
    }
  }
  return false;
}

/** PostgreSQL's unique violation (23505), optionally of one constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  isPgError(error, '23505', constraint);

/** PostgreSQL's foreign-key violation (23503), optionally of one constraint. */
export const isForeignKeyViolation = (error: unknown, constraint?: string) =>
  isPgError(error, '23503', constraint);

/** PostgreSQL's exclusion violation (23P01), e.g. two meetings of one lawyer that overlap. */
export const isExclusionViolation = (error: unknown, constraint?: string) =>
  isPgError(error, '23P01', constraint);
