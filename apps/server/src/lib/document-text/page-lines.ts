import type { TextRun } from './pdf-page-items.ts';

/** A line of text in reading order, with where it sits on its page (PDF user space, y up). */
export type Line = { text: string; x: number; right: number; y: number; size: number };

/** Text that sits together on one baseline, with no wide gap inside it. */
type Segment = Line;
type Row = { y: number; segments: Segment[] };

/**
 * Two runs are on one row when their heights (baseline to baseline + size) overlap by this share of
 * the smaller one: same-size runs whose baselines are within 0.4 em, and a superscript or a
 * subscript with the line it belongs to ("2nd", "x²"), but not a large heading just above the text.
 */
const SAME_ROW_OVERLAP = 0.6;
/** A gap wider than this (in ems) ends a segment: it may be a column gutter or a tab stop. */
const SEGMENT_GAP_EM = 1.2;
/** A gap wider than this (in ems) between two runs is a space, when neither run brings one. */
const SPACE_GAP_EM = 0.12;
/** Rows each side of a gutter, at least, for text to count as columns. */
const MIN_COLUMN_ROWS = 3;
/** A column of prose is this wide at least (in ems), its lines this long (in characters). */
const MIN_COLUMN_EMS = 12;
const MIN_COLUMN_CHARACTERS = 20;

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Joins two pieces of one line, with a space where the page shows one. */
function joinText(left: Segment, run: TextRun): string {
  const gap = run.x - left.right;
  const spaced = /\s$/.test(left.text) || /^\s/.test(run.text);
  return spaced || gap <= SPACE_GAP_EM * Math.min(left.size, run.size)
    ? left.text + run.text
    : `${left.text} ${run.text}`;
}

/** Some producers draw a run twice, a hair apart, to fake bold: the copy is not text. */
const isOverprint = (a: Segment, run: TextRun) =>
  a.text.endsWith(run.text) && Math.abs(a.right - (run.x + run.width)) < 1 && run.text.trim().length > 0;

/** How much of the smaller of two runs' heights the two share (1: one inside the other). */
function heightOverlap(a: { y: number; size: number }, b: { y: number; size: number }): number {
  const shared = Math.min(a.y + a.size, b.y + b.size) - Math.max(a.y, b.y);
  return shared / Math.max(Math.min(a.size, b.size), 1e-6);
}

/**
 * Runs → rows (top to bottom) of segments (left to right). A row's baseline and size are its
 * largest run's: a superscript met first (it sits higher) gives way to the line it belongs to.
 */
function rowsOf(runs: TextRun[]): Row[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    if (row && heightOverlap(row, run) >= SAME_ROW_OVERLAP) {
      row.runs.push(run);
      if (run.size > row.size) {
        row.y = run.y;
        row.size = run.size;
      }
    } else {
      rows.push({ y: run.y, size: run.size, runs: [run] });
    }
  }
  return rows.map((row) => {
    const segments: Segment[] = [];
    for (const run of row.runs.sort((a, b) => a.x - b.x)) {
      const last = segments.at(-1);
      if (last && isOverprint(last, run)) continue;
      if (last && run.x - last.right <= SEGMENT_GAP_EM * Math.max(last.size, run.size)) {
        last.text = joinText(last, run);
        last.right = Math.max(last.right, run.x + run.width);
        last.size = Math.max(last.size, run.size);
        continue;
      }
      segments.push({ text: run.text, x: run.x, right: run.x + run.width, y: row.y, size: run.size });
    }
    return { y: row.y, segments };
  });
}

const crosses = (row: Row, x: number) => row.segments.some((s) => s.x < x && s.right > x);
const leftOf = (row: Row, x: number) => row.segments.filter((s) => s.right <= x);
const rightOf = (row: Row, x: number) => row.segments.filter((s) => s.x >= x);

/**
 * Whether the rows either side of x read as two columns of prose: each side has a few rows, lines
 * that run most of the way to the column's edge, and widths of the same order. A cause title
 * ("Name ...... Petitioner") or a list of labels and values has a short, ragged side and fails.
 */
function isColumnPair(rows: Row[], x: number): boolean {
  const sides = [rows.flatMap((r) => leftOf(r, x)), rows.flatMap((r) => rightOf(r, x))];
  const rowsWith = [
    rows.filter((r) => leftOf(r, x).length > 0),
    rows.filter((r) => rightOf(r, x).length > 0),
  ];
  if (rowsWith.some((side) => side.length < MIN_COLUMN_ROWS)) return false;
  const widths = sides.map((segments) => {
    const left = Math.min(...segments.map((s) => s.x));
    const right = Math.max(...segments.map((s) => s.right));
    return { left, right, width: right - left, ends: median(segments.map((s) => s.right)) };
  });
  const [a, b] = widths;
  if (!a || !b || a.width <= 0 || b.width <= 0) return false;
  const filled = widths.every((w) => w.ends >= w.right - 0.25 * w.width);
  const alike = Math.min(a.width, b.width) / Math.max(a.width, b.width) >= 0.45;
  const lineWidths = sides.map((segments) => median(segments.map((s) => s.right - s.x)));
  const em = median(sides.flat().map((s) => s.size));
  const prose = sides.every(
    (segments, i) =>
      (lineWidths[i] ?? 0) >= Math.max(0.5 * (widths[i]?.width ?? 0), MIN_COLUMN_EMS * em) &&
      median(segments.map((s) => s.text.trim().length)) >= MIN_COLUMN_CHARACTERS,
  );
  return filled && alike && prose;
}

/** Candidate gutters: the middles of the wide gaps inside rows, a few points apart at most. */
function gutterCandidates(rows: Row[]): number[] {
  const seen = new Set<number>();
  for (const row of rows) {
    for (let i = 1; i < row.segments.length; i++) {
      const before = row.segments[i - 1];
      const after = row.segments[i];
      if (before && after) seen.add(Math.round((before.right + after.x) / 2 / 4) * 4);
    }
  }
  return [...seen];
}

/** Runs of consecutive rows that no segment crosses at x. */
function blocksAt(rows: Row[], x: number): Row[][] {
  const blocks: Row[][] = [[]];
  for (const row of rows) {
    if (crosses(row, x)) blocks.push([]);
    else blocks.at(-1)?.push(row);
  }
  return blocks.filter((block) => block.length > 0);
}

/** Where the page's text splits into columns, and how many rows read as columns there. */
function bestGutter(rows: Row[]): { x: number; covered: number } | null {
  let best: { x: number; covered: number } | null = null;
  for (const x of gutterCandidates(rows)) {
    const covered = blocksAt(rows, x)
      .filter((block) => isColumnPair(block, x))
      .reduce((n, block) => n + block.length, 0);
    if (covered > 0 && (!best || covered > best.covered)) best = { x, covered };
  }
  return best;
}

const rowLine = (row: Row): Line => {
  const first = row.segments[0];
  const last = row.segments.at(-1);
  return {
    text: row.segments.map((s) => s.text.trim()).join('  '),
    x: first?.x ?? 0,
    right: last?.right ?? 0,
    y: row.y,
    size: Math.max(...row.segments.map((s) => s.size)),
  };
};

/**
 * Rows in reading order: where a block of rows reads as two columns, the left column (itself
 * perhaps in columns) comes before the right one; rows across the gutter (titles, full-width
 * paragraphs) stay where they are. XY-cut in spirit, with gutters found by clustering the gaps.
 */
function orderRows(rows: Row[], depth = 0): Line[] {
  const gutter = depth < 3 ? bestGutter(rows) : null;
  if (!gutter) return rows.map(rowLine);
  const { x } = gutter;
  const lines: Line[] = [];
  let block: Row[] = [];
  const flush = () => {
    if (block.length === 0) return;
    if (isColumnPair(block, x)) {
      const side = (pick: typeof leftOf) =>
        block.map((r) => ({ y: r.y, segments: pick(r, x) })).filter((r) => r.segments.length > 0);
      lines.push(...orderRows(side(leftOf), depth + 1), ...orderRows(side(rightOf), depth + 1));
    } else {
      lines.push(...block.map(rowLine));
    }
    block = [];
  };
  for (const row of rows) {
    if (crosses(row, x)) {
      flush();
      lines.push(rowLine(row));
    } else {
      block.push(row);
    }
  }
  flush();
  return lines;
}

/** A page's text runs as lines in reading order. */
export function pageLines(runs: TextRun[]): Line[] {
  return orderRows(rowsOf(runs)).filter((line) => line.text.trim() !== '');
}
