import { notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { useNotifiedMutation } from './use-notified-mutation.ts';

const shown = () => notificationsStore.getState().notifications.map((toast) => String(toast.message));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useNotifiedMutation', () => {
  it("says the server's reason for a failure, then takes it away when the step is done again and succeeds", async () => {
    let attempt = 0;
    const { result } = renderHook(
      () =>
        useNotifiedMutation({
          mutationFn: async () => {
            attempt += 1;
            if (attempt === 1) throw new ApiError(409, { message: 'Someone changed it meanwhile.' });
            return { message: 'Workspace updated successfully' };
          },
          failure: 'Failed to update litigation workspace',
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync(undefined).catch(() => {}));
    expect(shown()).toEqual(['Someone changed it meanwhile.']);

    await act(() => result.current.mutateAsync(undefined));
    expect(shown()).toEqual(['Workspace updated successfully']);
  });
});
