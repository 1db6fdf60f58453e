/**
 * An error as a value: a stable code, an HTTP status, a sentence for the person, and optional
 * extra fields the spec puts on the error answer (e.g. `email_verified: false`).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}
