/**
 * An error as it may be written to a log: its kind, message, stack and codes, never the values it
 * carries. Drizzle puts the query's parameters on its error (`params`, and in the message after
 * "params:"), drivers add `detail` ("Key (email)=(…) already exists") and the query text: for a
 * registration that is the password's hash, the email and the phone. Only the fields named here
 * are kept, for the error and each error in its `cause` chain.
 */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column'] as const;
const MAX_CAUSES = 5;

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

/** The message without what follows "params:" (Drizzle's "Failed query: …\nparams: …"). */
function withoutParams(message: string): string {
  const at = message.search(/\n\s*params:/);
  return at < 0 ? message : message.slice(0, at);
}

export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  }
  const message = withoutParams(error.message);
  // The stack's first lines repeat the message: it is rebuilt from the cleaned one and the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const stack = [`${error.name}: ${message}`, ...frames].join('\n');
  const logged: LoggedError = { type: error.name, message, stack };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
