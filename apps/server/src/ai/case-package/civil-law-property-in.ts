import { type CauseLaw, PROPERTY_EVENTS } from './civil-cause-text.ts';

/**
 * India's law of the causes about immovable property: specific performance of an agreement to
 * sell (Specific Relief Act 1963 as amended in 2018, Limitation Act Article 54), an injunction
 * against interference with possession (Sections 6, 37–38 and 41 SRA, Order XXXIX CPC), and the
 * eviction of a tenant (Sections 106 and 111 Transfer of Property Act 1882, unless a State Rent
 * Control Act governs the premises).
 */
export const PROPERTY_LAW_IN: Readonly<Record<string, CauseLaw>> = {
  'Specific performance': {
    issues: [
      (c) =>
        `Whether ${c.defendant} agreed to sell ${c.property} to ${c.claimant}, on what price and terms, and whether the advance was paid under it.`,
      (c) =>
        `Whether ${c.claimant} has always been ready and willing to perform the essential terms of the agreement, including paying the balance of the price (Section 16(c) Specific Relief Act 1963).`,
      (c) =>
        `Whether the agreement should be specifically enforced, specific performance being the rule since the 2018 amendment (Section 10 Specific Relief Act 1963), with possession of ${c.property} (Section 22) and compensation (Section 21).`,
      () =>
        'Whether the agreement is duly stamped (an instrument not duly stamped is inadmissible until the duty and penalty are paid, Section 35 Indian Stamp Act 1899 or the state’s stamp law), and whether, unregistered, it may be received as evidence of the contract in a suit for specific performance (proviso to Section 49 Registration Act 1908).',
    ],
    basis: (c) =>
      `${c.defendant} agreed to sell ${c.property} to ${c.claimant}, received an advance under the agreement, and has refused to execute the sale deed. Since the Specific Relief (Amendment) Act 2018, Section 10 of the Specific Relief Act 1963 requires the court to enforce the specific performance of a contract, subject only to Sections 11(2), 14 and 16; ${c.claimant} has always been ready and willing to perform the agreement and pay the balance of the price (Section 16(c)). ${c.claimant} is entitled to possession of ${c.property} with the sale deed (Section 22) and to compensation for the delay (Section 21), and any transfer ${c.defendant} makes while the suit is pending is subject to the decree (Section 52 Transfer of Property Act 1882).`,
    defences: [
      (c) =>
        `Readiness and willingness: ${c.claimant} must prove it was ready and willing throughout, from the agreement to the decree, with the means to pay the balance (Section 16(c) Specific Relief Act 1963); ask for the bank statements, a loan sanction and any tender of the balance.`,
      () =>
        'The agreement: whether it was concluded at all, whether its terms (price, property, date for completion) are certain enough to enforce, and whether it is duly stamped.',
      (c) =>
        `Limitation: the suit must be filed within three years of the date fixed for the sale, or, if none was fixed, of ${c.claimant}’s notice that performance was refused (Article 54 Limitation Act 1963).`,
      (c) =>
        `At most a refund: if specific performance is refused, ${c.claimant}’s remedy is the return of the advance (Section 22(1)(b) Specific Relief Act 1963), not the property.`,
    ],
    counters: [
      {
        argument: () => 'Damages or the refund of the advance are an adequate remedy.',
        answer: () =>
          'Since 2018 specific performance is no longer a discretionary remedy refused where damages would do: Section 10 makes it the rule, subject only to Sections 11(2), 14 and 16, and immovable property is unique.',
      },
      {
        argument: () => 'The buyer was never ready and willing to pay the balance.',
        answer: (c) =>
          `${c.claimant} paid the advance, held the balance ready and called upon ${c.defendant} to execute the sale deed; readiness and willingness are read from the conduct throughout, and the plaint avers them (Section 16(c) Specific Relief Act 1963).`,
      },
    ],
    limitation: {
      rule: 'Article 54 (specific performance of a contract: 3 years from the date fixed for performance, or, if no date is fixed, from when the plaintiff has notice that performance is refused)',
      cite: 'Article 54',
      years: 3,
      from: 'the refusal to perform',
      accrues: PROPERTY_EVENTS.refusal,
    },
    reliefs: (c) => [
      `a decree of specific performance of the agreement to sell ${c.property}, directing ${c.defendant} to execute and register the sale deed in favour of ${c.claimant} on receiving the balance of the price, failing which the Court execute it on ${c.defendant}’s behalf (Order XXI Rule 34 CPC)`,
      `directing ${c.defendant} to deliver vacant possession of ${c.property} to ${c.claimant} (Section 22(1)(a) Specific Relief Act 1963)`,
      `compensation for the delay in performance (Section 21 Specific Relief Act 1963), and in the alternative, should specific performance be refused, the refund of the advance paid, with interest (Section 22(1)(b))`,
      `a permanent injunction restraining ${c.defendant} from alienating or encumbering ${c.property} until the sale deed is executed`,
    ],
  },
  'Injunction over property': {
    issues: [
      (c) =>
        `Whether ${c.claimant} was in settled and lawful possession of ${c.property} on the date of the suit, and whether ${c.defendant} interfered with it.`,
      (c) =>
        `Whether ${c.claimant} is entitled to a perpetual injunction restraining ${c.defendant} (Sections 37(2) and 38 Specific Relief Act 1963), none of the bars of Section 41 applying, and to a mandatory injunction removing what was raised on ${c.property} (Section 39).`,
      () =>
        'Whether a temporary injunction should issue while the suit is pending: a prima facie case, the balance of convenience and irreparable injury (Order XXXIX Rules 1 and 2 CPC; Dalpat Kumar v. Prahlad Singh (1992) 1 SCC 719).',
      (c) =>
        c.dispossessed
          ? `Whether ${c.claimant} was dispossessed of ${c.property} without consent and otherwise than in due course of law within six months before the suit (Section 6 Specific Relief Act 1963), or must sue for possession on title (Section 5; Articles 64 and 65 Limitation Act 1963).`
          : `Whether ${c.claimant} needs a declaration of title as well, if ${c.defendant} disputes the title and not only the possession (Section 34 Specific Relief Act 1963).`,
    ],
    basis: (c) =>
      `${c.claimant} is in lawful possession of ${c.property}, and ${c.defendant} has invaded it without any right. Where the defendant invades the plaintiff’s right to or enjoyment of property, a perpetual injunction lies (Sections 37(2) and 38(3) Specific Relief Act 1963), with a mandatory injunction to undo what was done (Section 39)${c.dispossessed ? '; a person dispossessed of immovable property without consent and otherwise than in due course of law recovers possession by a suit within six months, whatever the title (Section 6)' : ''}. Pending the suit, a temporary injunction restrains the interference (Order XXXIX Rules 1 and 2 CPC).`,
    defences: [
      (c) =>
        `Possession: ${c.claimant} must prove settled possession of ${c.property} on the date of the suit by the revenue records, tax receipts and the like, not a stray entry.`,
      (c) =>
        `Title: where ${c.defendant} seriously disputes the title, a suit for a bare injunction does not lie; ${c.claimant} must sue for a declaration and possession.`,
      () =>
        'The bars of Section 41 Specific Relief Act 1963: no injunction where an equally efficacious relief can be had by another usual mode of proceeding (clause (h)), or where the plaintiff’s own conduct disentitles it (clause (i)).',
    ],
    counters: [
      {
        argument: () =>
          'No temporary injunction: the plaintiff has no prima facie case and damages would compensate it.',
        answer: (c) =>
          `The documents show ${c.claimant} in possession of ${c.property}; a construction or entry once made changes the property, an injury money cannot undo, and the balance of convenience lies in keeping things as they were (Order XXXIX Rules 1 and 2 CPC).`,
      },
    ],
    limitation: {
      rule: 'Article 113 (a suit for which no period is provided elsewhere, such as an injunction: 3 years from when the right to sue accrues; a continuing wrong gives a fresh period each day, Section 22); Articles 64 and 65 for possession (12 years from dispossession, or from when the possession became adverse); a suit under Section 6 Specific Relief Act 1963 within 6 months of dispossession',
      cite: 'Article 113',
      years: 3,
      from: 'the interference',
      accrues: PROPERTY_EVENTS.interference,
    },
    reliefs: (c) => [
      `a decree of perpetual injunction restraining ${c.defendant}, and anyone acting for or claiming through ${c.defendant}, from entering upon ${c.property} or interfering with ${c.claimant}’s peaceful possession of it (Sections 37(2) and 38 Specific Relief Act 1963)`,
      `a mandatory injunction directing ${c.defendant} to remove any construction or encroachment raised on ${c.property} and restore it to its former state (Section 39 Specific Relief Act 1963)`,
      ...(c.dispossessed
        ? [
            `recovery of possession of ${c.property} from ${c.defendant} (Section 6 Specific Relief Act 1963, or on title under Section 5)`,
          ]
        : []),
    ],
  },
  'Eviction of a tenant': {
    issues: [
      (c) =>
        `Whether the tenancy of ${c.property} was determined by a valid notice to quit: for a lease from month to month 15 days’ notice, for a lease from year to year for agricultural or manufacturing purposes six months’; in writing, signed, and sent by post or delivered; a shorter period in the notice does not invalidate it if the suit is filed after the statutory period (Section 106 Transfer of Property Act 1882), or whether it ended otherwise (Section 111).`,
      (c) =>
        `Whether a State Rent Control Act governs ${c.property}: where it applies it overrides the Transfer of Property Act, and ${c.defendant} may be evicted only on the grounds it lists and before the authority it names.`,
      (c) =>
        `What arrears of rent are due from ${c.defendant}${c.sum === '[amount]' ? '' : ` (${c.sum} claimed)`}, and what mesne profits from the end of the tenancy until possession is delivered (Order XX Rule 12 CPC).`,
    ],
    basis: (c) =>
      `${c.defendant} holds ${c.property} as a tenant of ${c.claimant}. The tenancy was determined by a notice to quit under Section 106 of the Transfer of Property Act 1882, on whose expiry the lease ended (Section 111(h)); ${c.defendant} has neither vacated nor paid the rent. ${c.claimant} is entitled to a decree of ejectment, the arrears of rent, and mesne profits for the use and occupation of ${c.property} from the end of the tenancy until possession is delivered.`,
    defences: [
      (c) =>
        `Rent control: if a State Rent Control Act covers ${c.property}, the civil court’s decree on a notice under Section 106 is not enough; the landlord must prove a ground the Act lists before the authority it names.`,
      () =>
        'The notice: whether it was served, gave the period Section 106 Transfer of Property Act 1882 requires for the lease’s purpose, and whether the suit was filed after that period expired.',
      (c) =>
        `Waiver: accepting rent as rent after the notice expired may waive it (Section 113 Transfer of Property Act 1882); ${c.defendant}’s payments and tenders of rent, and any deposit in court, answer the claim of arrears.`,
    ],
    counters: [
      {
        argument: () => 'The notice to quit was defective: it gave fewer days than Section 106 requires.',
        answer: () =>
          'A notice is not invalid merely because the period it mentions falls short of the statutory period, where the suit is filed after the statutory period expires (Section 106(3) Transfer of Property Act 1882).',
      },
    ],
    limitation: {
      rule: 'Article 67 (by a landlord to recover possession from a tenant: 12 years from when the tenancy is determined); Article 52 for arrears of rent (3 years from when each falls due)',
      cite: 'Article 67',
      years: 12,
      from: 'the end of the tenancy',
      accrues: PROPERTY_EVENTS.tenancyEnd,
    },
    reliefs: (c) => [
      `a decree of ejectment directing ${c.defendant} to quit and deliver vacant possession of ${c.property} to ${c.claimant}`,
      `a decree for the arrears of rent${c.sum === '[amount]' ? '' : ` of ${c.sum}`}`,
      `mesne profits from the determination of the tenancy until the delivery of possession, to be determined under Order XX Rule 12 CPC`,
    ],
  },
};
