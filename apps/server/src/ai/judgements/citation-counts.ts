import { words } from './legal-analyser.ts';

/**
 * How often each judgement of a corpus is cited by the others. A judgement cites another by its
 * parties' names, as its title gives them ("Masud Khan v State of Uttar Pradesh" is cited as
 * "Masud Khan v. State of U.P., (1974) 3 SCC 469"): a citation is the title's first party, then
 * "v" ("vs", "versus"), then the first word of the second party. The judgements courts cite most
 * are those that settled a question, and so those most likely to be cited again (a document prior,
 * as links are on the web).
 *
 * Judgements are added one by one (title and text); only the few words around each "v" of a text are
 * kept, so the counts are made once every title is known, without the texts in memory.
 */
export class CitationCounts {
  /** "last word of the first party|first word of the second" → the titles ending so. */
  private readonly titles = new Map<string, { id: string; firstParty: string[] }[]>();
  /** Each judgement's citations of the form "… words v next", as the words before and the next word. */
  private readonly mentions: { citing: string; before: string[]; key: string }[] = [];
  private counts: Map<string, number> | undefined;
  /** Each judgement → the judgements it cites (made with the counts). */
  private citesOf = new Map<string, Set<string>>();

  add(id: string, title: string, text: string): void {
    this.counts = undefined;
    const parties = partiesOf(title);
    if (parties !== undefined) {
      const key = `${parties.firstParty[parties.firstParty.length - 1]}|${parties.second}`;
      const list = this.titles.get(key) ?? [];
      list.push({ id, firstParty: parties.firstParty });
      this.titles.set(key, list);
    }
    const w = words(text);
    const seen = new Set<string>();
    for (let i = 1; i < w.length - 1; i++) {
      if (!VERSUS.has(w[i] as string)) continue;
      const before = w.slice(Math.max(0, i - MAX_PARTY_WORDS), i);
      const key = `${before[before.length - 1]}|${w[i + 1]}`;
      const mention = `${before.join(' ')}|${key}`;
      if (seen.has(mention)) continue;
      seen.add(mention);
      this.mentions.push({ citing: id, before, key });
    }
  }

  /** How many other judgements cite this one (0 for one never cited, or whose title names no parties). */
  count(id: string): number {
    if (this.counts === undefined) this.counts = this.resolve();
    return this.counts.get(id) ?? 0;
  }

  /** The judgements of the corpus this one cites (none for an unknown id). */
  cites(id: string): ReadonlySet<string> {
    return this.links().get(id) ?? NONE;
  }

  /** Each citing judgement → the judgements it cites: all the corpus's links, kept without the texts' words. */
  links(): ReadonlyMap<string, ReadonlySet<string>> {
    if (this.counts === undefined) this.counts = this.resolve();
    return this.citesOf;
  }

  /** Each cited judgement's prior, log(1 + the judgements citing it): the first citations count most. */
  priors(): Map<string, number> {
    if (this.counts === undefined) this.counts = this.resolve();
    return new Map([...this.counts].map(([id, count]) => [id, Math.log(1 + count)]));
  }

  private resolve(): Map<string, number> {
    this.citesOf = new Map();
    const citedBy = new Map<string, Set<string>>();
    for (const { citing, before, key } of this.mentions) {
      for (const { id, firstParty } of this.titles.get(key) ?? []) {
        if (id === citing || firstParty.length > before.length) continue;
        const tail = before.slice(before.length - firstParty.length);
        if (!tail.every((word, i) => word === firstParty[i])) continue;
        const set = citedBy.get(id) ?? new Set<string>();
        set.add(citing);
        citedBy.set(id, set);
        const cited = this.citesOf.get(citing) ?? new Set<string>();
        cited.add(id);
        this.citesOf.set(citing, cited);
      }
    }
    return new Map([...citedBy].map(([id, set]) => [id, set.size]));
  }
}

/**
 * The prior's weight against the candidates' score scaled to [0, 1] (retriever.ts, RankOptions):
 * chosen on the first 13 AILA development queries (README, "Measured"; the grid in
 * eval/aila/rerank-experiments.ts: weight 0.01–0.1, in the candidates' choice, their order or both).
 */
export const CITATION_PRIOR_WEIGHT = 0.02;

const NONE: ReadonlySet<string> = new Set();
const VERSUS = new Set(['v', 'vs', 'versus']);
/** "… and others v …": a citation names the first party alone. */
const CO_PARTIES = new Set(['and', 'others', 'other', 'another', 'ors', 'anr', 'etc']);
/** First parties longer than this are matched on their last words only. */
const MAX_PARTY_WORDS = 8;

/** The title's first party (its last words, at most MAX_PARTY_WORDS) and the second party's first word. */
function partiesOf(title: string): { firstParty: string[]; second: string } | undefined {
  const w = words(title);
  const at = w.findIndex((word) => VERSUS.has(word));
  if (at < 1 || at >= w.length - 1) return undefined;
  let end = at;
  while (end > 1 && CO_PARTIES.has(w[end - 1] as string)) end--;
  return { firstParty: w.slice(Math.max(0, end - MAX_PARTY_WORDS), end), second: w[at + 1] as string };
}
