import type { CuadFactCategory } from '../../ai/iq/cuad-categories.ts';
import type { KeyFacts } from '../../ai/iq/key-facts.ts';
import {
  dateMatches,
  expirationMatches,
  type FactLabel,
  jurisdictionMatches,
  periodMatches,
} from './cuad-key-facts-match.ts';
import { type PartiesTally, partiesTally, sumTallies } from './cuad-parties.ts';

/**
 * LeXi IQ's key facts against CUAD's fact labels, per fact: on how many contracts the label is not
 * empty (`labelled`), how many LeXi answers (`answered`), how many answers match the label
 * (`matched`, by the rules of cuad-key-facts-match.ts); precision = matched / answered, recall =
 * matched / labelled. For the parties, precision and recall are over names (the share of names found
 * that are marked, the share of marked names found, cuad-parties.ts), and a contract's parties count as
 * matched when every name found is marked and at least half the marked names are found.
 *
 * The rules were written looking only at the contracts whose file name sorts in the first half
 * (`tuning_half`); `held_out_half` is the other half, the honest figure; `all` both.
 */
export type KeyFact = keyof KeyFacts;
export type FactScore = {
  labelled: number;
  answered: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
};
export type KeyFactsGroup = {
  contracts: number;
  facts: Record<KeyFact, FactScore>;
  /** The parties' names added up over the group's contracts. */
  party_names: PartiesTally;
};
export type KeyFactsReport = { all: KeyFactsGroup; tuning_half: KeyFactsGroup; held_out_half: KeyFactsGroup };

/** One contract: its name, its fact labels and what LeXi read. */
export type KeyFactsCase = {
  name: string;
  labels: Record<CuadFactCategory, FactLabel>;
  facts: KeyFacts;
};

const LABEL: Record<Exclude<KeyFact, 'parties'>, CuadFactCategory> = {
  agreement_date: 'Agreement Date',
  effective_date: 'Effective Date',
  expiration_date: 'Expiration Date',
  governing_law: 'Governing Law',
  renewal_term: 'Renewal Term',
  notice_period: 'Notice Period to Terminate Renewal',
};
const MATCHES: Record<Exclude<KeyFact, 'parties'>, (ours: string, label: FactLabel) => boolean> = {
  agreement_date: dateMatches,
  effective_date: dateMatches,
  expiration_date: expirationMatches,
  governing_law: jurisdictionMatches,
  renewal_term: periodMatches,
  notice_period: periodMatches,
};
export const KEY_FACTS: readonly KeyFact[] = ['parties', ...(Object.keys(LABEL) as KeyFact[])];

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

function scoreOf(labelled: number, answered: number, matched: number, precision?: number, recall?: number) {
  const p = precision ?? ratio(matched, answered);
  const r = recall ?? ratio(matched, labelled);
  return { labelled, answered, matched, precision: p, recall: r, f1: f1(p, r) };
}

function groupOf(cases: readonly KeyFactsCase[]): KeyFactsGroup {
  const facts = {} as Record<KeyFact, FactScore>;
  const tallies = cases.map((c) => partiesTally(c.labels.Parties.spans, c.facts.parties));
  const names = sumTallies(tallies);
  facts.parties = scoreOf(
    tallies.filter((t) => t.marked > 0).length,
    cases.filter((c) => c.facts.parties.length > 0).length,
    tallies.filter(
      (t) => t.marked > 0 && t.found > 0 && t.found_marked === t.found && 2 * t.marked_found >= t.marked,
    ).length,
    ratio(names.found_marked, names.found),
    ratio(names.marked_found, names.marked),
  );
  for (const [fact, category] of Object.entries(LABEL) as [Exclude<KeyFact, 'parties'>, CuadFactCategory][]) {
    let [labelled, answered, matched] = [0, 0, 0];
    for (const c of cases) {
      const label = c.labels[category];
      const ours = c.facts[fact];
      const isLabelled = label.spans.length > 0;
      if (isLabelled) labelled += 1;
      if (ours === null) continue;
      answered += 1;
      if (isLabelled && MATCHES[fact](ours, label)) matched += 1;
    }
    facts[fact] = scoreOf(labelled, answered, matched);
  }
  return { contracts: cases.length, facts, party_names: names };
}

/** The contracts whose file name sorts (by code point) in the first half, and the others. */
export function halves<T extends { name: string }>(cases: readonly T[]): [T[], T[]] {
  const sorted = [...cases].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const cut = Math.ceil(sorted.length / 2);
  return [sorted.slice(0, cut), sorted.slice(cut)];
}

export function keyFactsReport(cases: readonly KeyFactsCase[]): KeyFactsReport {
  const [tuning, heldOut] = halves(cases);
  return { all: groupOf(cases), tuning_half: groupOf(tuning), held_out_half: groupOf(heldOut) };
}

/** One line per fact: precision, recall and (right/answered/labelled) on the held-out half, the tuning half and all. */
export function keyFactsSummary(report: KeyFactsReport): string[] {
  const cell = (s: FactScore) =>
    `P ${s.precision.toFixed(2)} R ${s.recall.toFixed(2)} (${s.matched}/${s.answered}/${s.labelled})`;
  const groups = [report.held_out_half, report.tuning_half, report.all];
  return [
    `key facts, P R (right/answered/labelled): held-out half (${report.held_out_half.contracts}) | tuning half (${report.tuning_half.contracts}) | all (${report.all.contracts})`,
    ...KEY_FACTS.map((fact) => `  ${fact}: ${groups.map((g) => cell(g.facts[fact])).join(' | ')}`),
  ];
}
