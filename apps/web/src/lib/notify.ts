import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Dismiss message' };

/** Toasts: the spec's way of telling the user what happened. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 5000, closeButtonProps });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 8000, closeButtonProps });
}
