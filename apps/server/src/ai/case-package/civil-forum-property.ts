import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import type { CauseContext } from './civil-cause-text.ts';
import { type CivilClaim, hasCause } from './civil-claim.ts';

type Side = 'victim' | 'accused';
type Step = (c: CauseContext, side: Side) => string | null;

/** What a claim about land needs before and at filing, by cause and jurisdiction. */
const STEPS: Record<Jurisdiction, Readonly<Record<string, readonly Step[]>>> = {
  IN: {
    'Specific performance': [
      (c) =>
        `Sue where ${c.property} is situate (Section 16 CPC), valuing the suit and paying court fee under the state’s Court Fees Act on the price agreed.`,
      (_c, side) =>
        side === 'victim'
          ? 'Check the agreement’s stamp duty before filing (an instrument not duly stamped is admitted only on paying the duty and penalty, Section 35 Indian Stamp Act 1899 or the state’s stamp law); an unregistered agreement is still received as evidence of the contract in a suit for specific performance (proviso to Section 49 Registration Act 1908).'
          : 'Object to the agreement’s admission if it is not duly stamped (Section 35 Indian Stamp Act 1899 or the state’s stamp law), when it is tendered in evidence.',
      (c, side) =>
        side === 'victim'
          ? `Register a notice of the suit’s pendency where the state requires it for lis pendens to bind transferees, and seek a temporary injunction against ${c.defendant} alienating ${c.property} (Order XXXIX Rules 1 and 2 CPC); a transfer pending the suit is subject to the decree (Section 52 Transfer of Property Act 1882).`
          : null,
    ],
    'Injunction over property': [
      (c) => `Sue where ${c.property} is situate (Section 16 CPC).`,
      (c, side) =>
        side === 'victim'
          ? `File with the plaint an application for a temporary injunction under Order XXXIX Rules 1 and 2 CPC, with an affidavit showing the prima facie case, the balance of convenience and the irreparable injury, and photographs of ${c.property}; an ex parte order needs the Court’s reasons and the copies sent to ${c.defendant} (Order XXXIX Rule 3).`
          : `Answer the temporary injunction application with ${c.defendant}’s own possession documents, and ask for the Court’s commissioner to inspect ${c.property} and report (Order XXVI Rule 9 CPC).`,
      (c, side) =>
        c.dispossessed && side === 'victim'
          ? 'Dispossession: a suit under Section 6 Specific Relief Act 1963 must be filed within six months of it (no appeal lies from its decree, and it cannot be brought against the Government); after that, sue for possession on title.'
          : null,
    ],
    'Eviction of a tenant': [
      (c, side) =>
        side === 'victim'
          ? `Check first whether the state’s Rent Control Act covers ${c.property} (by its area, rent, use and age): if it does, petition the authority it names on a ground it lists; if not, serve the notice to quit under Section 106 Transfer of Property Act 1882 and sue for ejectment in the civil court (or the Small Causes Court where the state has one).`
          : `Claim the protection of the state’s Rent Control Act if it covers ${c.property}: the tenant can then be evicted only on its grounds and before the authority it names.`,
    ],
  },
  US: {
    'Specific performance': [
      (c, side) =>
        side === 'victim'
          ? `Sue in the county where ${c.property} lies, and record a notice of lis pendens (notice of pendency of action) in its land records as the state’s law allows, so that a later buyer takes subject to the judgment.`
          : null,
    ],
    'Injunction over property': [
      (c, side) =>
        side === 'victim'
          ? `Sue in the county where ${c.property} lies, and move for a temporary restraining order and a preliminary injunction (Fed. R. Civ. P. 65, or the state’s rule) with affidavits and a survey; the court may require security.`
          : null,
    ],
    'Eviction of a tenant': [
      (c, side) =>
        side === 'victim'
          ? `Serve the notice the state’s landlord-tenant law requires, then file the summary eviction action in the court the state assigns for ${c.property}; do not change the locks or remove ${c.defendant}’s belongings, which most states forbid.`
          : 'Answer the eviction complaint within the short time the state’s summary procedure allows, or a default judgment for possession follows.',
    ],
  },
  UK: {
    'Specific performance': [
      (c, side) =>
        side === 'victim'
          ? `Protect the claim against a sale of ${c.property} to someone else: register it as a pending land action (a notice on the register at HM Land Registry, or a land charge where the title is unregistered).`
          : null,
    ],
    'Injunction over property': [
      (_c, side) =>
        side === 'victim'
          ? 'Apply for an interim injunction under CPR Part 25 with evidence in a witness statement, offering the usual cross-undertaking in damages; without notice only where the urgency justifies it.'
          : null,
    ],
    'Eviction of a tenant': [
      (c, side) =>
        side === 'victim'
          ? `Bring the possession claim under CPR Part 55 in the County Court for where ${c.property} is; do not evict without a court order (Protection from Eviction Act 1977).`
          : null,
    ],
  },
};

/** The steps a claim's property causes need in its jurisdiction, each once. */
export function propertySteps(claim: CivilClaim, side: Side): string[] {
  const byCause = STEPS[claim.context.jurisdiction];
  const steps = Object.entries(byCause)
    .filter(([name]) => hasCause(claim, name))
    .flatMap(([, list]) => list.map((step) => step(claim.context, side)))
    .filter((s): s is string => s !== null);
  return [...new Set(steps)];
}
