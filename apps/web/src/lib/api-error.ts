import { commonMessages } from '@lexi/shared/messages/common';

/** The JSON body of an error answer, kept whole: some refusals (login) carry more than the common fields. */
export type ApiErrorBody = Record<string, unknown>;

/**
 * A failed call: the HTTP status (0 when the server could not be reached or answered something
 * unreadable) and the server's JSON body, so that callers can prefer the server's message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | null;
  /** True when the client already dealt with it (an expired session): callers show nothing more. */
  readonly handled: boolean;
  /** True when the server answered, but not in the shape of the call's shared schema. */
  readonly malformed: boolean;

  constructor(
    status: number,
    body: ApiErrorBody | null,
    options: { handled?: boolean; malformed?: boolean; cause?: unknown } = {},
  ) {
    super(stringField(body, 'message') ?? `Request failed with status ${status}`, { cause: options.cause });
    this.status = status;
    this.body = body;
    this.handled = options.handled ?? false;
    this.malformed = options.malformed ?? false;
  }

  /** The server's sentence for a person, when it sent one. */
  get serverMessage(): string | undefined {
    return stringField(this.body, 'message');
  }

  /** The server's stable code, such as `accounts.username_taken`. */
  get code(): string | undefined {
    return stringField(this.body, 'code');
  }

  /** Per-field messages of a validation or conflict answer. */
  get fields(): Record<string, string> {
    const fields = this.body?.fields;
    if (!fields || typeof fields !== 'object') return {};
    const result: Record<string, string> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') result[key] = value;
    }
    return result;
  }
}

function stringField(body: ApiErrorBody | null, key: string): string | undefined {
  const value = body?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A refusal that a retry will not change (not found, not yours, expired, malformed): a 4xx other
 * than a timeout or a rate limit. No connection, a server error or a rate limit may pass.
 */
export function isLastingRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The spec's rule for every toast of a failure: the server's message where present, otherwise
 * the fallback text of the catalogue. An unreachable server gets its own sentence.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 0) return commonMessages.networkError;
  return fallback;
}
