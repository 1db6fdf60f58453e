import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUAD_CATEGORIES } from '../../ai/iq/cuad-categories.ts';
import { parseCsv } from '../../lib/text/csv.ts';
import { readCuadFolder } from './cuad-data.ts';
import { type ContractOutcome, presenceReport, spanReport } from './cuad-metrics.ts';
import { parsePythonStringList } from './python-list.ts';

describe('CUAD label formats', () => {
  it('parses quoted CSV fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""\nthere"\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"\nthere'],
      ['1', '2', '3'],
    ]);
  });

  it('parses Python string lists with both quote styles and escapes', () => {
    expect(parsePythonStringList(`['one', "it's", 'a\\'b\\\\c\\n']`)).toEqual(['one', "it's", "a'b\\c\n"]);
    expect(parsePythonStringList('[]')).toEqual([]);
    expect(() => parsePythonStringList('not a list')).toThrow();
  });
});

function quote(value: string) {
  return `"${value.replaceAll('"', '""')}"`;
}

describe('readCuadFolder', () => {
  it('pairs label rows with texts by name, then by content, and skips rows without a text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cuad-'));
    mkdirSync(join(dir, 'contracts'));
    const clause = 'Neither party may assign this Agreement without the prior written consent of the other.';
    const law = 'This Agreement is governed by the laws of the State of Delaware in all respects.';
    writeFileSync(join(dir, 'contracts', 'Acme_Supply Agreement.txt'), `SUPPLY\n${clause}`);
    writeFileSync(join(dir, 'contracts', 'renamed file.txt'), `LICENCE\n${clause}\n${law}`);
    const header = ['Filename', ...CUAD_CATEGORIES.flatMap((c) => [c, `${c}-Answer`])];
    const row = (name: string, spans: string[]) =>
      [
        name,
        ...CUAD_CATEGORIES.flatMap((c) =>
          c === 'Anti-Assignment' ? [`[${spans.map((s) => `'${s}'`).join(', ')}]`, 'Yes'] : ['[]', 'No'],
        ),
      ]
        .map(quote)
        .join(',');
    writeFileSync(
      join(dir, 'labels.csv'),
      [
        header.map(quote).join(','),
        row('ACME_SUPPLY AGREEMENT.PDF', [clause]),
        row('Other Name.pdf', [clause, law]),
        row('Missing.pdf', ['Some clause text that appears in no contract at all here.']),
      ].join('\n'),
    );
    const { contracts, skipped } = readCuadFolder(dir);
    expect(contracts.map((c) => [c.name, c.textPath.split('/').at(-1)])).toEqual([
      ['ACME_SUPPLY AGREEMENT.PDF', 'Acme_Supply Agreement.txt'],
      ['Other Name.pdf', 'renamed file.txt'],
    ]);
    expect(skipped).toEqual(['Missing.pdf']);
    expect(contracts[0]?.labels['Anti-Assignment']).toEqual({ spans: [clause], answer: 'Yes' });
  });
});

describe('CUAD metrics', () => {
  const outcome = (
    found: [string, number, boolean][],
    marked: string[],
    truth: boolean,
    units: string[] = found.map(([text]) => text),
  ): ContractOutcome => ({
    truth: new Set(truth ? ['Anti-Assignment'] : []),
    predicted: new Set(found.some((f) => f[2]) ? ['Anti-Assignment'] : []),
    found: found.map(([text, confidence, accepted]) => ({
      category: 'Anti-Assignment',
      text,
      confidence,
      accepted,
    })),
    marked: marked.map((text) => ({ category: 'Anti-Assignment', text })),
    units,
  });
  const outcomes = [
    outcome(
      [
        ['may not assign this agreement without consent', 0.9, true],
        ['the fees are payable monthly in arrears', 0.7, true],
      ],
      ['party may not assign this agreement without consent'],
      true,
    ),
    outcome(
      [['assignment requires the prior written consent', 0.4, false]],
      ['assignment requires the prior written consent'],
      true,
      // The candidates' sentences: the second marked clause spans two of them, so none matches it.
      ['Assignment requires', 'the prior written consent of the other party in writing.'],
    ),
    outcome([['the goods are delivered to the warehouse', 0.95, true]], [], false),
  ];

  it('scores presence per category against the Yes/No answers', () => {
    const score = presenceReport(outcomes).categories['Anti-Assignment'];
    expect(score).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    // The other 32 categories occur in none of these contracts: the mean is Anti-Assignment's alone.
    expect(presenceReport(outcomes).macro_f1).toBe(0.5);
  });

  it('matches spans by word-Jaccard ≥ 0.5 and reads precision where recall reaches 80%', () => {
    const spans = spanReport(outcomes);
    expect(spans.precision).toBeCloseTo(1 / 3);
    expect(spans.recall).toBe(0.5);
    // By confidence: 0.95 wrong, 0.9 right (recall 0.5), 0.7 wrong, 0.4 right (recall 1) → 2 of 4.
    expect(spans.precision_at_recall_80).toBe(0.5);
    expect(spans.candidate_recall).toBe(1);
    // The first marked clause is one of its contract's sentences; the second matches no sentence.
    expect(spans.oracle_recall).toBe(0.5);
  });
});
