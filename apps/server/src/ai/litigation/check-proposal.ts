import { BNS_TO_IPC, BNSS_TO_CRPC, CRPC_TO_BNSS, IPC_TO_BNS } from './statute-table.ts';
import { representingOf, type StructuredCase } from './structure-case.ts';

/** A structure as a model proposes it, before it is checked against the facts. */
export type ProposedStructure = Omit<StructuredCase, 'representing'>;

export type CheckedProposal =
  | { ok: true; structured: StructuredCase; dropped: number }
  | { ok: false; reason: string };

/** Case, spaces and punctuation do not matter: "Mr. RAVI  kumar" is "mr ravi kumar". */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A party field names one party or several ("A, B and C"): the whole must occur in the facts, or
 * else each of its names. An empty field names nobody and passes.
 */
function namedInFacts(field: string, facts: string): boolean {
  const whole = normaliseForMatch(field);
  if (whole === '' || facts.includes(` ${whole} `)) return true;
  const parts = field
    .split(/[,;&]|\band\b/i)
    .map(normaliseForMatch)
    .filter((p) => p !== '');
  return parts.length > 1 && parts.every((p) => facts.includes(` ${p} `));
}

const NUMBER = String.raw`\d+[A-Z]?(?:\s?\(\d+\))*(?:-\d+)?`;
const SEPARATOR = String.raw`\s*(?:,|\/|&|\band\b|r\/w|read\s+with)\s*`;
/** "Section 420", "Sections 406 and 420", "u/s 138", "s. 47", "§ 3-502", "Order 37 Rule 1". */
const SECTION_REFERENCE = new RegExp(
  String.raw`(?:\bsections?\b|\bsecs?\b\.?|\bss?\.|§§?|\bu\/s\.?|\barticles?\b|\brules?\b|\border\b)\s*(${NUMBER}(?:${SEPARATOR}${NUMBER})*)`,
  'gi',
);

/** The section numbers a text refers to, as "420", "318(4)", "3-502". */
export function sectionNumbers(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(SECTION_REFERENCE)) {
    for (const number of (match[1] ?? '').matchAll(new RegExp(NUMBER, 'gi'))) {
      found.add(number[0].replace(/\s+/g, '').toUpperCase());
    }
  }
  return [...found];
}

const withoutSubsection = (section: string) => section.replace(/\(.*$/, '');

/**
 * The sections a provision may name: those the facts refer to and, for each, its IPC↔BNS and
 * CrPC↔BNSS counterpart (facts of a 2022 FIR cite Section 420 IPC; the model may add 318(4) BNS).
 */
function allowedSections(facts: string): { cited: Set<string>; allowed: Set<string> } {
  const cited = new Set(sectionNumbers(facts));
  const allowed = new Set(cited);
  for (const section of cited) {
    for (const table of [IPC_TO_BNS, BNS_TO_IPC, CRPC_TO_BNSS, BNSS_TO_CRPC]) {
      const counterpart = table[section];
      if (counterpart) allowed.add(counterpart);
    }
  }
  return { cited, allowed };
}

/**
 * A provision passes when it names at least one section and every section it names is allowed, or
 * is a sub-section of a section the facts cite ("Section 318(4) BNS" where the facts say "Section
 * 318 BNS"). A provision with no section number ("Murder (common law)") cannot be checked.
 */
function provisionInFacts(provision: string, sections: ReturnType<typeof allowedSections>): boolean {
  const named = sectionNumbers(provision);
  return (
    named.length > 0 &&
    named.every((s) => sections.allowed.has(s) || sections.cited.has(withoutSubsection(s)))
  );
}

/**
 * Checks a model's structure against the facts it was given. Every party name must occur in the
 * facts; an allegation is kept only if each of its provisions names sections the facts refer to
 * (or their successors or predecessors). A name that fails, or no allegation left, refuses the
 * whole proposal: the built-in engine's structure is then used.
 */
export function checkProposal(facts: string, proposal: ProposedStructure): CheckedProposal {
  const text = ` ${normaliseForMatch(facts)} `;
  for (const role of ['complainant', 'accused', 'victim'] as const) {
    if (!namedInFacts(proposal[role], text)) {
      return { ok: false, reason: `the ${role} it names does not occur in the facts` };
    }
  }
  const sections = allowedSections(facts);
  const allegations = proposal.allegations.filter(
    (a) => a.provisions.length > 0 && a.provisions.every((p) => provisionInFacts(p, sections)),
  );
  if (allegations.length === 0) {
    return { ok: false, reason: 'none of its allegations cites a section the facts refer to' };
  }
  return {
    ok: true,
    structured: { ...proposal, allegations, representing: representingOf(proposal) },
    dropped: proposal.allegations.length - allegations.length,
  };
}
