import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../lib/api-error.ts';
import { clearStepError, notifyError } from '../lib/notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * A query names the spec's fallback toast for its failure; the server's message is preferred.
     * `malformedMessage` is said instead when the answer came but not in the expected shape.
     */
    queryMeta: { errorMessage?: string; malformedMessage?: string };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const fallback = query.meta?.errorMessage;
        if (!fallback || (error instanceof ApiError && error.handled)) return;
        const malformed =
          error instanceof ApiError && error.malformed ? query.meta?.malformedMessage : undefined;
        notifyError(malformed ?? errorMessage(error, fallback), { step: query.queryHash });
      },
      // Loading it again worked: the toast of the failed load is no longer true.
      onSuccess: (_data, query) => clearStepError(query.queryHash),
    }),
    defaultOptions: {
      queries: {
        // A refused call (4xx) will be refused again; only a lost connection or a 5xx is worth one retry.
        retry: (failureCount, error) =>
          failureCount < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
