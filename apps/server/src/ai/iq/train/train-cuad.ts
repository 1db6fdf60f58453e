// Trains LeXi IQ's clause classifier on a CUAD-format folder and writes its weights:
//   npx tsx apps/server/src/ai/iq/train/train-cuad.ts --data ../shared/eval/cuad [--no-document]
// The same training runs fold by fold in `npm run eval -- cuad --cv`, which is where its figures come
// from; the presence thresholds of each category are chosen by an inner cross-validation.
import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { readCuadFolder } from '../../../eval/cuad/cuad-data.ts';
import { FoldedTraining } from './cross-validation.ts';
import { prepareCuadContract } from './prepare-cuad.ts';
import { FeatureIndex } from './training-set.ts';

const dataFlag = process.argv.indexOf('--data');
const dataDir = resolve(dataFlag >= 0 ? (process.argv[dataFlag + 1] ?? '') : '../shared/eval/cuad');
const { contracts, skipped } = readCuadFolder(dataDir);
console.log(`${contracts.length} contracts (${skipped.length} label rows without a text skipped)`);
const index = new FeatureIndex();
const prepared = contracts.map((contract) => prepareCuadContract(contract, index));
// Trained on every contract; the presence thresholds come from a 5-fold cross-validation over them.
// The shipped model carries the document-level models (their log-odds a feature of the contract-level
// stage); `--no-document` writes the pipeline before them, for comparison.
const tuned = new FoldedTraining(prepared, index.names(), console.log).tunedPairWithout(
  [],
  `CUAD v1 development split (${basename(dataDir)}), ${contracts.length} contracts`,
);
const model = process.argv.includes('--no-document') ? tuned.model : tuned.withDocument;
const out = join(import.meta.dirname, '..', 'cuad-model.json');
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`Wrote ${out}`);
