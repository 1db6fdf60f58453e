import type { GoverningPlace } from '../draft-context.ts';

export type UkLegalSystem = 'england' | 'scotland' | 'northern_ireland';

/**
 * The UK has three legal systems, and the draft form offers exactly them (the governing states
 * of validation/jurisdiction-rules.ts): Scots law, the law of Northern Ireland, or the law of
 * England and Wales.
 */
export function ukLegalSystem(place: Pick<GoverningPlace, 'state'>): UkLegalSystem {
  if (place.state === 'Scotland') return 'scotland';
  if (place.state === 'Northern Ireland') return 'northern_ireland';
  return 'england';
}
