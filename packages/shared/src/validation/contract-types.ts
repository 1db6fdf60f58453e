/**
 * Every contract type LeXi drafts, in any jurisdiction. Each jurisdiction offers its own list, with
 * its own names (`jurisdictionRules[j].contractTypes`): premises are let on leave and licence in
 * India (`rent_leave_licence`), leased in the USA (`lease`) and occupied under a licence in the UK
 * (`licence_to_occupy`).
 */
export const contractTypes = [
  'non_disclosure',
  'service_consultancy',
  'employment',
  'rent_leave_licence',
  'lease',
  'licence_to_occupy',
  'sale_of_goods',
  'partnership',
  'loan',
  'mou',
  'freelancer',
  'software_licence',
] as const;
export type ContractType = (typeof contractTypes)[number];

export const isContractType = (value: unknown): value is ContractType =>
  contractTypes.some((t) => t === value);

/** Names for a list of contracts of any jurisdiction; the draft form shows the jurisdiction's own. */
export const contractTypeLabels: Record<ContractType, string> = {
  non_disclosure: 'Non-disclosure agreement',
  service_consultancy: 'Service / consultancy agreement',
  employment: 'Employment agreement',
  rent_leave_licence: 'Rent / leave and licence agreement',
  lease: 'Lease agreement',
  licence_to_occupy: 'Licence to occupy',
  sale_of_goods: 'Sale of goods agreement',
  partnership: 'Partnership agreement',
  loan: 'Loan agreement',
  mou: 'Memorandum of understanding',
  freelancer: 'Freelancer agreement',
  software_licence: 'Software licence agreement',
};
