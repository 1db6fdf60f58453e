import type { PlanData } from '@lexi/shared/api/accounts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { reusedAnswer } from '../../lib/http/reused-answer.ts';
import { toUserData } from '../accounts/user-data.ts';
import { type Plan, type PlanCode, planByCode, plans } from './plans.catalog.ts';
import {
  findCurrentSubscription,
  findUserWithSubscription,
  insertSubscription,
} from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.table.ts';
import type { UserPlanRow } from './user-plan-cache.ts';

function endOf(plan: Plan, start: Date): Date | null {
  if (plan.months === null) return null;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + plan.months);
  return end;
}

export async function subscribe(db: Db, userId: string, code: PlanCode, now = new Date()) {
  const plan = plans[code];
  return insertSubscription(db, { userId, planCode: plan.code, startedAt: now, expiresAt: endOf(plan, now) });
}

/** Whether a subscription is the one in force at `now` (not ended; a cancelled one is never read). */
const isLive = (sub: SubscriptionRow | undefined, now: Date): sub is SubscriptionRow =>
  sub !== undefined && (!sub.expiresAt || sub.expiresAt > now);

/**
 * The plan in force at `now` and what it still allows. An ended (or missing) paid plan falls back
 * to what the free plan allows, counted from zero, since the paid plan ended (or since `freeSince`,
 * the account's creation, when it never had one).
 */
export function toPlanData(sub: SubscriptionRow | undefined, now: Date, freeSince: Date = now): PlanData {
  const live = isLive(sub, now) ? sub : undefined;
  const plan = live ? planByCode(live.planCode) : plans.free;
  const esignUsed = live?.esignUsed ?? 0;
  const aiUsed = live?.aiCreditsUsed ?? 0;
  return {
    code: plan.code,
    name: plan.name,
    esign_limit: plan.esignLimit,
    esign_used: esignUsed,
    esign_remaining: Math.max(0, plan.esignLimit - esignUsed),
    ai_credits_limit: plan.aiCredits,
    ai_credits_used: aiUsed,
    ai_credits_remaining: Math.max(0, plan.aiCredits - aiUsed),
    started_at: (live?.startedAt ?? sub?.expiresAt ?? freeSince).toISOString(),
    expires_at: live?.expiresAt ? live.expiresAt.toISOString() : null,
  };
}

/** The plan a user is on now and what it still allows. */
export async function currentPlan(db: Db, userId: string, now = new Date()): Promise<PlanData> {
  return toPlanData(await findCurrentSubscription(db, userId), now);
}

async function readUserPlan(db: Db, userId: string): Promise<UserPlanRow | undefined> {
  const row = await findUserWithSubscription(db, userId);
  return row && { user: toUserData(row.user), since: row.user.createdAt, subscription: row.subscription };
}

/**
 * The user as the browser sees them with their plan, or undefined when the account is gone: from
 * this instance's cache of the last seconds (see user-plan-cache.ts), else from the database.
 */
export async function userWithPlan(deps: Pick<Deps, 'db' | 'userPlans'>, userId: string, now: Date) {
  const row = await deps.userPlans.read(userId, now.getTime(), () => readUserPlan(deps.db, userId));
  if (!row) return undefined;
  return { user: row.user, plan: toPlanData(row.subscription ?? undefined, now, row.since) };
}

/**
 * /user_plan's answer of each cached read: the same object (written to JSON once, see
 * lib/http/reused-answer.ts) until the plan it shows ends; a new read of the row makes another.
 */
const answers = new WeakMap<UserPlanRow, { until: number; answer: ReturnType<typeof userPlanAnswerOf> }>();

function userPlanAnswerOf(row: UserPlanRow, now: Date) {
  const plan = toPlanData(row.subscription ?? undefined, now, row.since);
  return reusedAnswer({ success: true as const, user_data: { ...row.user, plan } });
}

/** /user_plan: the signed-in user with their plan, or undefined when the account is gone. */
export async function userPlanAnswer(deps: Pick<Deps, 'db' | 'userPlans'>, userId: string, now: Date) {
  const row = await deps.userPlans.read(userId, now.getTime(), () => readUserPlan(deps.db, userId));
  if (!row) return undefined;
  const known = answers.get(row);
  if (known && now.getTime() < known.until) return known.answer;
  const sub = row.subscription ?? undefined;
  // A live plan's answer holds until it ends; the free plan's (or an ended one's) for good.
  const until = isLive(sub, now) && sub.expiresAt ? sub.expiresAt.getTime() : Number.POSITIVE_INFINITY;
  const answer = userPlanAnswerOf(row, now);
  answers.set(row, { until, answer });
  return answer;
}
