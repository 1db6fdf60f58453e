/**
 * LeXi IQ's explanations, written once for the engine (which picks them) and anything that shows
 * them: why a present clause is a risk for the party the user represents (or protects them when it
 * binds the other party), why a missing clause matters, and why a proposed change helps. Keyed by
 * the CUAD category name exactly.
 */
const protects = (what: string) => `It restricts the other party (${what}), which protects you.`;

export const riskReasons = {
  'Most Favored Nation': {
    reason: 'You must match the best terms you give anyone else, which limits your pricing freedom.',
    otherReason: protects('it must give you its best terms'),
  },
  'Competitive Restriction Exception': {
    reason: 'An exception narrows a restriction; check that it covers the businesses you need.',
    otherReason: 'An exception narrows a restriction on the other party; check it is not wider than agreed.',
  },
  'Non-Compete': {
    reason:
      'You may not compete; courts enforce such covenants only when reasonable in scope, area and time.',
    otherReason: protects('it may not compete with you'),
  },
  Exclusivity: {
    reason: 'Exclusivity ties you to one counterparty and shuts out other deals for its term.',
    otherReason: protects('it deals with you exclusively'),
  },
  'No-Solicit of Customers': {
    reason: 'You may not approach certain customers, which can limit your business after the contract ends.',
    otherReason: protects('it may not approach your customers'),
  },
  'No-Solicit of Employees': {
    reason: 'You may not hire or solicit the other side’s staff for a time.',
    otherReason: protects('it may not poach your staff'),
  },
  'Non-Disparagement': {
    reason: 'You may not make negative statements about the other party.',
    otherReason: protects('it may not disparage you'),
  },
  'Termination for Convenience': {
    reason: 'The contract may be ended without cause, so the revenue or supply it promises is not secure.',
    otherReason: 'Only you may end it without cause, but check that the notice period suits you.',
  },
  'Rofr/Rofo/Rofn': {
    reason:
      'A right of first refusal or offer lets the other party step into deals you negotiate with others.',
    otherReason: protects('you get a first right'),
  },
  'Change of Control': {
    reason: 'A merger or sale of your business can let the other party end the contract or require consent.',
    // Also read when the user holds the right ('ACSI may terminate on a change of control').
    otherReason:
      'The change-of-control clause favours you: it weighs on the other party’s change of control, or lets you act on one.',
  },
  'Anti-Assignment': {
    reason: 'You need consent to assign the contract, which can block a sale or reorganisation.',
    // Also read when the user holds the right ('ACSI may assign this Agreement to its successor').
    otherReason:
      'The assignment clause favours you: the other party needs your consent to assign, or you may assign without its consent.',
  },
  'Revenue/Profit Sharing': {
    reason: 'Part of your revenue or profit goes to the other party; check the base and the audit right.',
    otherReason: 'You share in the other party’s revenue; make sure you can verify the figures.',
  },
  'Price Restrictions': {
    reason: 'Prices are fixed or capped, so rising costs stay with you.',
    otherReason: protects('its prices are capped'),
  },
  'Minimum Commitment': {
    reason: 'You owe a minimum purchase or payment whatever your actual need.',
    otherReason: protects('it commits to a minimum'),
  },
  'Volume Restriction': {
    reason: 'Use beyond a set volume is forbidden or costs more.',
    otherReason: 'The other party’s volume is limited; check it does not constrain your supply.',
  },
  'IP Ownership Assignment': {
    reason: 'Intellectual property you create passes to the other party.',
    otherReason: protects('its work product becomes yours'),
  },
  'Joint IP Ownership': {
    reason:
      'Jointly owned IP is hard to exploit or license without the co-owner; the law differs by country.',
    otherReason: 'Jointly owned IP is hard to exploit or license without the co-owner.',
  },
  'License Grant': {
    reason: 'You grant rights in your IP; check field, territory, term and sublicensing.',
    otherReason: 'You receive a licence; check it covers the use you need.',
  },
  'Non-Transferable License': {
    reason: 'The licence cannot be transferred or sublicensed.',
    otherReason: 'The licence cannot be transferred or sublicensed.',
  },
  'Affiliate License-Licensor': {
    reason: 'Affiliates of the licensor are drawn into the licence.',
    otherReason: 'Affiliates of the licensor are drawn into the licence.',
  },
  'Affiliate License-Licensee': {
    reason: 'Affiliates of the licensee may use the licence, widening who uses your IP.',
    otherReason: 'Affiliates may use the licence.',
  },
  'Unlimited/All-You-Can-Eat-License': {
    reason: 'Use is unlimited for a fixed price.',
    otherReason: 'Use is unlimited for a fixed price.',
  },
  'Irrevocable or Perpetual License': {
    reason: 'The licence cannot be withdrawn or never ends, even after a breach.',
    otherReason: 'Your licence cannot be withdrawn, which protects you.',
  },
  'Source Code Escrow': {
    reason: 'Source code is deposited in escrow and may be released on stated events.',
    otherReason: protects('its source code is in escrow'),
  },
  'Post-Termination Services': {
    reason: 'Duties continue after the contract ends (transition, sell-off, support).',
    otherReason: protects('it must keep serving you after the end'),
  },
  'Audit Rights': {
    reason: 'The other party may inspect your books, records or premises.',
    otherReason: protects('you may audit it'),
  },
  'Uncapped Liability': {
    reason: 'Some liability has no limit, so a single claim can exceed the contract’s value.',
    otherReason: 'The other party’s liability is uncapped, which protects you.',
  },
  'Cap on Liability': {
    reason: 'Liability is capped; check the amount against the losses you could suffer.',
    otherReason: 'The other party’s liability to you is capped and may not cover your losses.',
  },
  'Liquidated Damages': {
    reason: 'A fixed sum is payable on breach or early termination, whatever the actual loss.',
    otherReason: protects('it pays a fixed sum on breach'),
  },
  'Warranty Duration': {
    reason: 'Warranties last only for a set period.',
    otherReason: 'The other party’s warranty ends after a set period; claims after it are lost.',
  },
  Insurance: {
    reason: 'You must carry insurance, at a cost to you.',
    otherReason: protects('it must be insured'),
  },
  'Covenant Not to Sue': {
    reason: 'You give up the right to sue or to challenge the other party’s rights.',
    otherReason: protects('it may not sue you'),
  },
  'Third Party Beneficiary': {
    reason: 'Someone outside the contract may enforce it, or is expressly excluded from doing so.',
    otherReason: 'Someone outside the contract may enforce it, or is expressly excluded from doing so.',
  },
} as const satisfies Record<string, { reason: string; otherReason: string }>;

export const missingReasons = {
  'Governing Law': 'Without a governing law, which country’s law applies is itself a dispute.',
  'Cap on Liability': 'Without a cap, liability for breach is unlimited.',
  'Anti-Assignment': 'Without it, the other party may hand the contract to anyone.',
  Insurance: 'Without insurance duties, a claim may meet a party that cannot pay.',
  'Warranty Duration': 'Without a warranty period, when warranty claims end is unclear.',
  'Third Party Beneficiary': 'Without it, outsiders may claim rights under the contract.',
  'Audit Rights': 'Payments depend on the other party’s figures, but you cannot check them.',
  'Non-Transferable License': 'The licence may be transferred or sublicensed to anyone.',
} as const;
export type MissingReasonCategory = keyof typeof missingReasons;

export const amendmentRationales = {
  'Anti-Assignment':
    'Consent may not be refused without reason, and a group reorganisation or sale of the business stays possible.',
  'Termination for Convenience':
    'Ending without cause stays possible but with time to adjust and payment for work already done.',
  'Non-Compete':
    'A restraint limited in scope, area and time is more likely to be enforceable and leaves the rest of your business free.',
  Exclusivity: 'Exclusivity should last only while the other side performs.',
  'Minimum Commitment':
    'A missed minimum should not put you in breach or cost more than the shortfall itself.',
  'Liquidated Damages':
    'A fixed sum must be a genuine pre-estimate to be enforceable, and should be capped and exclusive.',
  'IP Ownership Assignment':
    'You keep the tools and know-how you bring, and assign only what is made for this contract.',
  'Covenant Not to Sue': 'Giving up claims should never cover fraud or a breach of the contract itself.',
  'Uncapped Liability':
    'Liability should be capped at the value of the contract, with only the usual exceptions.',
  'Irrevocable or Perpetual License': 'A licence should end if its terms are broken.',
  'Most Favored Nation': 'Matching others’ terms should compare like with like.',
  'Change of Control': 'A sale of your business should not put this contract at risk without a real reason.',
  'Audit Rights': 'Audits should be limited in frequency, announced and paid for by the Party asking.',
} as const;
