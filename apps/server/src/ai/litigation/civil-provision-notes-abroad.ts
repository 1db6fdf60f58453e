/**
 * What each US and English civil provision the allegation rules and the forums name does for a
 * claim, in a line: the "why" a strategy gives beside it. Keyed by the provision as written there.
 */
export const CIVIL_PROVISION_NOTES_ABROAD: Readonly<Record<string, string>> = {
  'UCC § 2-313 (express warranty)':
    'An affirmation of fact, a description or a sample that is part of the basis of the bargain is an express warranty that the goods will conform to it.',
  'UCC § 2-314 (merchantability)':
    'A merchant in goods of that kind impliedly warrants that they are merchantable: fit for the ordinary purposes for which such goods are used.',
  'UCC § 2-315 (fitness for a particular purpose)':
    'Where the seller has reason to know the buyer’s particular purpose and that the buyer relies on the seller’s skill, the goods are impliedly warranted fit for it.',
  'UCC § 2-607(3)(a) (notice of breach)':
    'A buyer who has accepted goods must notify the seller of the breach within a reasonable time after discovering it, or be barred from any remedy.',
  'UCC § 2-711':
    'A buyer who rightfully rejects, or justifiably revokes acceptance, or receives no delivery may cancel and recover so much of the price as has been paid, besides damages.',
  'UCC § 2-713':
    'Damages for non-delivery: the market price when the buyer learned of the breach less the contract price, with incidental and consequential damages.',
  'UCC § 2-714':
    'Damages for accepted goods that breach a warranty: the difference between their value as accepted and their value as warranted.',
  'UCC § 2-715':
    'Incidental damages (inspection, transport, care of rejected goods) and consequential damages the seller had reason to know of.',
  'UCC § 2-709 (action for the price)':
    'The seller may recover the price of goods the buyer accepted, with incidental damages.',
  '28 U.S.C. § 1332(a)':
    'Federal diversity jurisdiction: a civil action between citizens of different states where the matter in controversy exceeds USD 75,000, exclusive of interest and costs.',
  'Magnuson-Moss Warranty Act, 15 U.S.C. § 2310(d)':
    'A consumer damaged by a breach of a written or implied warranty on a consumer product may sue for damages and may recover attorney’s fees.',
  'Sale of Goods Act 1979, s. 13':
    'Goods sold by description must correspond with the description: an implied condition.',
  'Sale of Goods Act 1979, s. 14':
    'Goods sold in the course of a business must be of satisfactory quality (s. 14(2)) and fit for a purpose the buyer made known (s. 14(3)): implied conditions.',
  'Sale of Goods Act 1979, s. 35':
    'Acceptance: by intimating it, by an act inconsistent with the seller’s ownership, or by keeping the goods beyond a reasonable time without rejecting them; not before a reasonable opportunity to examine them.',
  'Sale of Goods Act 1979, s. 49':
    'The seller may sue for the price once the property in the goods has passed, or on the day certain the price was payable.',
  'Sale of Goods Act 1979, s. 51':
    'Damages for non-delivery: prima facie the contract price less the market price when the goods ought to have been delivered.',
  'Sale of Goods Act 1979, s. 53':
    'Damages for a breach of warranty, or a breach of condition treated as one: prima facie the difference in value of the goods on delivery.',
  'Consumer Rights Act 2015, ss. 9–11':
    'In a trader’s contract with a consumer, the goods must be of satisfactory quality, fit for a purpose made known and as described.',
  'Consumer Rights Act 2015, ss. 19–24':
    'The consumer’s remedies: the short-term right to reject within 30 days, repair or replacement, then a price reduction or the final right to reject.',
  'Late Payment of Commercial Debts (Interest) Act 1998':
    'Between businesses, statutory interest on a late debt for goods or services at 8 % a year over the Bank of England base rate, and a fixed sum for the cost of recovery (s. 5A).',
  'Specific performance of a contract for the sale of land (equity)':
    'Land is unique, so damages are presumed inadequate: a court of equity may order the seller to convey to a buyer ready, willing and able to close.',
  'The state’s statute of frauds':
    'A contract for the sale of land must be evidenced by a writing signed by the party to be charged, save where the state’s law accepts part performance.',
  'Trespass to land (common law)':
    'An intentional, unauthorised entry on land in another’s possession, or leaving something on it: actionable without proof of damage.',
  'Preliminary injunction (Fed. R. Civ. P. 65, or the state’s rule)':
    'Relief pending trial on four factors: likely success on the merits, likely irreparable harm without it, the balance of equities and the public interest.',
  'Unlawful detainer (state landlord-tenant law)':
    'The state’s summary proceeding to recover possession from a tenant who stays after the tenancy is ended by the notice its law requires.',
  'Specific performance (equity)':
    'An order to perform the contract where damages are inadequate, as they generally are for land; discretionary, and lost by delay (laches).',
  'Law of Property (Miscellaneous Provisions) Act 1989, s. 2':
    'A contract for the sale of land must be in writing, contain all the expressly agreed terms and be signed by or for each party; otherwise there is no contract.',
  'Interim injunction (Civil Procedure Rules Part 25)':
    'An injunction until trial: a serious question to be tried, the adequacy of damages and the balance of convenience (American Cyanamid Co v Ethicon Ltd [1975] AC 396).',
  'Housing Act 1988, s. 8':
    'A landlord’s notice of the grounds for possession of an assured tenancy (Schedule 2), before a possession claim.',
  'Civil Procedure Rules, Part 55':
    'The possession claim: started in the County Court for where the land is, with the particulars the Part and its Practice Direction require.',
  'Practice Direction – Pre-Action Conduct':
    'The letter before claim and the response, the exchange of key documents and the consideration of ADR before suing; failures can be punished in costs.',
  'Civil Procedure Rules, Part 26':
    'The tracks: small claims up to GBP 10,000, fast track up to GBP 25,000, intermediate track up to GBP 100,000, multi-track above.',
};
