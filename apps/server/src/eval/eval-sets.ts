import type { EvalSet } from './eval-set.ts';

/**
 * Every set `npm run eval -- <set>` knows, by name. A set's module stays with the engine it measures;
 * this map only names it.
 */
export const evalSets: Record<string, () => Promise<EvalSet>> = {
  inlegalner: async () => (await import('./inlegalner/inlegalner-set.ts')).inlegalnerSet as EvalSet,
  cuad: async () => (await import('./cuad/cuad-set.ts')).cuadSet as EvalSet,
  aila: async () => (await import('./aila/aila-set.ts')).ailaSet as EvalSet,
};
