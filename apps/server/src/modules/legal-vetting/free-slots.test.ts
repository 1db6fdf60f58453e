import { instantOfLocal, offsetAt } from '@lexi/shared/zoned-time';
import { describe, expect, it } from 'vitest';
import { type Availability, freeSlots } from './free-slots.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const none: never[] = [];
const nineToTwelve: Availability = {
  timeZone: 'America/New_York',
  weeklyHours: {
    mon: [{ start: '09:00', end: '12:00' }],
    tue: none,
    wed: none,
    thu: none,
    fri: none,
    sat: none,
    sun: [{ start: '01:00', end: '04:00' }],
  },
  dateOverrides: [],
  meetingMinutes: 30,
  bufferMinutes: 10,
  minNoticeMinutes: 0,
};

describe('zoned time', () => {
  it('reads offsets from the runtime time-zone data, +5:30 included', () => {
    expect(offsetAt(at('2026-03-09T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
    expect(offsetAt(at('2026-03-07T12:00:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(offsetAt(at('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });

  it('knows that 02:30 does not exist in New York on 8 March 2026, and that 01:30 on 1 November happens twice', () => {
    expect(instantOfLocal('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    // The earlier of the two: still daylight time (UTC-4).
    expect(iso(instantOfLocal('2026-11-01', '01:30', 'America/New_York') ?? 0)).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('free slots', () => {
  const window = { from: at('2026-03-09T00:00:00Z'), to: at('2026-03-10T00:00:00Z') };

  it('steps by meeting plus buffer and keeps the buffer around a booked meeting', () => {
    const free = freeSlots(nineToTwelve, [], window, 0).map((s) => iso(s.start));
    // 09:00, 09:40, 10:20, 11:00 EDT (11:40 would end after 12:00).
    expect(free).toEqual([
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T13:40:00.000Z',
      '2026-03-09T14:20:00.000Z',
      '2026-03-09T15:00:00.000Z',
    ]);
    // A meeting booked elsewhere 10:55–11:25 EDT: 10:20–10:50 is within 10 minutes of it, and 11:00 overlaps.
    const busy = [{ start: at('2026-03-09T14:55:00Z'), end: at('2026-03-09T15:25:00Z') }];
    expect(freeSlots(nineToTwelve, busy, window, 0).map((s) => iso(s.start))).toEqual([
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T13:40:00.000Z',
    ]);
  });

  it('skips the hour the clocks jump over', () => {
    const sunday = { from: at('2026-03-08T00:00:00Z'), to: at('2026-03-09T00:00:00Z') };
    // 01:00 EST to 04:00 EDT on the night of the change is two real hours: 01:00 and 01:40 EST, then 03:20 EDT.
    expect(freeSlots(nineToTwelve, [], sunday, 0).map((s) => iso(s.start))).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:40:00.000Z',
      '2026-03-08T07:20:00.000Z',
    ]);
  });
});
