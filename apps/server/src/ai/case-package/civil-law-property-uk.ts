import { type CauseLaw, PROPERTY_EVENTS } from './civil-cause-text.ts';

/**
 * England and Wales: the law of the causes about land. Specific performance of a contract for the
 * sale of land (in writing: Law of Property (Miscellaneous Provisions) Act 1989, s. 2), trespass
 * and the interim injunction (CPR Part 25; American Cyanamid Co v Ethicon Ltd [1975] AC 396), and
 * possession from a tenant (Housing Act 1988, CPR Part 55). The Limitation Act 1980's periods do
 * not apply to equitable relief except by analogy (s. 36(1)); equity asks for promptness instead.
 */

const EQUITY = {
  rule: 'Section 36(1) (the periods of the Act, s. 5 among them, do not apply to a claim for specific performance, an injunction or other equitable relief, save as the court applies them by analogy): equity’s laches, so sue promptly',
  cite: 's. 36',
  years: null,
  from: 'the refusal to complete',
  accrues: PROPERTY_EVENTS.refusal,
};

export const PROPERTY_LAW_UK: Readonly<Record<string, CauseLaw>> = {
  'Specific performance': {
    demand: (c) =>
      `complete the sale of ${c.property} to my client on payment of the balance of the price, as the contract requires`,
    issues: [
      (c) =>
        `Whether a contract for the sale of ${c.property} was made in writing, incorporating all the terms expressly agreed and signed by or for each party (Law of Property (Miscellaneous Provisions) Act 1989, s. 2); without that there is no contract.`,
      (c) =>
        `Whether ${c.claimant} was ready and willing to complete, and whether specific performance should be ordered: damages are generally inadequate for land, but the remedy is discretionary and lost by delay.`,
      () =>
        'Whether damages should be awarded in addition to or in substitution for specific performance (Senior Courts Act 1981, s. 50).',
    ],
    basis: (c) =>
      `${c.defendant} contracted in writing to sell ${c.property} to ${c.claimant}, in a contract satisfying s. 2 of the Law of Property (Miscellaneous Provisions) Act 1989, and has refused to complete. Land is treated as unique, so damages are inadequate and specific performance is ordinarily ordered for a buyer ready and willing to complete; the court may award damages in addition to or in substitution for it (Senior Courts Act 1981, s. 50).`,
    defences: [
      () =>
        'No contract: the document does not incorporate all the expressly agreed terms, or is not signed by or for each party (Law of Property (Miscellaneous Provisions) Act 1989, s. 2).',
      (c) =>
        `Discretion: delay by ${c.claimant} (laches), its own breach or lack of readiness to complete, or hardship to ${c.defendant}.`,
    ],
    counters: [
      {
        argument: () => 'Damages are an adequate remedy.',
        answer: () =>
          'Land is treated as unique: a buyer of land is ordinarily entitled to specific performance, damages being no substitute for the property contracted for.',
      },
    ],
    limitation: EQUITY,
    reliefs: (c) => [
      `specific performance of the contract for the sale of ${c.property}`,
      'further or alternatively, damages in addition to or in substitution for specific performance (Senior Courts Act 1981, s. 50)',
      'if specific performance is refused, the return of the deposit',
    ],
  },
  'Injunction over property': {
    issues: [
      (c) =>
        `Whether ${c.defendant} entered or remains on ${c.property}, or placed something on it, without ${c.claimant}’s consent (trespass to land, actionable without proof of damage).`,
      () =>
        'Whether an interim injunction should be granted until trial (Civil Procedure Rules Part 25): a serious question to be tried, whether damages would adequately compensate either side, and the balance of convenience (American Cyanamid Co v Ethicon Ltd [1975] AC 396).',
    ],
    basis: (c) =>
      `${c.claimant} is in possession of ${c.property}, and ${c.defendant} has entered and interfered with it without consent: a trespass, actionable without proof of damage. The court restrains a threatened or continuing trespass by injunction, and until trial by an interim injunction where there is a serious question to be tried and the balance of convenience favours it (American Cyanamid Co v Ethicon Ltd [1975] AC 396).`,
    defences: [
      (c) =>
        `Title and boundary: whether the land entered is ${c.claimant}’s at all, by the title plan and the conveyances (the general boundaries of the register are not conclusive).`,
      () => 'A right to enter: a licence, an easement, or a right given by statute.',
      () =>
        'Against an interim injunction: damages would be an adequate remedy, the claimant’s cross-undertaking in damages is worthless, or the balance of convenience favours leaving things as they are.',
    ],
    counters: [
      {
        argument: () => 'Damages would compensate the claimant; no injunction.',
        answer: () =>
          'An owner is in principle entitled to an injunction against a continuing trespass, whatever the harm; money does not buy the right to trespass.',
      },
    ],
    limitation: {
      rule: 'Section 2 (an action founded on tort: 6 years from the trespass; a continuing trespass is a fresh wrong each day); Section 36(1) for the injunction (equity: sue promptly)',
      cite: 's. 2',
      years: 6,
      from: 'the trespass',
      accrues: PROPERTY_EVENTS.interference,
    },
    reliefs: (c) => [
      `an injunction restraining ${c.defendant}, whether acting personally or through others, from entering or remaining on ${c.property}`,
      `an order that ${c.defendant} remove whatever it has placed on ${c.property}`,
      'damages for trespass',
    ],
  },
  'Eviction of a tenant': {
    issues: [
      (c) =>
        `What kind of tenancy ${c.defendant} holds of ${c.property} (an assured or assured shorthold tenancy under the Housing Act 1988, or another), and whether the notice served was valid for it: a notice of the grounds for possession under s. 8 (with Schedule 2), or, where still available, a notice under s. 21.`,
      () =>
        'Which notice rules apply on the date of the notice: the Renters’ Rights Act 2025 abolishes s. 21 notices in England and recasts the grounds and notice periods; check the rules in force for the tenancy before serving or relying on a notice.',
      (c) =>
        `Whether possession should be ordered on the claim under CPR Part 55, with the rent arrears${c.sum === '[amount]' ? '' : ` (${c.sum} claimed)`} and mesne profits until possession is given.`,
    ],
    basis: (c) =>
      `${c.defendant} holds ${c.property} as a tenant of ${c.claimant}. A landlord may recover possession of a dwelling let on an assured tenancy only by a court order, on a ground for possession after a valid notice (Housing Act 1988, s. 8 and Schedule 2; the Renters’ Rights Act 2025 has changed the notice rules, which must be checked for the date of the notice); the claim for possession is made under CPR Part 55, with the arrears of rent.`,
    defences: [
      () =>
        'The notice: whether it was in the prescribed form, gave the period the law then in force required, and was served; an invalid notice defeats the claim.',
      () =>
        'The ground: whether it is proved on the date of the notice and of the hearing (for rent arrears, the amount then owed), and, for a discretionary ground, whether it is reasonable to order possession.',
      () =>
        'A counterclaim for disrepair set off against the arrears, and whether the landlord complied with the deposit protection and other conditions the law attaches to possession.',
    ],
    counters: [],
    limitation: {
      rule: 'Section 15 (an action to recover land: 12 years); Section 19 (arrears of rent: 6 years from when each fell due)',
      cite: 'ss. 15 and 19',
      years: 12,
      from: 'the end of the tenancy',
      accrues: PROPERTY_EVENTS.tenancyEnd,
    },
    reliefs: (c) => [
      `possession of ${c.property}`,
      `the arrears of rent${c.sum === '[amount]' ? '' : ` of ${c.sum}`}`,
      'mesne profits (damages for use and occupation) from the end of the tenancy until possession is given',
    ],
  },
};
