import { readFileSync } from 'node:fs';
import type { CuadContract } from '../../../eval/cuad/cuad-data.ts';
import { CUAD_CLAUSE_CATEGORIES } from '../cuad-categories.ts';
import { type FeatureIndex, type PreparedContract, prepareContract } from './training-set.ts';

/** A CUAD contract's text and marked clauses, prepared for training. */
export function prepareCuadContract(contract: CuadContract, index: FeatureIndex): PreparedContract {
  const spans = Object.fromEntries(CUAD_CLAUSE_CATEGORIES.map((c) => [c, contract.labels[c].spans]));
  const present = CUAD_CLAUSE_CATEGORIES.filter((c) => contract.labels[c].answer.toLowerCase() === 'yes');
  return prepareContract({ text: readFileSync(contract.textPath, 'utf8'), spans, present }, index);
}
