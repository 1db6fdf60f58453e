import type { Lawyer, Meeting } from '@lexi/shared/api/legal-vetting';
import { canonicalTimeZone } from '@lexi/shared/time-zones';
import type { UserRow } from '../accounts/users.table.ts';
import type { LawyerRecord } from './lawyers.repository.ts';
import type { MeetingRow } from './meetings.table.ts';

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** A lawyer as clients see them: no email, phone or availability rules. */
export function toLawyer({ user, profile, firmName }: LawyerRecord): Lawyer {
  return {
    username: user.username,
    name: fullName(user),
    firm_name: firmName,
    practice_areas: profile.practiceAreas,
    jurisdictions: profile.jurisdictions,
    languages: profile.languages,
    years_experience: profile.yearsExperience,
    fee_amount: profile.feeAmount,
    fee_currency: profile.feeCurrency,
    bio: profile.bio,
    time_zone: canonicalTimeZone(profile.timeZone),
    meeting_minutes: profile.meetingMinutes,
  };
}

export function toMeeting(
  row: MeetingRow,
  people: { client: UserRow; lawyer: UserRow; lawyerTimeZone: string | null },
  viewerId: string,
): Meeting {
  return {
    id: row.id,
    start_time: row.startsAt.toISOString(),
    end_time: row.endsAt.toISOString(),
    meeting_purpose: row.purpose,
    message: row.message,
    status: row.cancelledAt ? 'cancelled' : 'scheduled',
    role: row.lawyerId === viewerId ? 'lawyer' : 'client',
    lawyer: {
      username: people.lawyer.username,
      name: fullName(people.lawyer),
      time_zone: canonicalTimeZone(people.lawyerTimeZone ?? 'UTC'),
    },
    client: { username: people.client.username, name: fullName(people.client) },
  };
}
