import { dayHeading, localDateAt } from '@lexi/shared/zoned-time';

/** Items grouped by their local day in `timeZone`, in order, each group with its heading. */
export function groupByDay<T>(
  items: T[],
  isoOf: (item: T) => string,
  timeZone: string,
): { day: string; heading: string; items: T[] }[] {
  const groups: { day: string; heading: string; items: T[] }[] = [];
  for (const item of items) {
    const iso = isoOf(item);
    const day = localDateAt(iso, timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, heading: dayHeading(iso, timeZone), items: [item] });
  }
  return groups;
}
