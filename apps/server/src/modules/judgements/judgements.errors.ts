import { messages } from '@lexi/shared/messages';
import { AppError } from '../../lib/app-error.ts';

export const judgementErrors = {
  notFound: () => new AppError('judgements.not_found', 404, messages.judgements.own.notFound),
};
