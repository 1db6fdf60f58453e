// `npm run eval -- <set> --data <folder> --json <file>`: runs one evaluation set over a data folder,
// prints its figures and writes the whole report as JSON.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EVAL_USAGE, parseEvalArgs } from './eval-args.ts';
import { evalSets } from './eval-sets.ts';

async function main(argv: readonly string[]): Promise<number> {
  let args: ReturnType<typeof parseEvalArgs>;
  try {
    args = parseEvalArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    console.error(`Sets: ${Object.keys(evalSets).join(', ') || '(none)'}`);
    return 2;
  }
  const load = evalSets[args.set];
  if (load === undefined) {
    console.error(`Unknown set "${args.set}". Sets: ${Object.keys(evalSets).join(', ')}. ${EVAL_USAGE}`);
    return 2;
  }
  const dataDir = resolve(args.dataDir);
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    console.error(`The data folder ${dataDir} does not exist.`);
    return 2;
  }
  const set = await load();
  const unknown = [...args.flags].filter((flag) => !(flag in (set.flags ?? {})));
  if (unknown.length > 0) {
    console.error(`The set "${args.set}" has no switch --${unknown.join(', --')}. ${EVAL_USAGE}`);
    return 2;
  }
  const started = performance.now();
  let report: object;
  try {
    report = await set.evaluate(dataDir, (line) => console.error(line), args.flags);
  } catch (error) {
    const missing = unreadableFile(error);
    if (missing === undefined) throw error;
    console.error(`${missing}: the folder is not in the "${args.set}" format (../shared/eval/README.md).`);
    return 2;
  }
  const seconds = (performance.now() - started) / 1000;
  for (const line of set.summarise(report)) console.log(line);
  console.log(`(${seconds.toFixed(1)} s)`);
  if (args.jsonFile !== undefined) {
    writeFileSync(resolve(args.jsonFile), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Report written to ${resolve(args.jsonFile)}`);
  }
  return 0;
}

/** The sentence for a data file the set could not open, or undefined for any other failure. */
function unreadableFile(error: unknown): string | undefined {
  const { code, path } = error as { code?: unknown; path?: unknown };
  if (typeof path !== 'string') return undefined;
  if (code === 'ENOENT') return `${path} is missing`;
  if (code === 'EACCES' || code === 'EISDIR') return `${path} cannot be read`;
  return undefined;
}

process.exitCode = await main(process.argv.slice(2));
