import { bestPassage } from '../../ai/judgements/best-passage.ts';
import { CITATION_PRIOR_WEIGHT, CitationCounts } from '../../ai/judgements/citation-counts.ts';
import { citedPrecedents } from '../../ai/judgements/cited-precedents.ts';
import type { JudgementHit } from '../../ai/judgements/judgement-hit.ts';
import { JUDGEMENT_SEARCH, Retriever, STATUTE_SEARCH } from '../../ai/judgements/retriever.ts';
import { bridgeApplies, STATUTE_BRIDGE, StatuteBridge } from '../../ai/judgements/statute-bridge.ts';
import { STATUTE_EXPANSION, withStatuteText } from '../../ai/judgements/statute-expansion.ts';
import type { Db } from '../../db/client.ts';
import { signatureCache } from '../../lib/search/signature-cache.ts';
import {
  allStatutes,
  type JudgementListing,
  judgementPage,
  judgementsSignature,
  judgementTexts,
  statutesSignature,
} from './judgements.repository.ts';
import type { Jurisdiction } from './judgements.table.ts';
import { judgementDocument, statuteDocument, statuteText } from './search-documents.ts';

export type { JudgementHit };

export type StatuteHit = { statuteId: string; title: string; passage: string; score: number };

/**
 * Judgements read per query while the index is built, so the whole corpus is never in memory; the
 * event loop is let go between pages so other calls are served during a build (2,914 long
 * judgements take seconds of CPU).
 */
const PAGE = 50;

type JudgementCorpus = {
  retriever: Retriever;
  listings: Map<string, JudgementListing>;
  /** The judgements each judgement cites (citation-counts.ts). */
  cites: (id: string) => ReadonlySet<string>;
};
type StatuteCorpus = {
  retriever: Retriever;
  rows: Map<string, { title: string; description: string }>;
  /** Absent while the judgements corpus is too small to bridge (the starter corpus alone). */
  bridge?: StatuteBridge;
};

async function buildJudgementCorpus(db: Db): Promise<JudgementCorpus> {
  const retriever = new Retriever('legal', JUDGEMENT_SEARCH);
  const listings = new Map<string, JudgementListing>();
  const citations = new CitationCounts();
  let after = '';
  for (;;) {
    const page = await judgementPage(db, after, PAGE);
    for (const { text, ...listing } of page) {
      retriever.add(listing.id, judgementDocument({ ...listing, text }));
      citations.add(listing.id, listing.title, text);
      listings.set(listing.id, listing);
    }
    if (page.length < PAGE) break;
    after = (page[page.length - 1] as { id: string }).id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  retriever.setPrior(citations.priors());
  // Only the links are kept (the citations' words around each "v" are let go).
  const links = citations.links();
  return { retriever, listings, cites: (id) => links.get(id) ?? new Set() };
}

async function buildStatuteCorpus(db: Db): Promise<StatuteCorpus> {
  const retriever = new Retriever('legal', STATUTE_SEARCH);
  const rows = new Map<string, { title: string; description: string }>();
  for (const row of await allStatutes(db)) {
    retriever.add(row.id, statuteDocument(row));
    rows.set(row.id, { title: row.title, description: row.description });
  }
  const judgements = (await judgementCorpus(db)).retriever;
  if (!bridgeApplies(judgements.size)) return { retriever, rows };
  // Each statute's own text ranks the judgements once; the event loop is let go between statutes.
  const bridge = new StatuteBridge(STATUTE_BRIDGE);
  for (const [id, row] of rows) {
    const linked = judgements.rank(`${row.title}\n${row.description}`, STATUTE_BRIDGE.perStatute);
    bridge.link(
      id,
      linked.map((hit) => hit.docId),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { retriever, rows, bridge };
}

const judgementCorpus = signatureCache(judgementsSignature, buildJudgementCorpus);
/** The statutes' index is rebuilt when the statutes or the judgements (its bridge) change. */
const statuteCorpus = signatureCache(
  async (db: Db) => `${await statutesSignature(db)}|${await judgementsSignature(db)}`,
  buildStatuteCorpus,
);

/**
 * Builds the judgements index now, and the statutes' (their bridge, and the statutes that choose
 * the judgements' candidates): the warm-up after start, see warm-judgement-search.ts, so that the
 * first case generation does not wait for them; a search arriving meanwhile shares this build.
 */
export async function buildJudgementIndex(db: Db): Promise<void> {
  await statuteCorpus(db);
}

/** Whether the judgements index of this database is built (tests of the warm-up). */
export function judgementIndexBuilt(db: Db): boolean {
  return judgementCorpus.isBuilt(db);
}

/**
 * The ids of the judgements most relevant to typed case facts, best first, with their scores: the
 * ranking searchJudgements cites from (and the evaluation measures), without reading any text.
 * Over a corpus large enough for the statute bridge, the candidates are chosen by the facts joined
 * by the text of the statutes they retrieve (ai/judgements/statute-expansion.ts) and by how often
 * the corpus cites each judgement (ai/judgements/citation-counts.ts), joined by the precedents the
 * facts' first judgements cite most (ai/judgements/cited-precedents.ts), then ranked by their best
 * passage for the facts, of 100 and of 50 terms fused by reciprocal rank.
 */
export async function rankJudgements(
  db: Db,
  q: { text: string; jurisdiction?: Jurisdiction; limit: number },
): Promise<{ docId: string; score: number }[]> {
  const { retriever, listings, cites } = await judgementCorpus(db);
  const limit = Math.max(0, Math.floor(q.limit));
  const depth = q.jurisdiction === undefined ? limit : retriever.size;
  const statuteIndex = await statuteCorpus(db);
  const { rows, bridge } = statuteIndex;
  let ranked: { docId: string; score: number }[];
  if (bridge === undefined) ranked = retriever.rank(q.text, depth);
  else {
    // The facts' first judgements vote both for the statutes and for the precedents they cite.
    const neighbours = retriever.rank(q.text, bridge.params.perQuery).map((hit) => hit.docId);
    const statutes = bridgedStatutes(statuteIndex, bridge, q.text, neighbours, STATUTE_EXPANSION.statutes);
    const query = retriever.query(q.text);
    const texts = statutes.flatMap((hit) => {
      const row = rows.get(hit.docId);
      return row === undefined ? [] : [statuteText(row)];
    });
    ranked = retriever.rankQuery(query, depth, {
      query: withStatuteText(query, texts, retriever.analyser, STATUTE_EXPANSION.weight),
      candidates: STATUTE_EXPANSION.candidates,
      prior: CITATION_PRIOR_WEIGHT,
      shortWindow: true,
      join: citedPrecedents(neighbours, cites),
    });
  }
  return ranked
    .filter((hit) => q.jurisdiction === undefined || listings.get(hit.docId)?.jurisdiction === q.jurisdiction)
    .slice(0, limit);
}

/**
 * The ids of the statute sections most relevant to typed case facts, best first: BM25 over the
 * statutes with legal expansion, and (over a corpus of judgements large enough) the votes of the
 * judgements the facts retrieve for the statutes linked to them (ai/judgements/statute-bridge.ts);
 * the voting judgements are ranked by the facts alone (the statutes cannot lend them their text).
 */
export async function rankStatutes(db: Db, q: { text: string; limit: number }) {
  const statuteIndex = await statuteCorpus(db);
  const { retriever, bridge } = statuteIndex;
  const limit = Math.max(0, Math.floor(q.limit));
  if (bridge === undefined) return retriever.rank(q.text, limit);
  const judgements = (await judgementCorpus(db)).retriever.rank(q.text, bridge.params.perQuery);
  return bridgedStatutes(
    statuteIndex,
    bridge,
    q.text,
    judgements.map((hit) => hit.docId),
    limit,
  );
}

/** The statutes' own ranking fused with the votes of the facts' first judgements (best first). */
function bridgedStatutes(
  { retriever }: StatuteCorpus,
  bridge: StatuteBridge,
  text: string,
  judgements: readonly string[],
  limit: number,
) {
  return bridge.fuse(retriever.rank(text, retriever.size), bridge.votes(judgements)).slice(0, limit);
}

/**
 * The judgements of LeXi's corpus most relevant to typed case facts, best first, each with the
 * passage that matches: BM25 over the stemmed text with legal query expansion (synonyms of legal
 * terms, IPC ↔ BNS and CrPC ↔ BNSS sections). The index is built from the database on first use
 * and rebuilt when the judgements change (an import).
 */
export async function searchJudgements(
  db: Db,
  q: { text: string; jurisdiction?: Jurisdiction; limit: number },
): Promise<JudgementHit[]> {
  const { retriever, listings } = await judgementCorpus(db);
  const ranked = await rankJudgements(db, q);
  const texts = await judgementTexts(
    db,
    ranked.map((hit) => hit.docId),
  );
  const query = retriever.query(q.text);
  const terms = (text: string) => retriever.analyser.terms(text);
  const idf = (term: string) => retriever.idf(term);
  return ranked.flatMap((hit) => {
    const listing = listings.get(hit.docId);
    const text = texts.get(hit.docId);
    // Deleted since the index was built: not cited.
    if (listing === undefined || text === undefined) return [];
    return [
      {
        judgementId: listing.id,
        title: listing.title,
        citation: listing.citation,
        court: listing.court,
        year: listing.year,
        area: listing.area,
        passage: bestPassage(text, query, terms, idf),
        score: hit.score,
      },
    ];
  });
}

/** The statute sections most relevant to typed case facts, best first, with the matching passage. */
export async function searchStatutes(db: Db, q: { text: string; limit: number }): Promise<StatuteHit[]> {
  const { retriever, rows } = await statuteCorpus(db);
  const query = retriever.query(q.text);
  const terms = (text: string) => retriever.analyser.terms(text);
  const idf = (term: string) => retriever.idf(term);
  return (await rankStatutes(db, q)).flatMap((hit) => {
    const row = rows.get(hit.docId);
    if (row === undefined) return [];
    return [
      {
        statuteId: hit.docId,
        title: row.title,
        passage: bestPassage(row.description, query, terms, idf),
        score: hit.score,
      },
    ];
  });
}
