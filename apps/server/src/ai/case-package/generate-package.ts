import type {
  CaseGenerationStep,
  PackageFact,
  PackageJudgement,
  PackageStrategy,
} from '@lexi/shared/api/case-package';
import { jurisdictionOf } from '../litigation/structure-case.ts';
import { allegationsBeyondFacts, caseAllegations, caseProvisions } from './case-allegations.ts';
import { caseDrafts, type GeneratedDraft } from './case-drafts.ts';
import { type CaseInput, caseText, type SearchJudgements, sidesOf } from './case-input.ts';
import { caseJudgements, judgementQuery } from './case-judgements.ts';
import { casePlaces } from './case-places.ts';
import { caseStrategy } from './case-strategy.ts';
import { factsChronology } from './facts-chronology.ts';

export type GeneratedPackage = {
  facts: PackageFact[];
  judgements: PackageJudgement[];
  strategy: PackageStrategy;
  drafts: GeneratedDraft[];
};

/** Told after each step: where the generation is (0–100) and the counts of what it produced. */
export type OnStep = (
  step: CaseGenerationStep,
  progress: number,
  counts?: { count: number },
) => Promise<void>;

/**
 * The case package, deterministic and offline but for the corpus search: the facts chronology
 * from the case files and the case form, the corpus's judgements for the allegations, the
 * strategy for the side and jurisdiction, and the drafts that fit them. `onStep` is called between
 * steps (it may throw to stop the generation, e.g. when it was cancelled).
 */
export async function generateCasePackage(
  input: CaseInput,
  search: SearchJudgements,
  onStep: OnStep,
): Promise<GeneratedPackage> {
  await onStep('analyzing', 10);
  const text = caseText(input);
  const jurisdiction = jurisdictionOf(text);
  const allegations = caseAllegations(text, jurisdiction);
  const provisions = caseProvisions(text, allegations);

  await onStep('generating_facts', 25);
  // The facts are the files' and the case form's summary; the wizard's allegations are not facts
  // (the drafts set out apart those that the facts do not already tell).
  const facts = factsChronology([
    ...input.files.map((f) => ({ text: f.text, file: f.name })),
    { text: input.factsSummary, file: null },
  ]);

  await onStep('generating_judgement', 45);
  const judgements = await caseJudgements(
    search,
    judgementQuery(allegations, provisions, input.factsSummary),
    jurisdiction,
    input.representing,
  );
  await onStep('judgements_generated', 60, { count: judgements.length });

  await onStep('generating_strategy', 70);
  const strategy = caseStrategy({ input, text, jurisdiction, allegations, provisions, facts });
  await onStep('strategy_generated', 80);

  const sides = sidesOf(input);
  const places = casePlaces(
    text,
    [sides.claimant, sides.defendant, input.clientName, input.opponentName],
    facts.map((f) => f.text).join('\n'),
  );
  const drafts = caseDrafts({
    input,
    jurisdiction,
    facts,
    allegations: allegationsBeyondFacts(input.allegations, facts),
    strategy,
    provisions,
    places,
  });
  await onStep('brief_generated', 90, { count: drafts.length });
  return { facts, judgements, strategy, drafts };
}
