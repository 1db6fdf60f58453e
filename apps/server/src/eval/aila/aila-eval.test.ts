import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ailaSet } from './aila-set.ts';
import { averagePrecision, precisionAt, reciprocalRank } from './ranking-metrics.ts';

describe('the ranking measures', () => {
  it('computes average precision, P@10 and reciprocal rank as trec_eval does', () => {
    const relevant = new Set(['a', 'c', 'x']);
    // Relevant at ranks 1 and 3, and one never ranked: (1/1 + 2/3) / 3.
    expect(averagePrecision(['a', 'b', 'c', 'd'], relevant)).toBeCloseTo(5 / 9, 10);
    expect(averagePrecision(['b', 'a'], relevant)).toBeCloseTo(1 / 2 / 3, 10);
    expect(averagePrecision([], relevant)).toBe(0);
    expect(precisionAt(10, ['a', 'b', 'c'], relevant)).toBeCloseTo(0.2, 10);
    expect(reciprocalRank(['b', 'd', 'c'], relevant)).toBeCloseTo(1 / 3, 10);
    expect(reciprocalRank(['b'], relevant)).toBe(0);
  });
});

describe('npm run eval -- aila on a tiny folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexi-aila-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'casedocs/C1.txt',
    'Ram v State\nSupreme Court of India\n\n1 March 1990\nThe accused sought bail after his arrest.',
  );
  write(
    'casedocs/C2.txt',
    'Shyam v Mohan\nSupreme Court of India\n\n2 April 1991\nThe contract was breached by the seller.',
  );
  write(
    'casedocs/C3.txt',
    'Income Tax Officer v Gita\nSupreme Court of India\n\n3 May 1992\nThe assessment of income tax.',
  );
  write('statutes/S1.txt', 'Title: Punishment for cheating\nDesc: Whoever cheats shall be punished.');
  write('statutes/S2.txt', 'Title: When bail may be taken\nDesc: A person arrested may be released on bail.');
  write(
    'queries.txt',
    'AILA_Q1||He was arrested and applies for bail.\nAILA_Q2||The seller breached the contract.\nAILA_Q3||Nothing.\n',
  );
  // Q1: C1 (found first) and C3 (never found) are relevant; Q2: C2; Q3 has no relevant case.
  write(
    'qrels-cases.txt',
    'AILA_Q1 Q0 C1 1\nAILA_Q1 Q0 C2 0\nAILA_Q1 Q0 C3 1\nAILA_Q2 Q0 C2 1\nAILA_Q3 Q0 C1 0\n',
  );
  write('qrels-statutes.txt', 'AILA_Q1 Q0 S2 1\nAILA_Q2 Q0 S1 0\n');

  it('imports the folder into a fresh database and scores each query by hand-computable figures', async () => {
    const report = await ailaSet.evaluate(dir, () => {}, new Set());
    expect(report.corpus).toEqual({ judgements: 3, statutes: 2 });
    // Q1 AP = (1/1) / 2 relevant = 0.5, Q2 AP = 1; Q3 has no relevant case and is not scored.
    expect(report.cases.queries_scored).toBe(2);
    expect(report.cases.map).toBeCloseTo(0.75, 10);
    expect(report.cases.baseline_map).toBeCloseTo(0.75, 10);
    expect(report.cases.p10).toBeCloseTo(0.1, 10);
    expect(report.cases.mrr).toBeCloseTo(1, 10);
    expect(report.queries.find((q) => q.id === 'AILA_Q1')?.cases?.top10[0]).toBe('C1');
    // Statutes: only Q1 has a relevant one, ranked first.
    expect(report.statutes.queries_scored).toBe(1);
    expect(report.statutes.map).toBeCloseTo(1, 10);
    expect(report.statutes.mrr).toBeCloseTo(1, 10);
    expect(ailaSet.summarise(report).join('\n')).toMatch(/cases +MAP 0\.7500/);
  }, 120_000);
});
