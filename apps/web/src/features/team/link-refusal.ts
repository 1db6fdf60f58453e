import { ApiError } from '../../lib/api-error.ts';

/** A refusal of an emailed team link itself (unknown, withdrawn, used, expired): no form can help. */
export const isLinkRefusal = (error: unknown) =>
  error instanceof ApiError && typeof error.code === 'string' && error.code.startsWith('team.link_');
