/**
 * The 41 categories of the Contract Understanding Atticus Dataset (CUAD v1), named exactly as its
 * labels are. 33 of them are clauses a contract has or lacks (answered Yes/No); the other 8 are facts
 * (names, dates, jurisdiction, terms) that LeXi IQ reads as key facts.
 */
export const CUAD_FACT_CATEGORIES = [
  'Document Name',
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Notice Period to Terminate Renewal',
  'Governing Law',
] as const;

export const CUAD_CLAUSE_CATEGORIES = [
  'Most Favored Nation',
  'Competitive Restriction Exception',
  'Non-Compete',
  'Exclusivity',
  'No-Solicit of Customers',
  'No-Solicit of Employees',
  'Non-Disparagement',
  'Termination for Convenience',
  'Rofr/Rofo/Rofn',
  'Change of Control',
  'Anti-Assignment',
  'Revenue/Profit Sharing',
  'Price Restrictions',
  'Minimum Commitment',
  'Volume Restriction',
  'IP Ownership Assignment',
  'Joint IP Ownership',
  'License Grant',
  'Non-Transferable License',
  'Affiliate License-Licensor',
  'Affiliate License-Licensee',
  'Unlimited/All-You-Can-Eat-License',
  'Irrevocable or Perpetual License',
  'Source Code Escrow',
  'Post-Termination Services',
  'Audit Rights',
  'Uncapped Liability',
  'Cap on Liability',
  'Liquidated Damages',
  'Warranty Duration',
  'Insurance',
  'Covenant Not to Sue',
  'Third Party Beneficiary',
] as const;

export type CuadFactCategory = (typeof CUAD_FACT_CATEGORIES)[number];
export type CuadClauseCategory = (typeof CUAD_CLAUSE_CATEGORIES)[number];
export type CuadCategory = CuadFactCategory | CuadClauseCategory;

export const CUAD_CATEGORIES: readonly CuadCategory[] = [...CUAD_FACT_CATEGORIES, ...CUAD_CLAUSE_CATEGORIES];
