import { z } from 'zod';
import type { ContractDocument, ContractSection } from '../ai-provider.ts';
import { answerJson, type ChatMessage } from './chat-completions.ts';

/**
 * What the model sees and must give back: the sections it may reword, with their headings and
 * clause numbers. The structure is ours; only the wording of each clause may change.
 */
const answerSchema = z.object({
  sections: z.array(
    z.object({
      heading: z.string(),
      clauses: z.array(z.object({ number: z.string(), text: z.string().trim().min(1) })),
    }),
  ),
});

const SYSTEM_PROMPT = [
  'You are a senior contracts lawyer improving the wording of a draft contract.',
  'You receive JSON: {"jurisdiction", "contract_type", "sections": [{"heading", "clauses": [{"number", "text"}]}]}.',
  'Rewrite each clause text to be clear, precise and professional for that jurisdiction, keeping its legal meaning.',
  'Keep every heading, every clause number and their order exactly. Do not add, remove, merge or split clauses.',
  'Keep every name, email address, amount, date, number and statute reference exactly as written.',
  'Answer with JSON only, of the same shape: {"sections": [{"heading", "clauses": [{"number", "text"}]}]}.',
].join(' ');

export type RefinableSection = Pick<ContractSection, 'heading' | 'clauses'>;

/** Special terms are the user's own words: they are neither sent nor changed. */
export function refinableSections(doc: ContractDocument): RefinableSection[] {
  return doc.sections.filter((s) => !s.verbatim).map(({ heading, clauses }) => ({ heading, clauses }));
}

export function refinementMessages(doc: ContractDocument): ChatMessage[] {
  const payload = {
    jurisdiction: doc.jurisdiction,
    contract_type: doc.contractType,
    sections: refinableSections(doc),
  };
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: JSON.stringify(payload) },
  ];
}

/**
 * The tokens a rewording must keep: digits (amounts, dates, periods, section numbers, statute
 * years), email addresses and the parties' names. A clause that loses one keeps its original text.
 */
function protectedTokens(text: string, names: string[]): string[] {
  const numbers = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const emails = (text.match(/[^\s@;,()]+@[^\s@;,()]+\.[^\s@;,()]+/g) ?? []).map((e) =>
    e.replace(/\.+$/, ''),
  );
  return [...numbers, ...emails, ...names.filter((n) => n !== '' && text.includes(n))];
}

export type RefineOutcome =
  | { ok: true; doc: ContractDocument; keptOriginal: number }
  | { ok: false; reason: string };

/** Applies the model's answer if its structure matches exactly; otherwise says why not. */
export function applyRefinement(doc: ContractDocument, content: string): RefineOutcome {
  const json = answerJson(content);
  if (json === undefined) return { ok: false, reason: 'the model answer is not valid JSON' };
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'the model answer does not have the expected shape' };

  const sent = refinableSections(doc);
  const got = parsed.data.sections;
  const sameStructure =
    got.length === sent.length &&
    sent.every((s, i) => {
      const g = got[i];
      return (
        g !== undefined &&
        g.heading === s.heading &&
        g.clauses.length === s.clauses.length &&
        s.clauses.every((c, j) => g.clauses[j]?.number === c.number)
      );
    });
  if (!sameStructure) return { ok: false, reason: 'the model changed the headings or clause numbers' };

  const names = doc.parties.flatMap((p) => [p.name]).concat(doc.signatures.map((s) => s.signatoryName));
  const byHeading = new Map(got.map((s) => [s.heading, s]));
  let keptOriginal = 0;
  const sections = doc.sections.map((section) => {
    const answer = byHeading.get(section.heading);
    if (section.verbatim || !answer) return section;
    return {
      ...section,
      clauses: section.clauses.map((clause, j) => {
        const text = answer.clauses[j]?.text ?? clause.text;
        // A rewording may not drop an amount, a date, a name or an email, nor balloon in length.
        const keepsTokens = protectedTokens(clause.text, names).every((t) => text.includes(t));
        if (keepsTokens && text.length <= clause.text.length * 3 + 200) return { ...clause, text };
        keptOriginal += 1;
        return clause;
      }),
    };
  });
  return { ok: true, doc: { ...doc, sections }, keptOriginal };
}
