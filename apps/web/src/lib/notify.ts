import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Dismiss message' };

/**
 * A step the user may try again (saving a contract, sending a link, loading a list): its error toast
 * has the step's id, so that a new failure replaces the old toast and a success takes it away.
 */
export interface StepOption {
  step?: string;
  /** A heading above the message, when the toast says two things (what, then why). */
  title?: string;
}

/** The error toast shown for each step, until the step succeeds or fails again. */
const stepErrors = new Map<string, string>();

/** Takes away the error toast of a step, when one is shown. */
export function clearStepError(step: string): void {
  const shown = stepErrors.get(step);
  if (shown === undefined) return;
  stepErrors.delete(step);
  notifications.hide(shown);
}

/** Toasts: the spec's way of telling the user what happened. */
export function notifySuccess(message: string, { step, title }: StepOption = {}): void {
  if (step) clearStepError(step);
  notifications.show({ color: 'teal', title, message, autoClose: 5000, closeButtonProps });
}

export function notifyError(message: string, { step }: StepOption = {}): void {
  if (step) clearStepError(step);
  const id = notifications.show({
    color: 'red',
    message,
    autoClose: 8000,
    closeButtonProps,
    onClose: () => {
      if (step && stepErrors.get(step) === id) stepErrors.delete(step);
    },
  });
  if (step) stepErrors.set(step, id);
}
