import { US_STATES } from '@lexi/shared/validation/jurisdiction-rules';

// Longest first, so that "West Virginia" is read before "Virginia".
const STATE = new RegExp(`\\b(${[...US_STATES].sort((a, b) => b.length - a.length).join('|')})\\b`);

/** The first US state the text names, or null. */
export function usStateIn(text: string): string | null {
  return STATE.exec(text)?.[1] ?? null;
}
