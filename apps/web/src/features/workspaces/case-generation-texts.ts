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

export const packageTexts = {
  title: 'Case package',
  noPackageTitle: 'No case package yet',
  noPackage:
    'LeXi has not generated the package of this case yet, or its generation was stopped. Generate it to see the facts, judgements, strategy and drafts.',
  generate: 'Generate the case package',
  generateNewVersion: 'Generate new version',
  download: 'Download case',
  versionLabel: 'Version',
  version: (version: number, when: string) => `Version ${version} · ${when}`,
  loading: 'Loading the case package',
  tryAgain: 'Try again',
  tabs: { facts: 'Facts', judgements: 'Judgements', strategy: 'Strategy', drafts: 'Drafts' },
  factsLabel: 'Chronology of facts',
  noFacts: 'No facts were found in this case.',
  undated: 'Undated',
  none: messages.litigation.own.generation.noneFound,
  noJudgements: "No judgement of LeXi's corpus matched these facts.",
  stance: { helps: 'Helps your side', hurts: 'Against your side', neutral: 'Neutral' },
  relevance: 'Why it is relevant',
  passage: 'Matching passage',
  readJudgement: 'Read the judgement',
  judgementLoading: 'Loading the judgement',
  judgementFailed: 'The judgement could not be loaded. Try again.',
  strategy: {
    issues: 'Issues',
    provisions: 'Provisions',
    arguments: 'Arguments',
    counterArguments: 'Counter-arguments',
    answer: 'Answer',
    evidence: 'Evidence',
    limitation: 'Limitation',
    deadline: 'Last day',
    nextSteps: 'Next steps',
  },
  noDrafts: 'No drafts were prepared for this case.',
  draftLabel: 'Draft',
  draftText: (title: string) => `${title}, draft text`,
  save: 'Save draft',
  downloadDocx: 'Download DOCX',
  unsaved: 'Unsaved changes',
} as const;
