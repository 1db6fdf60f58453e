import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUAD_CATEGORIES, type CuadCategory } from '../../ai/iq/cuad-categories.ts';
import { parseCsv } from '../../lib/text/csv.ts';
import { parsePythonStringList } from './python-list.ts';

/** One labelled contract of a CUAD-format folder. */
export type CuadContract = {
  /** The `Filename` of labels.csv (the PDF's name). */
  name: string;
  textPath: string;
  /** The PDF in `pdf/`, when the folder has it. */
  pdfPath: string | undefined;
  /** Per category: the texts lawyers marked (`<omitted>` joins pieces of one long clause) and the answer. */
  labels: Record<CuadCategory, { spans: string[]; answer: string }>;
};

const stemKey = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\(\d+\)$/, '')
    .replace(/[^a-z0-9]/g, '');

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads `labels.csv` and finds each row's text in `contracts/`: by name (case, accents and
 * punctuation aside), else by content (the unmatched text holding most of the row's marked clauses).
 * Rows whose text is missing are skipped and counted.
 */
export function readCuadFolder(dataDir: string): { contracts: CuadContract[]; skipped: string[] } {
  const rows = parseCsv(readFileSync(join(dataDir, 'labels.csv'), 'utf8'));
  const header = rows[0] ?? [];
  const column = (name: string) => header.indexOf(name);
  const missing = CUAD_CATEGORIES.filter((c) => column(c) < 0 || column(`${c}-Answer`) < 0);
  if (column('Filename') < 0 || missing.length > 0) {
    throw new Error(`labels.csv lacks the columns Filename or ${missing.join(', ')}`);
  }
  const textFiles = readdirSync(join(dataDir, 'contracts')).filter((f) => f.toLowerCase().endsWith('.txt'));
  const byKey = new Map(textFiles.map((file) => [stemKey(file), file]));
  const pdfDir = join(dataDir, 'pdf');
  const pdfs = existsSync(pdfDir) ? readdirSync(pdfDir) : [];
  const pdfByKey = new Map(pdfs.map((file) => [stemKey(file), file]));

  const parsed = rows.slice(1).filter((row) => row.length >= header.length);
  const used = new Set<string>();
  const pending: { name: string; labels: CuadContract['labels'] }[] = [];
  const contracts: CuadContract[] = [];
  for (const row of parsed) {
    const name = row[column('Filename')] ?? '';
    const labels = Object.fromEntries(
      CUAD_CATEGORIES.map((category) => [
        category,
        {
          spans: parsePythonStringList(row[column(category)] ?? '').map((s) =>
            s.replaceAll('<omitted>', ' '),
          ),
          answer: (row[column(`${category}-Answer`)] ?? '').trim(),
        },
      ]),
    ) as CuadContract['labels'];
    pending.push({ name, labels });
  }
  const unmatched: typeof pending = [];
  for (const item of pending) {
    const file = byKey.get(stemKey(item.name));
    if (file === undefined || used.has(file)) unmatched.push(item);
    else {
      used.add(file);
      contracts.push(contractOf(dataDir, item, file, pdfByKey));
    }
  }
  const skipped: string[] = [];
  if (unmatched.length > 0) {
    const free = textFiles.filter((f) => !used.has(f));
    const texts = new Map(free.map((f) => [f, spaced(readFileSync(join(dataDir, 'contracts', f), 'utf8'))]));
    for (const item of unmatched) {
      const spans = Object.values(item.labels)
        .flatMap((l) => l.spans)
        .map((s) => spaced(s).slice(0, 120))
        .filter((s) => s.length >= 20)
        .slice(0, 20);
      let best: string | undefined;
      let bestHits = 0;
      for (const [file, text] of texts) {
        if (used.has(file)) continue;
        const hits = spans.filter((s) => text.includes(s)).length;
        if (hits > bestHits) [best, bestHits] = [file, hits];
      }
      if (best !== undefined && bestHits >= Math.max(2, spans.length * 0.6)) {
        used.add(best);
        contracts.push(contractOf(dataDir, item, best, pdfByKey));
      } else skipped.push(item.name);
    }
  }
  contracts.sort((a, b) => a.name.localeCompare(b.name));
  return { contracts, skipped };
}

function contractOf(
  dataDir: string,
  item: { name: string; labels: CuadContract['labels'] },
  file: string,
  pdfByKey: Map<string, string>,
): CuadContract {
  const pdf = pdfByKey.get(stemKey(item.name)) ?? pdfByKey.get(stemKey(file));
  return {
    name: item.name,
    textPath: join(dataDir, 'contracts', file),
    pdfPath: pdf === undefined ? undefined : join(dataDir, 'pdf', pdf),
    labels: item.labels,
  };
}
