import {
  type DateOverride,
  type TimeRange,
  WEEKDAYS,
  type WeeklyHours,
} from '@lexi/shared/api/legal-vetting';
import {
  addDays,
  dateTimeLabel,
  instantOf,
  instantOfLocal,
  localDateAt,
  weekdayIndex,
} from '@lexi/shared/zoned-time';

const MINUTE_MS = 60_000;

export type Availability = {
  timeZone: string;
  weeklyHours: WeeklyHours;
  dateOverrides: DateOverride[];
  meetingMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
};
export type Busy = { start: number; end: number };
export type FreeSlot = { start: number; end: number };

/** The ranges of a lawyer-local date: its override when there is one, else its weekday's hours. */
function rangesOn(date: string, availability: Availability): TimeRange[] {
  const override = availability.dateOverrides.find((o) => o.date === date);
  if (override) return override.ranges;
  return availability.weeklyHours[WEEKDAYS[weekdayIndex(date)] ?? 'mon'];
}

/**
 * Free meeting starts of a lawyer between two instants: each range of their hours (in their own
 * zone, on each of their local dates) cut into meetings of `meetingMinutes` every
 * `meetingMinutes + bufferMinutes`, dropping starts before `now + minNotice` and any meeting that
 * comes within the buffer of a booked one. Wall times are turned into instants per date, so a
 * daylight-saving change on either side moves nothing in the lawyer's day.
 */
export function freeSlots(
  availability: Availability,
  busy: Busy[],
  window: { from: number; to: number },
  now: number,
): FreeSlot[] {
  const zone = availability.timeZone;
  const length = availability.meetingMinutes * MINUTE_MS;
  const step = (availability.meetingMinutes + availability.bufferMinutes) * MINUTE_MS;
  const buffer = availability.bufferMinutes * MINUTE_MS;
  const earliest = Math.max(window.from, now + availability.minNoticeMinutes * MINUTE_MS);
  const slots: FreeSlot[] = [];
  const lastDate = localDateAt(window.to, zone);
  for (let date = localDateAt(window.from, zone); date <= lastDate; date = addDays(date, 1)) {
    for (const range of rangesOn(date, availability)) {
      const rangeStart = startOfRange(date, range.start, zone);
      const rangeEnd = instantOfLocal(date, range.end, zone) ?? startOfRange(date, range.end, zone);
      for (let start = rangeStart; start + length <= rangeEnd; start += step) {
        const end = start + length;
        if (start < earliest || start >= window.to) continue;
        if (busy.some((b) => start < b.end + buffer && b.start - buffer < end)) continue;
        slots.push({ start, end });
      }
    }
  }
  return slots;
}

/** A range that starts in a skipped hour starts when the clocks have jumped. */
function startOfRange(date: string, time: string, zone: string): number {
  const exact = instantOfLocal(date, time, zone);
  if (exact !== null) return exact;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  for (let shift = 1; shift <= 180; shift += 1) {
    const total = hour * 60 + minute + shift;
    const found = instantOf({ year, month, day, hour: Math.floor(total / 60), minute: total % 60 }, zone);
    if (found !== null) return found;
  }
  throw new Error(`no instant for ${date} ${time} in ${zone}`);
}

/** A slot as the asking user reads it: UTC instants, their local date, and a label in their zone. */
export function presentSlot(slot: FreeSlot, zone: string) {
  return {
    start_time: new Date(slot.start).toISOString(),
    end_time: new Date(slot.end).toISOString(),
    day: localDateAt(slot.start, zone),
    label: dateTimeLabel(slot.start, zone),
  };
}

/** Midnight at the start of a local date in `zone`. */
export function startOfLocalDate(date: string, zone: string): number {
  return startOfRange(date, '00:00', zone);
}
