import type { Line } from './page-lines.ts';

/** How many lines at the top and at the foot of a page may be a running header or footer. */
const EDGE_LINES = 3;
/** Two lines this close (points) on different pages are "at the same place". */
const SAME_PLACE = 6;

/** What stays the same from page to page: case and spacing aside, and any number counted as one. */
const shapeOf = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

const edgeLines = (lines: Line[]): Line[] => {
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  return [...new Set([...byHeight.slice(0, EDGE_LINES), ...byHeight.slice(-EDGE_LINES)])];
};

/**
 * Running headers and footers: lines near the top or the foot of a page that come back, with the
 * same words (numbers aside) at the same place, on most pages (at least two). Returns, per page,
 * the lines to keep, and the running lines found (once each).
 */
export function dropRunningLines(pages: Line[][]): { pages: Line[][]; dropped: string[] } {
  const withText = pages.filter((lines) => lines.length > 0).length;
  if (withText < 2) return { pages, dropped: [] };
  const needed = Math.max(2, Math.ceil(withText * 0.5));
  const places = new Map<string, { y: number; pages: Set<number> }[]>();
  pages.forEach((lines, page) => {
    for (const line of edgeLines(lines)) {
      const shape = shapeOf(line.text);
      if (shape.length === 0) continue;
      const spots = places.get(shape) ?? [];
      const spot = spots.find((s) => Math.abs(s.y - line.y) <= SAME_PLACE);
      if (spot) spot.pages.add(page);
      else spots.push({ y: line.y, pages: new Set([page]) });
      places.set(shape, spots);
    }
  });
  const isRunning = (line: Line) =>
    places
      .get(shapeOf(line.text))
      ?.some((spot) => spot.pages.size >= needed && Math.abs(spot.y - line.y) <= SAME_PLACE) ?? false;
  const dropped = new Set<string>();
  const kept = pages.map((lines) => {
    const edges = new Set(edgeLines(lines));
    return lines.filter((line) => {
      if (!edges.has(line) || !isRunning(line)) return true;
      dropped.add(line.text.trim());
      return false;
    });
  });
  return { pages: kept, dropped: [...dropped] };
}

/** "12", "- 12 -", "Page 12", "Page 12 of 40", "12/40", ":12:", "[12]", "xii": a page number alone. */
const PAGE_NUMBER =
  /^[\s\-–—:.[(]*(?:page\s*)?(?:\d{1,4}|[ivxlc]{1,7})(?:\s*(?:of|\/)\s*\d{1,4})?[\s\-–—:.\])]*$/i;

export const isPageNumber = (text: string) => PAGE_NUMBER.test(text.trim());

/** Drops a page number standing alone as the top or the bottom line of a page. */
export function dropPageNumbers(lines: Line[]): { lines: Line[]; dropped: string[] } {
  if (lines.length === 0) return { lines, dropped: [] };
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  const edges = new Set([byHeight[0], byHeight.at(-1)]);
  const isNumber = (line: Line) => edges.has(line) && isPageNumber(line.text);
  return {
    lines: lines.filter((line) => !isNumber(line)),
    dropped: lines.filter(isNumber).map((line) => line.text.trim()),
  };
}
