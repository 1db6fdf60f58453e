import type { RegisterRequest } from '@lexi/shared/api/accounts';
import { messages } from '@lexi/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { register } from '../api/register.ts';

/** POST /api/register; the server's per-field refusals go back to the form's fields. */
export function useRegister(options: {
  onRegistered: (username: string) => void;
  onFieldErrors: (fields: Record<string, string>) => void;
}) {
  return useMutation({
    mutationFn: (input: RegisterRequest) => register(input),
    onSuccess: (answer) => {
      notifySuccess(answer.message || messages.accounts.registered);
      options.onRegistered(answer.user_data.username);
    },
    onError: (error) => {
      notifyError(errorMessage(error, messages.common.serverError));
      if (error instanceof ApiError) options.onFieldErrors(error.fields);
    },
  });
}
