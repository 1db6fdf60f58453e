import { messages } from '@lexi/shared/messages';
import { AppError } from '../app-error.ts';

/** How long a client told "busy" should wait before it tries again (the Retry-After header). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Every thread (or slot) busy and the queue full: the call answers 503 with the catalogue's
 * sentence and a Retry-After, at once, instead of waiting in a line that only grows.
 */
export const workerBusy = () =>
  new AppError('server.busy', 503, messages.common.busy, { retry_after: BUSY_RETRY_AFTER_SECONDS });
