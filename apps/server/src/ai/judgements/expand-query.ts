import { BNS_TO_IPC, BNSS_TO_CRPC, CRPC_TO_BNSS, IPC_TO_BNS } from '../litigation/statute-table.ts';
import type { Analyser } from './legal-analyser.ts';
import { LEGAL_SYNONYM_GROUPS } from './legal-terms.ts';

/** "Sections 302, 307 and 34 IPC", "u/s 438 Cr.P.C.", "Section 103(1) of the BNS". */
const SECTION_LIST =
  /\b(?:sections?|secs?\.?|ss\.|s\.|u\/s\.?)\s*((?:\d+[a-z]?(?:\(\d+\))?(?:\s*(?:,|and|&|\/|read with|r\/w)\s*)?)+)(?:\s*of\s*(?:the\s*)?)?\s*(ipc|indian penal code|penal code|bns|bharatiya nyaya sanhita|crpc|cr\.\s*p\.\s*c\.?|code of criminal procedure|bnss|bharatiya nagarik suraksha sanhita)?/gi;

type Code = 'ipc' | 'bns' | 'crpc' | 'bnss';

function codeOf(name: string | undefined): Code | undefined {
  if (name === undefined) return undefined;
  const n = name.toLowerCase().replace(/[\s.]/g, '');
  if (n === 'ipc' || n.includes('penalcode')) return 'ipc';
  if (n === 'bns' || n.includes('nyaya')) return 'bns';
  if (n === 'crpc' || n.includes('criminalprocedure')) return 'crpc';
  return 'bnss';
}

const COUNTERPART: Record<Code, { code: Code; map: Readonly<Record<string, string>> }> = {
  ipc: { code: 'bns', map: IPC_TO_BNS },
  bns: { code: 'ipc', map: BNS_TO_IPC },
  crpc: { code: 'bnss', map: CRPC_TO_BNSS },
  bnss: { code: 'crpc', map: BNSS_TO_CRPC },
};

/**
 * The sections of the other code that correspond to the sections the text cites, as words:
 * "Section 420 IPC" → "Section 318(4) BNS" → ["318", "bns"] (the main number and the code's name).
 */
export function counterpartSections(text: string): string[] {
  const out: string[] = [];
  const normalised = text.replace(/(\d+)\s*-\s*([a-z])\b/gi, '$1$2');
  for (const match of normalised.matchAll(SECTION_LIST)) {
    const code = codeOf(match[2]);
    if (code === undefined) continue;
    const { code: other, map } = COUNTERPART[code];
    for (const section of (match[1] ?? '').match(/\d+[a-z]?(?:\(\d+\))?/gi) ?? []) {
      const mapped = map[section.toUpperCase()] ?? map[section.toUpperCase().replace(/\(\d+\)$/, '')];
      if (mapped === undefined) continue;
      out.push(mapped.replace(/\(\d+\)$/, '').toLowerCase(), other);
    }
  }
  return out;
}

/** Each stemmed word of a synonym group → the other words of its groups. */
function synonymMap(analyser: Analyser): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const group of LEGAL_SYNONYM_GROUPS) {
    const terms = [...new Set(group.map((w) => analyser.term(w)).filter((t) => t !== ''))];
    for (const t of terms) {
      const set = map.get(t) ?? new Set<string>();
      for (const other of terms) if (other !== t) set.add(other);
      map.set(t, set);
    }
  }
  return map;
}

const synonymCache = new WeakMap<Analyser, Map<string, Set<string>>>();

/** The query's own terms with their counts. */
export function queryTerms(text: string, analyser: Analyser): Map<string, number> {
  const query = new Map<string, number>();
  for (const t of analyser.terms(text)) query.set(t, (query.get(t) ?? 0) + 1);
  return query;
}

/** The weight of an added term per occurrence: a synonym of a typed legal term, a section of the other code. */
export type ExpansionWeights = { synonyms: number; sections: number };

/**
 * The typed facts as a weighted query: each term with its count, plus the words the facts did not
 * type but a synonym group or the section tables bring in: the synonyms of its legal terms (at
 * `synonyms` per occurrence) and the corresponding sections of the other code, IPC ↔ BNS and
 * CrPC ↔ BNSS (at `sections`). A term typed in the facts keeps its own weight; a weight of 0 adds
 * nothing.
 */
export function expandQuery(
  text: string,
  analyser: Analyser,
  weights: ExpansionWeights,
): Map<string, number> {
  const query = queryTerms(text, analyser);
  let synonyms = synonymCache.get(analyser);
  if (synonyms === undefined) {
    synonyms = synonymMap(analyser);
    synonymCache.set(analyser, synonyms);
  }
  const added = new Map<string, number>();
  const add = (term: string, weight: number) => {
    if (term !== '' && weight > 0 && !query.has(term)) added.set(term, (added.get(term) ?? 0) + weight);
  };
  for (const [term, count] of query) {
    for (const other of synonyms.get(term) ?? []) add(other, weights.synonyms * count);
  }
  for (const word of counterpartSections(text)) add(analyser.term(word), weights.sections);
  for (const [term, weight] of added) query.set(term, weight);
  return query;
}
