import type { ContractExpiryDate, DashboardContract, FormattedExpiryDates } from '@lexi/shared/api/dashboard';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { kindOf } from '../contracts/contract-access.ts';
import { userWithPlan } from '../plans/plans.service.ts';
import { listDashboardItems } from './dashboard.repository.ts';

const DAY_MS = 86_400_000;
const daysFrom = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/**
 * The dashboard of spec §3: the user, their contracts and drafts, and every expiry date of their
 * contracts and e-mohar documents, soonest first (`formatted_expiry_dates`, a JSON string). The
 * user is /user_plan's, from the same cache (see user-plan-cache.ts); the items come from the
 * dashboard's own cache (dashboard-cache.ts), forgotten after every commit that wrote the owner's
 * contracts or documents. The days left are computed here, at each answer.
 */
export async function dashboardData(
  deps: Pick<Deps, 'db' | 'userPlans' | 'dashboardItems'>,
  userId: string,
  now = new Date(),
) {
  const [account, items] = await Promise.all([
    userWithPlan(deps, userId, now),
    deps.dashboardItems.read(userId, now.getTime(), () => listDashboardItems(deps.db, userId)),
  ]);
  if (!account || !items) throw new AppError('accounts.not_found', 404, 'This account no longer exists.');
  const { contracts: contractRows, documents } = items;
  const today = now.toISOString().slice(0, 10);

  const contracts: DashboardContract[] = contractRows.map((row) => ({
    id: row.id,
    title: row.title,
    contract_type: row.contractType,
    status: row.status,
    type: kindOf(row),
    counter_party_name: row.counterPartyName,
    expiry_date: row.expiryDate,
    updated_at: row.updatedAt.toISOString(),
    emohar_id: row.emoharId,
    signed_at: row.sealedAt?.toISOString() ?? null,
  }));

  const expiries: ContractExpiryDate[] = [
    ...contractRows.flatMap((row) =>
      row.expiryDate
        ? [
            {
              id: row.id,
              source: 'contract' as const,
              title: row.title,
              counter_party_name: row.counterPartyName,
              expiry_date: row.expiryDate,
              days_left: daysFrom(today, row.expiryDate),
            },
          ]
        : [],
    ),
    ...documents.flatMap((doc) =>
      doc.expiryDate
        ? [
            {
              id: doc.id,
              source: 'emohar' as const,
              title: doc.title,
              counter_party_name: doc.counterPartyName,
              expiry_date: doc.expiryDate,
              days_left: daysFrom(today, doc.expiryDate),
            },
          ]
        : [],
    ),
  ].sort((a, b) => a.expiry_date.localeCompare(b.expiry_date) || a.title.localeCompare(b.title));

  const formatted: FormattedExpiryDates = { contract_expiry_dates: expiries };
  return { user_data: account.user, formatted_expiry_dates: JSON.stringify(formatted), contracts };
}
