/**
 * Wall-clock time in IANA zones, through the runtime's Intl time-zone data (no offset tables of our
 * own): what a zone's clock shows at an instant, and which instant a zone's wall time names.
 */

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** What the clock of `zone` shows at `instantMs`. */
export function wallTimeAt(instantMs: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(new Date(instantMs))) {
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
  const candidates = [
    guess - offsetAt(guess - 86_400_000 / 2, zone),
    guess - offsetAt(guess + 86_400_000 / 2, zone),
  ];
  const matching = candidates
    .filter((instant) => asUtcMs(wallTimeAt(instant, zone)) === guess)
    .sort((a, b) => a - b);
  return matching[0] ?? null;
}

/** The local date (YYYY-MM-DD) of `zone` at an instant. */
export function localDateAt(instantMs: number, zone: string): string {
  const wall = wallTimeAt(instantMs, zone);
  return isoDate(wall.year, wall.month, wall.day);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date `days` after an ISO date (pure calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
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

const labelFormatters = new Map<string, Intl.DateTimeFormat>();
/** A start time as a person in `zone` reads it: "Mon, 9 Mar 2026, 14:30". */
export function labelIn(instantMs: number, zone: string): string {
  let formatter = labelFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    labelFormatters.set(zone, formatter);
  }
  return formatter.format(new Date(instantMs));
}
