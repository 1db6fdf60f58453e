import { messages } from '@lexi/shared/messages';

const stages = messages.litigation.own.generation.stages;

/** The overlay's five stages (spec part 2 §4), each with its two sub-points (the screen's own words). */
export const caseGenerationStages = [
  {
    title: stages.extractingSummary,
    points: ['Reading the case details and its files', 'Summarising the parties and the allegations'],
  },
  {
    title: stages.identifyingFacts,
    points: ['Putting the events in order of date', 'Keeping the passage each fact came from'],
  },
  {
    title: stages.findingJudgements,
    points: ["Searching LeXi's corpus of judgements", 'Weighing whether each one helps or hurts your side'],
  },
  {
    title: stages.draftingStrategy,
    points: ['Framing the issues and the provisions', 'Preparing for counter-arguments and limitation'],
  },
  {
    title: stages.generatingDrafts,
    points: ['Choosing the documents your side needs', 'Filling in the names, dates and sections'],
  },
] as const;

/** The overlay's and the package panel's own words (not toasts of the spec). */
export const generationTexts = {
  overlayIntro: 'LeXi is reading your case and preparing its package. This usually takes under a minute.',
  progressLabel: 'Case generation progress',
  stagesLabel: 'Stages',
  stageState: { done: 'done', active: 'in progress', pending: 'to come' },
  cancel: 'Cancel',
} as const;
