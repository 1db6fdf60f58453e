/**
 * One evaluation set of `npm run eval`: it reads a data folder in its published format (never a copy
 * kept in the repository), runs LeXi's own engine on every document and scores it against the labels.
 */
export interface EvalSet<Report extends object = object> {
  /** What the set measures, for `npm run eval` without arguments. */
  readonly description: string;
  /** The switches the set understands (`--pdf` → 'pdf'), each with what it does. */
  readonly flags?: Readonly<Record<string, string>>;
  /** Runs the engine over every document of `dataDir` and scores it. */
  evaluate(dataDir: string, log: (line: string) => void, flags: ReadonlySet<string>): Promise<Report>;
  /** The lines printed after the run: the figures a reader compares with the README. */
  summarise(report: Report): string[];
}
