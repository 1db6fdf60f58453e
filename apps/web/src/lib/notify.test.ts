import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { clearStepError, notifyError, notifySuccess } from './notify.ts';

const shown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((toast) => String(toast.message));
};

describe('toasts of a step', () => {
  it('take the error of a step away once the step succeeds', () => {
    notifyError('Failed to save contract', { step: 'save' });
    expect(shown()).toEqual(['Failed to save contract']);
    notifySuccess('Contract saved successfully', { step: 'save' });
    expect(shown()).toEqual(['Contract saved successfully']);
  });

  it('replace the error of a step by its newer error instead of piling them up', () => {
    notifyError('Failed to save contract', { step: 'save' });
    notifyError('The contract is empty. Write or paste its text before saving.', { step: 'save' });
    expect(shown()).toEqual(['The contract is empty. Write or paste its text before saving.']);
  });

  it("leave another step's error alone", () => {
    notifyError('Failed to download file', { step: 'download' });
    notifySuccess('Contract saved successfully', { step: 'save' });
    expect(shown()).toEqual(['Failed to download file', 'Contract saved successfully']);
  });

  it('take an error away on its own when its check passes', () => {
    notifyError('Please fix all errors before saving', { step: 'check' });
    clearStepError('check');
    expect(shown()).toEqual([]);
  });

  it('keep errors of no step until they are dismissed', () => {
    notifyError('Your session has expired. Please sign in again.');
    notifySuccess('Contract saved successfully', { step: 'save' });
    expect(shown()).toHaveLength(2);
  });
});
