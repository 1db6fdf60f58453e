import type { ClauseModel } from './clause-model.ts';
import weights from './cuad-model.json' with { type: 'json' };

/** The clause classifier shipped with LeXi, trained by train/train-cuad.ts on the CUAD development split. */
export const cuadModel: ClauseModel = weights as ClauseModel;
