import type { LawFirmPlan } from '@lexi/shared/api/team';
import type { Db } from '../../db/client.ts';
import { planByCode } from '../plans/plans.catalog.ts';
import { findCurrentSubscription } from '../plans/subscriptions.repository.ts';
import { countSeatsByPlan } from './law-firm.repository.ts';

/**
 * Seats a firm may give its members for each paid plan its admin holds. The free plan has none:
 * every account has it already.
 */
export const SEATS_PER_PLAN: Record<string, number> = { professional: 3, firm: 25 };

/**
 * The firm's plans: the live paid plan of the firm's founding admin, with its seats and how many
 * members hold one. A seat is the member's own subscription of that plan, ending with the firm's.
 */
export async function lawFirmPlans(
  db: Db,
  firm: { organizationId: string; createdBy: string },
  now = new Date(),
): Promise<LawFirmPlan[]> {
  const sub = await findCurrentSubscription(db, firm.createdBy);
  if (!sub || (sub.expiresAt && sub.expiresAt <= now)) return [];
  const total = SEATS_PER_PLAN[sub.planCode];
  if (!total) return [];
  const used = (await countSeatsByPlan(db, firm.organizationId)).get(sub.planCode) ?? 0;
  return [
    {
      code: sub.planCode,
      name: planByCode(sub.planCode).name,
      seats_total: total,
      seats_used: used,
      seats_available: Math.max(0, total - used),
      expires_at: sub.expiresAt ? sub.expiresAt.toISOString() : null,
    },
  ];
}
