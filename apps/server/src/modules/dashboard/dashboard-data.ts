import type { ContractExpiryDate, DashboardContract, FormattedExpiryDates } from '@lexi/shared/api/dashboard';
import { messages } from '@lexi/shared/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { reusedAnswer } from '../../lib/http/reused-answer.ts';
import { kindOf } from '../contracts/contract-access.ts';
import { userWithPlan } from '../plans/plans.service.ts';
import { listDashboardItems } from './dashboard.repository.ts';
import type { DashboardItems } from './dashboard-cache.ts';

const DAY_MS = 86_400_000;
const daysFrom = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** The answer's items made of one read of them, on one day (the days left count from it). */
function itemsAnswer({ contracts: contractRows, documents }: DashboardItems, today: string) {
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
  return { formatted_expiry_dates: JSON.stringify(formatted), contracts };
}

type ItemsAnswer = ReturnType<typeof itemsAnswer>;
type UserData = NonNullable<Awaited<ReturnType<typeof userWithPlan>>>['user'];

/** The whole answer of one user's dashboard. */
function dashboardAnswer(user: UserData, items: ItemsAnswer) {
  return reusedAnswer({
    success: true as const,
    message: messages.dashboard.own.loaded,
    user_data: user,
    ...items,
  });
}

/**
 * The answer made of each cached read, for its day and the cached user: the repeated answers of
 * one cache entry are the same object (nothing changes them), written to JSON once (see
 * lib/http/reused-answer.ts); a new day, a new read of the items or of the user makes another.
 */
const answers = new WeakMap<
  DashboardItems,
  { today: string; user: UserData; answer: ReturnType<typeof dashboardAnswer> }
>();

function answerOf(user: UserData, items: DashboardItems, today: string) {
  const known = answers.get(items);
  if (known?.today === today && known.user === user) return known.answer;
  const answer = dashboardAnswer(
    user,
    known?.today === today ? pick(known.answer) : itemsAnswer(items, today),
  );
  answers.set(items, { today, user, answer });
  return answer;
}

const pick = ({ formatted_expiry_dates, contracts }: ItemsAnswer) => ({ formatted_expiry_dates, contracts });

/**
 * The dashboard of spec §3: the user, their contracts and drafts, and every expiry date of their
 * contracts and e-mohar documents, soonest first (`formatted_expiry_dates`, a JSON string). The
 * user is /user_plan's, from the same cache (see user-plan-cache.ts); the items come from the
 * dashboard's own cache (dashboard-cache.ts), forgotten after every commit that wrote the owner's
 * contracts or documents. The days left count from the day of the answer (`now`): the answer is
 * made again from the cached rows when the day changed.
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
  return answerOf(account.user, items, now.toISOString().slice(0, 10));
}
