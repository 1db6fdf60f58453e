import type { Jurisdiction } from '@lexi/shared/countries';
import type { DraftContext, RoleParty } from '../draft-context.ts';

/**
 * What changes with the legal system rather than with the contract type: how parties are
 * described, governing law and disputes, data protection, stamp duty, third-party rights,
 * electronic signature. Each jurisdiction writes these once, in its own file.
 */
export interface JurisdictionLaw {
  readonly jurisdiction: Jurisdiction;
  intro(ctx: DraftContext, title: string): string;
  /** The words after the party's name, ending with its defined role. */
  partyDetails(ctx: DraftContext, party: RoleParty): string;
  businessDay(ctx: DraftContext): string;
  interpretation(ctx: DraftContext): string[];
  dataProtection(ctx: DraftContext): string[];
  /** Empty where the jurisdiction has no stamp duty on the contract. */
  stampDuty(ctx: DraftContext): string[];
  authority(ctx: DraftContext): string[];
  governingLaw(ctx: DraftContext): string[];
  disputeResolution(ctx: DraftContext): string[];
  thirdPartyRights(ctx: DraftContext): string;
  electronicSignature(ctx: DraftContext): string;
  closing(ctx: DraftContext): string;
}
