import { CIVIL_PROVISION_NOTES_ABROAD } from './civil-provision-notes-abroad.ts';

/**
 * What each civil provision the allegation rules name does for a claim, in a line: the "why" a
 * strategy gives beside it. Keyed by the provision exactly as the rules write it.
 */
export const CIVIL_PROVISION_NOTES: Readonly<Record<string, string>> = {
  ...CIVIL_PROVISION_NOTES_ABROAD,
  'Section 15 Sale of Goods Act 1930':
    'Goods sold by description must correspond with the description: an implied condition.',
  'Section 16 Sale of Goods Act 1930':
    'Goods bought by description from a seller who deals in such goods must be of merchantable quality, and fit for a purpose the buyer made known: implied conditions.',
  'Section 55 Sale of Goods Act 1930':
    'The seller may sue for the price where the property in the goods has passed, or the price was payable on a day certain, and the buyer wrongfully neglects or refuses to pay.',
  'Section 57 Sale of Goods Act 1930':
    'Where the seller wrongfully neglects or refuses to deliver the goods, the buyer may sue for damages for non-delivery.',
  'Section 59 Sale of Goods Act 1930':
    'For a breach of warranty, or of a condition the buyer elects or is compelled to treat as a warranty, the buyer may set it up against the price or sue for damages.',
  'Section 61 Sale of Goods Act 1930':
    'Keeps the right to interest and special damages, and to recover money paid where the consideration for it has failed (the price of goods rightly rejected).',
  'Section 65 Indian Contract Act 1872':
    'Whoever received an advantage under an agreement discovered to be void, or a contract that becomes void, must restore it.',
  'Section 73 Indian Contract Act 1872':
    'Compensation for the loss that naturally arose from the breach, or that the parties knew to be likely when they contracted; the means of remedying it count (mitigation).',
  'Order XXXVII Code of Civil Procedure 1908 (summary suit)':
    'A debt or liquidated sum due on a written contract or a negotiable instrument can be sued for summarily: the defendant must obtain leave to defend.',
  'Section 34 Code of Civil Procedure 1908 (interest)':
    'Interest on the principal sum adjudged, from the suit to the decree and from the decree to payment.',
  'Section 10 Specific Relief Act 1963':
    'Since the 2018 amendment the specific performance of a contract is enforced as the rule, subject only to Sections 11(2), 14 and 16; no longer a discretion refused because damages would do.',
  'Section 16(c) Specific Relief Act 1963':
    'The plaintiff must prove that it performed, or has always been ready and willing to perform, the essential terms of the contract on its part (since 2018 the clause says prove, not aver and prove; plead it all the same).',
  'Section 21 Specific Relief Act 1963':
    'Compensation for the breach in addition to, or in substitution for, specific performance, if claimed in the plaint.',
  'Section 22 Specific Relief Act 1963':
    'Possession and partition of the property, or the refund of the earnest money, may be claimed with specific performance, but only if specifically claimed.',
  'Section 52 Transfer of Property Act 1882':
    'Lis pendens: a transfer of the property by a party while the suit is pending cannot defeat the rights the decree gives the other.',
  'Section 6 Specific Relief Act 1963':
    'A person dispossessed of immovable property without consent and otherwise than in due course of law may recover possession by a suit filed within six months, whatever the title.',
  'Section 38 Specific Relief Act 1963':
    'A perpetual injunction prevents the breach of an obligation owed to the plaintiff, among them an invasion of its right to or enjoyment of property (Section 38(3)).',
  'Order XXXIX Rules 1 and 2 Code of Civil Procedure 1908':
    'A temporary injunction while the suit is pending: a prima facie case, the balance of convenience and irreparable injury.',
  'Section 106 Transfer of Property Act 1882':
    'The notice to quit: 15 days for a lease from month to month, six months for a lease from year to year for agricultural or manufacturing purposes; in writing, signed, and sent by post or delivered.',
  'Section 111 Transfer of Property Act 1882':
    'How a lease ends: by efflux of time, forfeiture, surrender, or the expiry of a notice to quit (clause (h)).',
  'the State Rent Control Act':
    'Where the state’s rent control law covers the premises, a tenant may be evicted only on the grounds it lists and before the authority it names.',
  'Section 35 Consumer Protection Act 2019':
    'A consumer’s complaint to the District Commission; goods bought for resale or a commercial purpose are outside it (Section 2(7)).',
  'Section 12A Commercial Courts Act 2015':
    'A commercial suit of specified value that seeks no urgent interim relief may be filed only after pre-institution mediation; a plaint filed without it is rejected (Patil Automation v. Rakheja Engineers, (2022) 10 SCC 1).',
  'Section 2(1)(c) Commercial Courts Act 2015':
    'Agreements for the sale of goods and the supply of services are commercial disputes; from a specified value of INR 3,00,000 (Section 2(1)(i)) they go to the Commercial Court.',
};

/** A provision with its note, as a strategy or a forum lists it. */
export const notedProvision = (provision: string) => ({
  provision,
  why: CIVIL_PROVISION_NOTES[provision] ?? '',
});
