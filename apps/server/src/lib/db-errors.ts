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

/**
 * No connection to the database could be had (refused, cut during the handshake, timed out, pool
 * closed): thrown by the pool of db/client.ts in place of the driver's or the system's error.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/** PostgreSQL's codes of a lost or refused connection: class 08, and the server shutting down or starting. */
const UNAVAILABLE_CODES = /^(08...|57P01|57P02|57P03|53300)$/;
/** The driver's words for a connection lost in the middle of a query, or refused by the server. */
const UNAVAILABLE_TEXT = ['Connection terminated', 'not queryable', 'is not currently accepting connections'];

/**
 * True when `error` (or an error it wraps) says the database cannot be reached now, as opposed to a
 * query it refused: the request may succeed again once the connection comes back. A system error
 * (ECONNREFUSED …) alone says nothing of the database (a mail server or a bucket gives the same),
 * so a connection that could not be made counts only as the pool reports it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof DatabaseUnavailableError) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.some((t) => message.includes(t))) return true;
  }
  return false;
}
