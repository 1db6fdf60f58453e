import type { CaseInput, SearchJudgements } from './case-input.ts';
import { generateCasePackage } from './generate-package.ts';

/** What the package tests share: the package built without a corpus, its drafts, the other side. */
export const noCorpus: SearchJudgements = async () => [];
export const build = (input: CaseInput) => generateCasePackage(input, noCorpus, async () => {});
export type Built = Awaited<ReturnType<typeof build>>;
export const draft = (pkg: Built, kind: string) => pkg.drafts.find((d) => d.kind === kind)?.html ?? '';
/** The same case with the user acting for the accused (the defendant). */
export const defending = (input: CaseInput): CaseInput => ({
  ...input,
  representing: 'accused',
  clientName: input.accused,
  opponentName: input.victim,
});
