import { type CauseLaw, PROPERTY_EVENTS } from './civil-cause-text.ts';

/**
 * The United States: the law of the causes about land. Each is the state's law (its contract and
 * property law, its statute of frauds and limitations, its landlord-tenant statute); what is said
 * here holds across the states, and the packages say where the state's own rule decides.
 */

const STATE_PERIOD = (what: string, from: string, accrues: RegExp) => ({
  rule: `the state’s statute of limitations for ${what} (the period differs from state to state)`,
  cite: 'the state’s statute of limitations',
  years: null,
  from,
  accrues,
});

export const PROPERTY_LAW_US: Readonly<Record<string, CauseLaw>> = {
  'Specific performance': {
    demand: (c) =>
      `convey ${c.property} to my client by deed on payment of the balance of the price, as the contract requires`,
    issues: [
      (c) =>
        `Whether a contract for the sale of ${c.property} was made, on definite terms, and satisfies the state’s statute of frauds: a writing signed by ${c.defendant}, unless part performance takes it out of the statute under the state’s law.`,
      (c) =>
        `Whether ${c.claimant} was ready, willing and able to close (the balance of the price and any financing), and tendered performance or was excused from doing so.`,
      () =>
        'Whether specific performance should be ordered: land is unique and damages are presumed inadequate, but equity looks at delay, hardship and the buyer’s own conduct.',
    ],
    basis: (c) =>
      `${c.defendant} contracted in writing to sell ${c.property} to ${c.claimant}, who paid a deposit and stood ready, willing and able to close; ${c.defendant} refused to convey. Each parcel of land is unique, so damages are presumed inadequate and a court of equity may order the seller to convey it against payment of the balance, with damages for the delay; the contract satisfies the state’s statute of frauds.`,
    defences: [
      () =>
        'The statute of frauds: no writing signed by the party to be charged, or one that omits an essential term (the parties, the property, the price).',
      (c) =>
        `Readiness: ${c.claimant} was not ready, willing and able to close on the date set, or failed a condition (financing, inspection, title).`,
      () =>
        'Equitable defenses: laches, unclean hands, or hardship out of proportion to the benefit to the buyer.',
    ],
    counters: [
      {
        argument: () => 'Money damages are adequate; the buyer may have its deposit back.',
        answer: () =>
          'A buyer of land is presumed to have no adequate remedy at law, because each parcel is unique; the return of the deposit does not give the bargain.',
      },
    ],
    limitation: STATE_PERIOD(
      'a written contract (and equity’s laches)',
      'the refusal to convey',
      PROPERTY_EVENTS.refusal,
    ),
    reliefs: (c) => [
      `specific performance of the contract, ordering ${c.defendant} to convey ${c.property} to ${c.claimant} by deed on payment of the balance of the price`,
      `damages for the delay in closing`,
      'in the alternative, damages for breach of contract and the return of the deposit',
    ],
  },
  'Injunction over property': {
    issues: [
      (c) =>
        `Whether ${c.defendant} intentionally entered, or placed or left something on, ${c.property} in ${c.claimant}’s possession without consent (trespass to land).`,
      () =>
        'Whether a preliminary injunction should issue: likely success on the merits, likely irreparable harm without it, the balance of equities and the public interest (Fed. R. Civ. P. 65 in federal court; Winter v. Natural Resources Defense Council, Inc., 555 U.S. 7 (2008); the state’s own test in its courts).',
      (c) =>
        `Whether a permanent injunction against a continuing trespass on ${c.property}, and an order to remove the encroachment, should follow at trial.`,
    ],
    basis: (c) =>
      `${c.claimant} possesses ${c.property}, and ${c.defendant} entered it and interferes with it without consent: trespass to land, actionable without proof of damage. A continuing trespass or encroachment is ordinarily restrained by injunction, because land is unique and repeated suits for damages are no adequate remedy; pending trial, a preliminary injunction preserves the status quo.`,
    defences: [
      (c) =>
        `Possession and boundary: whether ${c.claimant} possesses the strip in question, by the deed, the survey and the recorded plat; a boundary dispute may call for a quiet title action instead.`,
      () =>
        'A right of entry: consent, a license, an easement (by grant, necessity or prescription), or adverse possession for the state’s statutory period.',
      () => 'No irreparable harm: any harm is compensable in money, so no injunction.',
    ],
    counters: [
      {
        argument: () => 'Damages are adequate; no injunction is needed.',
        answer: () =>
          'A continuing trespass on land is an injury damages cannot fully repair, and a court does not compel the owner to sue again for each entry.',
      },
    ],
    limitation: STATE_PERIOD('trespass to real property', 'the trespass', PROPERTY_EVENTS.interference),
    reliefs: (c) => [
      `a preliminary and permanent injunction restraining ${c.defendant}, and all persons acting in concert with the defendant, from entering ${c.property} or interfering with ${c.claimant}’s possession of it`,
      `an order that ${c.defendant} remove any structure or encroachment placed on ${c.property}`,
      'damages for the trespass, nominal if no other is proved',
    ],
  },
  'Eviction of a tenant': {
    issues: [
      (c) =>
        `Whether the tenancy of ${c.property} was ended by the notice the state’s landlord-tenant law requires (a notice to pay rent or quit, or a notice to quit ending a periodic tenancy), served as that law requires.`,
      (c) =>
        `Whether ${c.claimant} may recover possession in the state’s summary eviction proceeding (unlawful detainer, or its name in the state), and what rent${c.sum === '[amount]' ? '' : ` (${c.sum} claimed)`} and holdover damages are due.`,
    ],
    basis: (c) =>
      `${c.defendant} holds ${c.property} as a tenant of ${c.claimant}, and the tenancy was ended by the notice the state’s landlord-tenant law requires; ${c.defendant} has stayed in possession without right. The state’s summary eviction proceeding gives ${c.claimant} a judgment for possession, the rent due and damages for the holdover; possession is recovered through the court and its officer, not by self-help.`,
    defences: [
      () =>
        'The notice: whether it gave the period and the content the state’s law requires and was served as it requires; a defective notice defeats the summary proceeding.',
      () =>
        'The tenant’s defenses the state allows: payment or tender of the rent, the warranty of habitability, retaliation, and any federal or local protection that applies to the tenancy.',
    ],
    counters: [],
    reliefs: (c) => [
      `judgment for possession of ${c.property} and a writ of possession`,
      `the unpaid rent${c.sum === '[amount]' ? '' : ` of ${c.sum}`} and damages for each day ${c.defendant} holds over`,
    ],
  },
};
