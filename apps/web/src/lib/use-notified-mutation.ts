import { useMutation } from '@tanstack/react-query';
import { errorMessage } from './api-error.ts';
import { notifyError, notifySuccess } from './notify.ts';

interface NotifiedMutationOptions<TVariables> {
  mutationFn: (variables: TVariables) => Promise<{ message: string }>;
  /** Said when the server's answer has no message of its own. */
  success?: string;
  /** Said when the server gives no reason for a failure. */
  failure: string;
  /** After the success is said: closes what was open… */
  close?: () => void;
  /** …then fetches again what the change touched. */
  refresh?: () => Promise<unknown>;
  /** …then anything else that follows the success. */
  onDone?: () => unknown;
}

/** A mutation that says how it went: the server's message (or `success`), or why it failed. */
export function useNotifiedMutation<TVariables>({
  mutationFn,
  success,
  failure,
  close,
  refresh,
  onDone,
}: NotifiedMutationOptions<TVariables>) {
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      notifySuccess(answer.message || (success ?? ''));
      close?.();
      await refresh?.();
      await onDone?.();
    },
    onError: (error) => notifyError(errorMessage(error, failure)),
  });
}
