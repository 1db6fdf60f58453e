import { messages } from '@lexi/shared/messages';
import { AppError } from '../app-error.ts';

/** The refusal of hostile text in one field: 400 with the catalogue's sentence beside it. */
export function unsafeTextError(field: string): AppError {
  return new AppError('request.unsafe_text', 400, messages.common.unsafeText, {
    fields: { [field]: messages.common.unsafeText },
  });
}
