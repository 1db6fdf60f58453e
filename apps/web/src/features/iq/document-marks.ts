import type { Finding } from '@lexi/shared/api/iq';

/** A passage of a finding: which finding, which of its spans, and where it is in the text. */
export type MarkKey = `${number}-${number}`;

export const markKey = (finding: number, span: number): MarkKey => `${finding}-${span}`;

/** The element id of a passage's first piece in the document view (the target of "Show"). */
export const markElementId = (key: MarkKey) => `iq-passage-${key}`;

/** A piece of the text: plain, or inside the passages whose keys it lists. */
export type TextPiece = { start: number; end: number; keys: MarkKey[] };

/**
 * The text cut at every passage's start and end, each piece with the passages that cover it
 * (passages may overlap: two categories can point at one sentence). Offsets outside the text are
 * clipped; an empty text has no pieces.
 */
export function textPieces(textLength: number, findings: readonly Finding[]): TextPiece[] {
  const spans: { key: MarkKey; start: number; end: number }[] = [];
  findings.forEach((finding, f) => {
    finding.spans.forEach((span, s) => {
      const start = Math.max(0, Math.min(span.start, textLength));
      const end = Math.max(start, Math.min(span.end, textLength));
      if (end > start) spans.push({ key: markKey(f, s), start, end });
    });
  });
  const cuts = new Set([0, textLength]);
  for (const span of spans) {
    cuts.add(span.start);
    cuts.add(span.end);
  }
  const points = [...cuts].sort((x, y) => x - y);
  const pieces: TextPiece[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    if (end <= start) continue;
    const keys = spans.filter((s) => s.start <= start && s.end >= end).map((s) => s.key);
    pieces.push({ start, end, keys });
  }
  return pieces;
}
