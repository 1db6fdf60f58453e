/**
 * The parties LeXi IQ reads (key facts) against CUAD's `Parties` labels. Lawyers marked each mention
 * of a party, long and short forms alike ("Aduro Biotech, Inc.", "Aduro"); a marked mention counts as
 * found when a name LeXi found contains it or is contained in it (letters and digits compared, case
 * aside), and a found name counts as right when it matches a marked mention that way.
 */
export type PartiesReport = {
  /** Share of the marked mentions (distinct per contract) that a found name matches. */
  marked_found: number;
  /** Share of the found names that match a marked mention. */
  found_marked: number;
  /** Contracts with marked parties where LeXi found none. */
  contracts_without_parties: number;
  contracts: number;
};

const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const matches = (a: string, b: string) => a.includes(b) || b.includes(a);

export function partiesReport(contracts: readonly { marked: string[]; found: string[] }[]): PartiesReport {
  let marked = 0;
  let markedFound = 0;
  let found = 0;
  let foundMarked = 0;
  let without = 0;
  let counted = 0;
  for (const contract of contracts) {
    const truth = [...new Set(contract.marked.map(key).filter((k) => k.length > 2))];
    if (truth.length === 0) continue;
    counted += 1;
    const names = contract.found.map(key).filter((k) => k.length > 0);
    if (names.length === 0) without += 1;
    marked += truth.length;
    markedFound += truth.filter((t) => names.some((n) => matches(n, t))).length;
    found += names.length;
    foundMarked += names.filter((n) => truth.some((t) => matches(n, t))).length;
  }
  return {
    marked_found: marked === 0 ? 0 : markedFound / marked,
    found_marked: found === 0 ? 0 : foundMarked / found,
    contracts_without_parties: without,
    contracts: counted,
  };
}
