/** A small supply contract written for the tests: numbered clauses, defined parties, typical risks. */
export const SUPPLY_CONTRACT = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement (the "Agreement") is made as of March 3, 2021 by and between Alder Components Inc., a Delaware corporation ("Supplier"), and Birch Devices Ltd., an English company ("Customer").',
  '1. Term. This Agreement shall commence on the Effective Date and continue for a period of three (3) years. It shall automatically renew for successive one (1) year terms unless either party gives ninety (90) days prior written notice of non-renewal.',
  '2. Exclusivity. Supplier hereby appoints Customer as its exclusive distributor of the Products in the Territory, and Supplier shall not appoint any other distributor or sell the Products in the Territory during the Term.',
  '3. Assignment. Customer may not assign or transfer this Agreement without the prior written consent of Supplier. Any assignment in breach of this Section is void.',
  "4. Limitation of Liability. In no event shall Supplier's aggregate liability under this Agreement exceed the fees paid by Customer in the twelve (12) months preceding the claim.",
  '5. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of New York.',
].join('\n\n');
