// Trains LeXi IQ's clause classifier on a CUAD-format folder and writes its weights:
//   npx tsx apps/server/src/ai/iq/train/train-cuad.ts --data ../shared/eval/cuad
// The same training runs fold by fold in `npm run eval -- cuad --cv`, which is where its figures come from.
import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { readCuadFolder } from '../../../eval/cuad/cuad-data.ts';
import { prepareCuadContract } from './prepare-cuad.ts';
import { trainClauseModel } from './train-model.ts';
import { FeatureIndex } from './training-set.ts';

const dataFlag = process.argv.indexOf('--data');
const dataDir = resolve(dataFlag >= 0 ? (process.argv[dataFlag + 1] ?? '') : '../shared/eval/cuad');
const { contracts, skipped } = readCuadFolder(dataDir);
console.log(`${contracts.length} contracts (${skipped.length} label rows without a text skipped)`);
const index = new FeatureIndex();
const prepared = contracts.map((contract) => prepareCuadContract(contract, index));
const model = trainClauseModel(
  prepared,
  index.names(),
  `CUAD v1 development split (${basename(dataDir)}), ${contracts.length} contracts`,
);
const out = join(import.meta.dirname, '..', 'cuad-model.json');
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`Wrote ${out}`);
