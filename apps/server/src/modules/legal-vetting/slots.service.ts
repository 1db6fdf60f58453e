import type { SlotsRequest } from '@lexi/shared/api/legal-vetting';
import { canonicalTimeZone } from '@lexi/shared/time-zones';
import { addDays, localDateAt } from '@lexi/shared/zoned-time';
import type { Deps } from '../../deps.ts';
import { type Availability, freeSlots, presentSlot, startOfLocalDate } from './free-slots.ts';
import type { LawyerProfileRow } from './lawyer-profiles.table.ts';
import { findOfferingLawyer } from './lawyers.repository.ts';
import { vettingErrors } from './legal-vetting.errors.ts';
import { lawyerBusy } from './meetings.repository.ts';

const DAY_MS = 86_400_000;

export const availabilityOf = (profile: LawyerProfileRow): Availability => ({
  timeZone: profile.timeZone,
  weeklyHours: profile.weeklyHours,
  dateOverrides: profile.dateOverrides,
  meetingMinutes: profile.meetingMinutes,
  bufferMinutes: profile.bufferMinutes,
  minNoticeMinutes: profile.minNoticeMinutes,
});

/** Free slots of a lawyer in [from, to), given their booked meetings (one being moved left out). */
export async function lawyerFreeSlots(
  deps: Deps,
  lawyerId: string,
  profile: LawyerProfileRow,
  window: { from: number; to: number },
  exceptMeetingId?: string,
) {
  const margin = DAY_MS + profile.bufferMinutes * 60_000;
  const busy = await lawyerBusy(
    deps.db,
    lawyerId,
    new Date(window.from - margin),
    new Date(window.to + margin),
    exceptMeetingId,
  );
  return freeSlots(
    availabilityOf(profile),
    busy.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
    window,
    deps.now().getTime(),
  );
}

/** POST /slots/: the lawyer's free slots over `days` days of the asking user's calendar. */
export async function slotsFor(deps: Deps, request: SlotsRequest & { days: number }) {
  const record = await findOfferingLawyer(deps.db, request.lawyer_username);
  if (!record) throw vettingErrors.lawyerNotFound();
  const zone = request.time_zone ?? canonicalTimeZone(record.profile.timeZone);
  const firstDay = request.from ?? localDateAt(deps.now().getTime(), zone);
  const window = {
    from: startOfLocalDate(firstDay, zone),
    to: startOfLocalDate(addDays(firstDay, request.days), zone),
  };
  const slots = await lawyerFreeSlots(deps, record.user.id, record.profile, window);
  return {
    lawyer_username: record.user.username,
    time_zone: zone,
    lawyer_time_zone: canonicalTimeZone(record.profile.timeZone),
    meeting_minutes: record.profile.meetingMinutes,
    availability: slots.map((slot) => presentSlot(slot, zone)),
  };
}
