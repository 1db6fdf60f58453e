import type { JudgementHit } from '../judgements/judgement-hit.ts';
import type { Jurisdiction } from '../litigation/allegation-rules.ts';
import type { JudgementFavour } from './judgement-favour.ts';

export type { JudgementHit };

/** What the engine reads of a case: the wizard's case, its workspace and its files' text. */
export type CaseInput = {
  workspaceName: string;
  clientName: string;
  opponentName: string;
  areaOfLaw: string;
  caseType: 'Civil' | 'Criminal';
  /** victim: the complainant / plaintiff side; accused: the accused / defendant side. */
  representing: 'victim' | 'accused';
  complainant: string;
  accused: string;
  victim: string;
  allegations: string;
  factsSummary: string;
  files: Array<{ name: string; text: string; pages: number }>;
  /** The jurisdiction of the workspace's owner, for facts that name none (India when unknown). */
  home?: Jurisdiction;
};

/** A judgement the search found, with the side its rule favours when its author says so. */
export type CitableJudgement = JudgementHit & { favour?: JudgementFavour | undefined };

/** The corpus search the engine is given: LeXi never cites a judgement outside its corpus. */
export type SearchJudgements = (query: {
  text: string;
  jurisdiction?: Jurisdiction;
  limit: number;
}) => Promise<CitableJudgement[]>;

/** All the text of the case, files first, for the readers that look at everything. */
export function caseText(input: CaseInput): string {
  return [...input.files.map((f) => f.text), input.allegations, input.factsSummary].join('\n\n');
}

/** The people of each side, by the wizard's fields and the workspace's names. */
export function sidesOf(input: CaseInput): {
  ours: string;
  theirs: string;
  claimant: string;
  defendant: string;
} {
  const claimant =
    input.victim ||
    input.complainant ||
    (input.representing === 'victim' ? input.clientName : input.opponentName);
  const defendant =
    input.accused || (input.representing === 'accused' ? input.clientName : input.opponentName);
  const ours = input.representing === 'victim' ? claimant : defendant;
  const theirs = input.representing === 'victim' ? defendant : claimant;
  return {
    ours: ours || 'our client',
    theirs: theirs || 'the opposite party',
    claimant: claimant || 'the complainant',
    defendant: defendant || 'the accused',
  };
}
