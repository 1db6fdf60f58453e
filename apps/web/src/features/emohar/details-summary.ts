import type { EmoharParty } from '@lexi/shared/api/emohar';
import { formatDay } from '../../lib/format-date.ts';
import type { CounterPartyData } from './emohar-store.ts';

/** Whether the details call has been made: the contract type is required by both calls. */
export function hasContractDetails(party: EmoharParty, details: CounterPartyData): boolean {
  if (details.contractType === '') return false;
  return party === 'single' || details.counterParty !== '';
}

/**
 * The one-line summary of a document's details: "Lease agreement, signed by you alone, ends
 * 31 Jan 2027" or "Lease agreement with Ravi Menon, ends 31 Jan 2027" (the day written as on the
 * dashboard and in the documents inbox). A document signed alone never names a counter party.
 */
export function detailsSummary(party: EmoharParty, details: CounterPartyData): string {
  const ends = details.expiryDate ? `, ends ${formatDay(details.expiryDate)}` : '';
  if (!hasContractDetails(party, details)) {
    return party === 'single'
      ? 'Signed by you alone. No contract details yet.'
      : 'Signed with a counter party. No contract details yet.';
  }
  return party === 'single'
    ? `${details.contractType}, signed by you alone${ends}`
    : `${details.contractType} with ${details.counterParty}${ends}`;
}
