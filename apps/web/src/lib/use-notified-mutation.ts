import { useMutation } from '@tanstack/react-query';
import { errorMessage } from './api-error.ts';
import { notifyError, notifySuccess } from './notify.ts';

interface NotifiedMutationOptions<TVariables> {
  mutationFn: (variables: TVariables) => Promise<{ message: string }>;
  /** Said when the server's answer has no message of its own. */
  success?: string;
  /** Said when the server gives no reason for a failure. */
  failure: string;
  /** The step whose error toast a success takes away; the failure text names it by default. */
  step?: string;
  /** After the success is said: closes what was open… */
  close?: () => void;
  /** …then fetches again what the change touched. */
  refresh?: () => Promise<unknown>;
  /** …then anything else that follows the success. */
  onDone?: () => unknown;
}

/**
 * A mutation that says how it went: the server's message (or `success`), or why it failed; a
 * success takes away the error toast of an earlier failure of the same step.
 */
export function useNotifiedMutation<TVariables>({
  mutationFn,
  success,
  failure,
  step = failure,
  close,
  refresh,
  onDone,
}: NotifiedMutationOptions<TVariables>) {
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      notifySuccess(answer.message || (success ?? ''), { step });
      close?.();
      await refresh?.();
      await onDone?.();
    },
    onError: (error) => notifyError(errorMessage(error, failure), { step }),
  });
}
