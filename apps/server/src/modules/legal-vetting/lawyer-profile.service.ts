import type { LawyerProfileInput } from '@lexi/shared/api/legal-vetting';
import { roleMay } from '@lexi/shared/team-roles';
import { canonicalTimeZone } from '@lexi/shared/time-zones';
import type { Deps } from '../../deps.ts';
import { findUserById } from '../accounts/users.repository.ts';
import type { LawyerProfileRow } from './lawyer-profiles.table.ts';
import { findProfile, firmRoleOf, upsertProfile } from './lawyers.repository.ts';
import { vettingErrors } from './legal-vetting.errors.ts';

/** A lawyer account, or a firm member whose role may offer legal vetting (team-roles.ts). */
export async function mayOfferVetting(deps: Deps, userId: string): Promise<boolean> {
  const user = await findUserById(deps.db, userId);
  if (!user) return false;
  if (user.accountType === 'lawyer') return true;
  const role = await firmRoleOf(deps.db, userId);
  return role !== null && roleMay(role, 'offerLegalVetting');
}

export function toProfileInput(row: LawyerProfileRow): LawyerProfileInput {
  return {
    practice_areas: row.practiceAreas as LawyerProfileInput['practice_areas'],
    jurisdictions: row.jurisdictions as LawyerProfileInput['jurisdictions'],
    languages: row.languages,
    years_experience: row.yearsExperience,
    fee_amount: row.feeAmount,
    fee_currency: row.feeCurrency as LawyerProfileInput['fee_currency'],
    bio: row.bio,
    time_zone: canonicalTimeZone(row.timeZone),
    weekly_hours: row.weeklyHours,
    date_overrides: row.dateOverrides,
    meeting_minutes: row.meetingMinutes,
    buffer_minutes: row.bufferMinutes,
    min_notice_minutes: row.minNoticeMinutes,
    accepts_requests: row.acceptsRequests,
  };
}

export async function readMyProfile(deps: Deps, userId: string) {
  const [mayOffer, row] = await Promise.all([mayOfferVetting(deps, userId), findProfile(deps.db, userId)]);
  return { may_offer: mayOffer, profile: row ? toProfileInput(row) : null };
}

/** Writes the caller's profile and availability; only those who may offer vetting have one. */
export async function saveMyProfile(deps: Deps, userId: string, input: LawyerProfileInput) {
  if (!(await mayOfferVetting(deps, userId))) throw vettingErrors.profileNotAllowed();
  const row = await upsertProfile(deps.db, {
    userId,
    practiceAreas: input.practice_areas,
    jurisdictions: input.jurisdictions,
    languages: input.languages,
    yearsExperience: input.years_experience,
    feeAmount: input.fee_amount,
    feeCurrency: input.fee_currency,
    bio: input.bio,
    timeZone: input.time_zone,
    weeklyHours: input.weekly_hours,
    dateOverrides: [...input.date_overrides].sort((a, b) => a.date.localeCompare(b.date)),
    meetingMinutes: input.meeting_minutes,
    bufferMinutes: input.buffer_minutes,
    minNoticeMinutes: input.min_notice_minutes,
    acceptsRequests: input.accepts_requests,
  });
  return { may_offer: true, profile: toProfileInput(row) };
}
