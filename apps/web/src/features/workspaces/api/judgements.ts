import { judgementResponse } from '@lexi/shared/api/judgements';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/litigation/judgements/{id}: the judgement's whole text. */
export function judgementQuery(judgementId: string) {
  return queryOptions({
    queryKey: ['judgements', judgementId],
    queryFn: () =>
      apiRequest(`/litigation/judgements/${encodeURIComponent(judgementId)}`, judgementResponse, {
        method: 'GET',
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
