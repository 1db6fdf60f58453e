import type { UserData } from '@lexi/shared/api/accounts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { SharedCache } from '../../lib/cache/shared-cache.ts';
import type { SubscriptionRow } from './subscriptions.table.ts';

/** The channel on which every instance hears which users' /user_plan changed. */
export const USER_PLAN_CHANNEL = 'lexi_user_plan_changed';

/**
 * What /user_plan reads of a user, as read: the person as the browser sees them, when their
 * account was made (the free plan counts from then) and their newest live subscription. The plan
 * is computed from it at each answer (its expiry depends on the time).
 */
export type UserPlanRow = { user: UserData; since: Date; subscription: SubscriptionRow | null };
export type UserPlanCache = SharedCache<UserPlanRow>;

export function createUserPlanCache(database: Database, ttlMs: number): UserPlanCache {
  return new SharedCache<UserPlanRow>(database, USER_PLAN_CHANNEL, ttlMs);
}

/**
 * After a change of what /user_plan answers committed (the user's row, a subscription of theirs):
 * every instance forgets these users before the changing call answers. Call it from the service
 * that made the change, after its transaction; a new account needs none (nothing read it yet).
 */
export function userPlansChanged(deps: Pick<Deps, 'userPlans'>, userIds: readonly string[]): Promise<void> {
  return deps.userPlans.invalidate(userIds);
}
