import type {
  CaseGenerationStep,
  PackageFact,
  PackageJudgement,
  PackageStrategy,
} from '@lexi/shared/api/case-package';
import { jurisdictionOf } from '../litigation/case-jurisdiction.ts';
import { allegationsBeyondFacts, caseAllegations, caseProvisions } from './case-allegations.ts';
import { caseDrafts, type GeneratedDraft } from './case-drafts.ts';
import { type CaseInput, caseText, type SearchJudgements, sidesOf } from './case-input.ts';
import { caseJudgements, judgementQuery } from './case-judgements.ts';
import { casePlaces } from './case-places.ts';
import { caseStrategy } from './case-strategy.ts';
import { chequeCaseOf, isChequeCase } from './cheque-case.ts';
import { otherOffencesOf } from './cheque-other-offences.ts';
import { civilClaim } from './civil-claim.ts';
import { forumOf, NO_FORUM } from './civil-forum.ts';
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
  const jurisdiction = jurisdictionOf(text, input.home ?? 'IN');
  const nature = input.caseType === 'Criminal' ? 'criminal' : 'civil';
  const allegations = caseAllegations(text, jurisdiction, nature);
  const provisions = caseProvisions(text, allegations);

  await onStep('generating_facts', 25);
  // The facts are the files' and the case form's summary; the wizard's allegations are not facts
  // (the drafts set out apart those that the facts do not already tell).
  const facts = factsChronology([
    ...input.files.map((f) => ({ text: f.text, file: f.name })),
    { text: input.factsSummary, file: null },
  ]);

  // A civil claim's causes and forum (India: the Commercial Courts Act's conditions; the US:
  // diversity; England: the tracks and the pre-action conduct) are searched
  // for as well as the provisions the case names.
  const claim = civilClaim({ input, text, jurisdiction, allegations, facts });
  const forum =
    claim && claim.causes.length > 0 ? forumOf(claim, jurisdiction, input.representing) : NO_FORUM;

  await onStep('generating_judgement', 45);
  const judgements = await caseJudgements(
    search,
    judgementQuery(
      allegations,
      [...provisions, ...forum.provisions.map((p) => p.provision)],
      input.factsSummary,
    ),
    jurisdiction,
    { representing: input.representing, nature, causes: allegations.map((a) => a.rule.name) },
  );
  await onStep('judgements_generated', 60, { count: judgements.length });

  await onStep('generating_strategy', 70);
  // A cheque-dishonour case, by the offences its allegations and citations name (Section 138 NI Act),
  // with the other offences they name beside it (cheating, breach of trust…), which go by the police.
  const cheque = isChequeCase(jurisdiction, nature, provisions)
    ? chequeCaseOf(facts, otherOffencesOf(provisions, allegations))
    : null;
  const strategy = caseStrategy({
    input,
    text,
    jurisdiction,
    allegations,
    provisions,
    facts,
    claim,
    forum,
    cheque,
  });
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
    claim,
    forum,
    cheque,
  });
  await onStep('brief_generated', 90, { count: drafts.length });
  return { facts, judgements, strategy, drafts };
}
