import type { Database } from '../../db/client.ts';
import type { Changes } from '../../lib/after-commit.ts';
import { SharedCache } from '../../lib/cache/shared-cache.ts';
import { CONTRACT_OWNERS } from '../contracts/contracts.repository.ts';
import { EMOHAR_DOCUMENT_OWNERS } from '../emohar/emohar-documents.repository.ts';
import type { listDashboardItems } from './dashboard.repository.ts';

/** The channel on which every instance hears whose dashboard items changed. */
export const DASHBOARD_CHANNEL = 'lexi_dashboard_changed';

/** The dashboard's items of one owner as read (the days left are computed at each answer). */
export type DashboardItems = Awaited<ReturnType<typeof listDashboardItems>>;
export type DashboardCache = SharedCache<DashboardItems>;

export function createDashboardCache(database: Database, ttlMs: number): DashboardCache {
  return new SharedCache<DashboardItems>(database, DASHBOARD_CHANNEL, ttlMs);
}

/**
 * After a commit (lib/after-commit.ts): the owners whose contracts or e-mohar documents it wrote
 * are forgotten on every instance before the writing call answers. The repositories of both
 * tables record them on every write, so no service has to remember it.
 */
export async function dashboardItemsChanged(cache: DashboardCache, changes: Changes): Promise<void> {
  const owners = [CONTRACT_OWNERS, EMOHAR_DOCUMENT_OWNERS].flatMap((topic) => [
    ...(changes.get(topic) ?? []),
  ]);
  if (owners.length > 0) await cache.invalidate(owners);
}
