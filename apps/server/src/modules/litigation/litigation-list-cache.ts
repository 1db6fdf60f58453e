import type { ListLitigationWorkspacesResponse, LitigationWorkspace } from '@lexi/shared/api/litigation';
import type { Database } from '../../db/client.ts';
import type { Changes } from '../../lib/after-commit.ts';
import { SharedCache } from '../../lib/cache/shared-cache.ts';
import { FIRM_MEMBERS, MEMBER_FIRMS } from '../organizations/organizations.repository.ts';
import { ASSIGNED_MEMBERS } from '../workspaces/workspace-members.repository.ts';
import { WORKSPACE_CREATORS, WORKSPACE_FIRMS } from '../workspaces/workspaces.repository.ts';

/** The channel on which every instance hears whose litigation lists changed. */
export const LITIGATION_LIST_CHANNEL = 'lexi_litigation_list_changed';

/** One page of the list as the caller sees it (what the call answers besides its message). */
export type LitigationListPage = { workspaces: LitigationWorkspace[]; num_pages: number };

/**
 * A page as kept: the call's whole answer (made once per read of the database and written to JSON
 * once, see lib/http/reused-answer.ts), with the names under which it is forgotten (`listTags`).
 */
export type CachedListPage = { answer: Readonly<ListLitigationWorkspacesResponse>; tags: readonly string[] };
export type LitigationListCache = SharedCache<CachedListPage>;

/**
 * Pages of 50 workspaces with their teams weigh tens of kilobytes: fewer of them than the
 * per-user caches keep, which is still every page and search of a thousand busy people.
 */
const MAX_PAGES = 1_000;

export function createLitigationListCache(database: Database, ttlMs: number): LitigationListCache {
  return new SharedCache<CachedListPage>(database, LITIGATION_LIST_CHANNEL, ttlMs, {
    maxEntries: MAX_PAGES,
    tagsOf: (cached) => cached.tags,
  });
}

const userTag = (userId: string) => `user:${userId}`;
const firmTag = (organizationId: string) => `firm:${organizationId}`;

/**
 * Where a page is kept: per person, page, case type and search, joined by NUL. Only the search,
 * last, could hold one (a uuid, a number and an enum cannot), so two queries never share a scope.
 */
export function listScope(
  userId: string,
  query: { page: number; search?: string | undefined; case_type?: string | undefined },
): string {
  return `${userId}\0${query.page}\0${query.case_type ?? ''}\0${query.search ?? ''}`;
}

/**
 * The names a page is forgotten under. What a person sees depends on themselves (their firm and
 * role, the workspaces they made or are assigned to) and, inside a firm, on the firm's workspaces
 * and members; outside any firm only on the workspaces they made, which their own name covers.
 */
export function listTags(userId: string, organizationId: string | undefined): string[] {
  return organizationId ? [userTag(userId), firmTag(organizationId)] : [userTag(userId)];
}

/**
 * After a commit (lib/after-commit.ts): the pages of the people and firms it concerns are
 * forgotten on every instance before the writing call answers. A workspace's write (or its case's,
 * or its team's) concerns its firm and its creator; an assignment, the member too; a change of
 * who is in a firm or of a role, the person and the firm. The repositories record these on every
 * write, so no service has to remember it.
 */
export async function litigationListsChanged(cache: LitigationListCache, changes: Changes): Promise<void> {
  const ids = (topic: string) => [...(changes.get(topic) ?? [])];
  const names = [
    ...[WORKSPACE_FIRMS, MEMBER_FIRMS].flatMap(ids).map(firmTag),
    ...[WORKSPACE_CREATORS, ASSIGNED_MEMBERS, FIRM_MEMBERS].flatMap(ids).map(userTag),
  ];
  if (names.length > 0) await cache.invalidate(names);
}
