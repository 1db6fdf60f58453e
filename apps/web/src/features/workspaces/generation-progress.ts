import {
  type CaseGenerationProgressMessage,
  type CaseGenerationStep,
  caseGenerationNoticeSteps,
} from '@lexi/shared/api/case-package';
import { CASE_GENERATION_CAP, CASE_GENERATION_TICK_STEP } from '@lexi/shared/workspace-constants';

/** What the progress overlay shows (spec part 2 §4 "Progress overlay"). */
export interface GenerationView {
  /** The shown percentage: 0–99 while generating, 100 once complete. */
  progress: number;
  /** True once the server has reported a progress number: the simulated climb then stops. */
  serverReported: boolean;
  step: CaseGenerationStep | null;
  /** The server's latest sentence. */
  message: string;
  /** A judgements_generated / strategy_generated / brief_generated notice, shown for 2 s. */
  notice: string | null;
  complete: boolean;
}

export type GenerationAction =
  | { type: 'tick' }
  | { type: 'progress'; message: CaseGenerationProgressMessage }
  | { type: 'complete' }
  | { type: 'clear-notice' };

export const initialGenerationView: GenerationView = {
  progress: 0,
  serverReported: false,
  step: null,
  message: '',
  notice: null,
  complete: false,
};

const capped = (value: number) => Math.min(CASE_GENERATION_CAP, value);

export function generationReducer(view: GenerationView, action: GenerationAction): GenerationView {
  if (view.complete) return action.type === 'clear-notice' ? { ...view, notice: null } : view;
  switch (action.type) {
    case 'tick':
      if (view.serverReported) return view;
      // Kept to tenths: ten ticks of 0.4 are 4, not 3.9999….
      return { ...view, progress: capped(Math.round((view.progress + CASE_GENERATION_TICK_STEP) * 10) / 10) };
    case 'progress': {
      const { progress, step, message } = action.message;
      const notice = caseGenerationNoticeSteps.includes(step) ? message : view.notice;
      // Never backwards: the simulated climb may be ahead of the server's first report.
      return {
        ...view,
        serverReported: true,
        progress: capped(Math.max(view.progress, progress)),
        step,
        message,
        notice,
      };
    }
    case 'complete':
      return { ...view, progress: 100, step: 'complete', complete: true };
    case 'clear-notice':
      return { ...view, notice: null };
  }
}

/** The stage (0–4) each step belongs to; 5 when all are done. */
const stageOfStep: Record<CaseGenerationStep, number> = {
  connecting: 0,
  analyzing: 0,
  generating_facts: 1,
  generating_judgement: 2,
  judgements_generated: 2,
  generating_strategy: 3,
  strategy_generated: 3,
  brief_generated: 4,
  finalizing: 4,
  complete: 5,
};

export const STAGE_COUNT = 5;

/** The stage under way: the server's step when it said one, else a fifth of the bar each. */
export function currentStage(view: GenerationView): number {
  if (view.complete) return STAGE_COUNT;
  const byProgress = Math.min(STAGE_COUNT - 1, Math.floor(view.progress / (100 / STAGE_COUNT)));
  return view.step === null ? byProgress : Math.max(stageOfStep[view.step], byProgress);
}
