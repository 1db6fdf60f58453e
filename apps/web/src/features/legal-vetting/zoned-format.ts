/** Dates and times as a person in `timeZone` reads them (Intl does the zone arithmetic). */

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', options);
    cache.set(key, found);
  }
  return found;
}

/** YYYY-MM-DD of an instant in the zone, for grouping by day. */
export function localDay(iso: string, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatter(`day:${timeZone}`, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso))) {
    parts[part.type] = part.value;
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "Monday, 9 March 2026" */
export function dayHeading(iso: string, timeZone: string): string {
  return formatter(`heading:${timeZone}`, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "14:30" */
export function timeOfDay(iso: string, timeZone: string): string {
  return formatter(`time:${timeZone}`, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** "Mon, 9 Mar 2026, 14:30" */
export function dateTime(iso: string, timeZone: string): string {
  return formatter(`datetime:${timeZone}`, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Items grouped by their local day, in order. */
export function groupByDay<T>(
  items: T[],
  isoOf: (item: T) => string,
  timeZone: string,
): { day: string; heading: string; items: T[] }[] {
  const groups: { day: string; heading: string; items: T[] }[] = [];
  for (const item of items) {
    const iso = isoOf(item);
    const day = localDay(iso, timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, heading: dayHeading(iso, timeZone), items: [item] });
  }
  return groups;
}
