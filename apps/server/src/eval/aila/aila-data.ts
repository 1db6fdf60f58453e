import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The queries and answers of an AILA-format folder (the corpus itself is read by the import). */
export type AilaQuery = { id: string; text: string };
export type Qrels = Map<string, Set<string>>;

/** `AILA_Qn||<facts>` one per line. */
export function readQueries(folder: string): AilaQuery[] {
  return readFileSync(join(folder, 'queries.txt'), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.includes('||'))
    .map((line) => {
      const at = line.indexOf('||');
      return { id: line.slice(0, at).trim(), text: line.slice(at + 2).trim() };
    });
}

/** TREC qrels `<query> Q0 <doc-id> <0|1>` → the relevant documents of each query. */
export function readQrels(file: string): Qrels {
  const qrels: Qrels = new Map();
  if (!existsSync(file)) return qrels;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const [query, , doc, grade] = line.trim().split(/\s+/);
    if (query === undefined || doc === undefined || grade === undefined) continue;
    const set = qrels.get(query) ?? new Set<string>();
    if (Number(grade) > 0) set.add(doc);
    qrels.set(query, set);
  }
  return qrels;
}
