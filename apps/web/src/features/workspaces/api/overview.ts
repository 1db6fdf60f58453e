import { workspacesOverviewResponse } from '@lexi/shared/api/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/workspaces/overview: the five tiles of the dashboard. */
export const overviewQuery = queryOptions({
  queryKey: ['workspaces', 'overview'],
  queryFn: () => apiRequest('/workspaces/overview', workspacesOverviewResponse, { method: 'GET' }),
  // No toast: the tiles say it in place, so that the dashboard's own failures stay visible.
});
