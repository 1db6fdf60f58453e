/** `<set> --data <folder> [--json <file>]`: the one argument shape every evaluation takes. */
export interface EvalArgs {
  set: string;
  dataDir: string;
  jsonFile: string | undefined;
  /** Switches a set reads for itself (e.g. `--pdf`): every other `--name` without a value. */
  flags: ReadonlySet<string>;
}

export const EVAL_USAGE =
  'Usage: npm run eval -- <set> --data <folder> [--json <file>] [--<switch of the set>]';

/** Parses the evaluation's arguments; a missing or unknown part is an error naming the usage. */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--data' || arg === '--json') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new Error(`${arg} needs a value. ${EVAL_USAGE}`);
      options.set(arg, value);
      i++;
    } else if (arg.startsWith('--')) {
      flags.add(arg.slice(2));
    } else {
      positional.push(arg);
    }
  }
  const [set, ...extra] = positional;
  if (set === undefined || extra.length > 0) throw new Error(EVAL_USAGE);
  const dataDir = options.get('--data');
  if (dataDir === undefined) throw new Error(`--data is required. ${EVAL_USAGE}`);
  return { set, dataDir, jsonFile: options.get('--json'), flags };
}
