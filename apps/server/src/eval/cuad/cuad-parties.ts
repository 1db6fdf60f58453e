/**
 * The parties LeXi IQ reads (key facts) against CUAD's `Parties` labels. Lawyers marked each mention
 * of a party, long and short forms alike ("Aduro Biotech, Inc.", "Aduro"); a marked mention counts as
 * found when a name LeXi found contains it or is contained in it (letters and digits compared, case
 * aside), and a found name counts as right when it matches a marked mention that way.
 */
export type PartiesTally = {
  /** Distinct marked mentions, and those a found name matches. */
  marked: number;
  marked_found: number;
  /** Names found, and those matching a marked mention. */
  found: number;
  found_marked: number;
};

const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const matches = (a: string, b: string) => a.includes(b) || b.includes(a);

/** One contract's marked mentions against the names found in it. */
export function partiesTally(marked: readonly string[], found: readonly string[]): PartiesTally {
  const truth = [...new Set(marked.map(key).filter((k) => k.length > 2))];
  const names = found.map(key).filter((k) => k.length > 0);
  return {
    marked: truth.length,
    marked_found: truth.filter((t) => names.some((n) => matches(n, t))).length,
    found: names.length,
    found_marked: names.filter((n) => truth.some((t) => matches(n, t))).length,
  };
}

/** Tallies added up. */
export function sumTallies(tallies: readonly PartiesTally[]): PartiesTally {
  const sum: PartiesTally = { marked: 0, marked_found: 0, found: 0, found_marked: 0 };
  for (const t of tallies) {
    sum.marked += t.marked;
    sum.marked_found += t.marked_found;
    sum.found += t.found;
    sum.found_marked += t.found_marked;
  }
  return sum;
}
