import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { NewJudgement, NewStatute } from './judgements.repository.ts';
import type { Jurisdiction } from './judgements.table.ts';

/**
 * A folder of a firm's own corpus, in the FIRE AILA format: `casedocs/<id>.txt` one judgement per
 * file (title on the first line, then the court and the date as the Supreme Court of India's
 * reports print them), and `statutes/<id>.txt` with a `Title: …` and a `Desc: …` line.
 */
export type JudgementFolder = { judgements: NewJudgement[]; statutes: NewStatute[] };

const MONTHS =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const COURT = /\b(?:court|tribunal|house of lords|privy council|commission)\b/i;
/** A reported citation on the first lines: "(2014) 8 SCC 273", "AIR 1978 SC 597", "384 U.S. 436". */
const CITATION =
  /(?:\(\d{4}\)\s*\d+\s*SCC\s*\d+|AIR\s*\d{4}\s*[A-Z][A-Za-z]*\s*\d+|\[\d{4}\]\s*\d*\s*[A-Z][A-Za-z. ]*\d+|\d+\s*U\.\s?S\.\s*\d+)/;

const txtFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.toLowerCase().endsWith('.txt'))
        .sort()
    : [];

/**
 * The id a file is stored under: its name without `.txt` (re-importing it updates that row), with
 * any character outside letters, digits, '.', '_' and '-' replaced so it fits a URL path.
 */
const idOf = (file: string) =>
  basename(file)
    .replace(/\.txt$/i, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .slice(0, 100) || '_';

function jurisdictionOf(court: string): Jurisdiction {
  if (/united states|u\.s\.|federal|circuit/i.test(court)) return 'US';
  if (
    /house of lords|privy council|england|wales|united kingdom|uksc|king's bench|queen's bench/i.test(court)
  )
    return 'UK';
  return 'IN';
}

/** Reads one judgement file: its head names the case, the court and the date. */
export function parseJudgement(id: string, raw: string): NewJudgement {
  const text = raw.replace(/\r\n?/g, '\n').replaceAll('\0', '').trim();
  const head = text
    .split('\n')
    .slice(0, 8)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const title = (head[0] ?? id).slice(0, 300);
  const court = head.slice(1).find((line) => COURT.test(line) && line.length < 120) ?? '';
  const dateLine = head.slice(1).find((line) => MONTHS.test(line) && /\b(1[89]|20)\d{2}\b/.test(line));
  const year = dateLine ? Number(dateLine.match(/\b(1[89]|20)\d{2}\b/)?.[0]) : null;
  const citation = head.join(' ').match(CITATION)?.[0] ?? [court, dateLine].filter(Boolean).join(', ');
  return {
    id,
    title,
    citation: citation || title,
    court,
    year,
    jurisdiction: jurisdictionOf(court),
    area: '',
    text,
    source: 'import',
  };
}

/** Reads one statute file: `Title: …` and `Desc: …` (the description may run over several lines). */
export function parseStatute(id: string, raw: string): NewStatute {
  const text = raw.replace(/\r\n?/g, '\n').replaceAll('\0', '');
  const title = text.match(/^\s*Title:\s*(.*)$/m)?.[1]?.trim() ?? id;
  const description = text.match(/^\s*Desc:\s*([\s\S]*)$/m)?.[1]?.trim() ?? text.trim();
  return { id, title, description, source: 'import' };
}

export function readJudgementFolder(folder: string): JudgementFolder {
  const caseDir = join(folder, 'casedocs');
  const statuteDir = join(folder, 'statutes');
  return {
    judgements: txtFiles(caseDir).map((file) =>
      parseJudgement(idOf(file), readFileSync(join(caseDir, file), 'utf8')),
    ),
    statutes: txtFiles(statuteDir).map((file) =>
      parseStatute(idOf(file), readFileSync(join(statuteDir, file), 'utf8')),
    ),
  };
}
