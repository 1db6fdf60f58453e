/**
 * Wall-clock time in IANA zones, through the runtime's Intl time-zone data (no offset tables of our
 * own): what a zone's clock shows at an instant, which instant a zone's wall time names, and dates
 * and times as a person in the zone reads them. An instant is epoch ms or an ISO string.
 */

type Instant = number | string;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const styles = {
  parts: {
    locale: 'en-US',
    options: {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    },
  },
  heading: { locale: 'en-GB', options: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } },
  time: { locale: 'en-GB', options: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } },
  dateTime: {
    locale: 'en-GB',
    options: {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
  },
} satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per style and zone, made once. */
function formatterFor(style: keyof typeof styles, zone: string): Intl.DateTimeFormat {
  const key = `${style}:${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { locale, options } = styles[style];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter;
}

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** What the clock of `zone` shows at an instant. */
export function wallTimeAt(instant: Instant, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor('parts', zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const asUtcMs = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** The zone's offset from UTC at an instant, in ms (+5:30 → 19,800,000). */
export function offsetAt(instantMs: number, zone: string): number {
  const floored = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  return asUtcMs(wallTimeAt(floored, zone)) - floored;
}

/**
 * The instant at which the clock of `zone` shows `wall`, or null when that wall time does not exist
 * there (skipped by a daylight-saving change). An ambiguous time (repeated when clocks go back)
 * gives the earlier instant.
 */
export function instantOf(wall: WallTime, zone: string): number | null {
  const guess = asUtcMs(wall);
  const candidates = [guess - offsetAt(guess - DAY_MS / 2, zone), guess - offsetAt(guess + DAY_MS / 2, zone)];
  const matching = candidates
    .filter((instant) => asUtcMs(wallTimeAt(instant, zone)) === guess)
    .sort((a, b) => a - b);
  return matching[0] ?? null;
}

/** The local date (YYYY-MM-DD) of `zone` at an instant, e.g. for grouping by day. */
export function localDateAt(instant: Instant, zone: string): string {
  const wall = wallTimeAt(instant, zone);
  return isoDate(wall.year, wall.month, wall.day);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date `days` after an ISO date (pure calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, of a calendar date. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The instant a local date and HH:MM name in `zone` (null when skipped). "24:00" is the next midnight. */
export function instantOfLocal(date: string, time: string, zone: string): number | null {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const day = hour === 24 ? addDays(date, 1) : date;
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: dayOfMonth, hour: hour === 24 ? 0 : hour, minute }, zone);
}

/** "Monday, 9 March 2026" */
export function dayHeading(instant: Instant, zone: string): string {
  return formatterFor('heading', zone).format(new Date(instant));
}

/** "14:30" */
export function timeOfDay(instant: Instant, zone: string): string {
  return formatterFor('time', zone).format(new Date(instant));
}

/** A start time as a person in `zone` reads it: "Mon, 9 Mar 2026, 14:30". */
export function dateTimeLabel(instant: Instant, zone: string): string {
  return formatterFor('dateTime', zone).format(new Date(instant));
}
