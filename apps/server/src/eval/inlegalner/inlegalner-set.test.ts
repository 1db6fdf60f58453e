import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SetScore } from './inlegalner-score.ts';
import { inlegalnerSet } from './inlegalner-set.ts';

function labelled(text: string, labels: Array<[string, string]>) {
  return {
    id: text.slice(0, 8),
    data: { text },
    annotations: [{ result: labels.map(([label, value]) => ({ value: { text: value, labels: [label] } })) }],
  };
}

const dir = mkdtempSync(join(tmpdir(), 'inlegalner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the inlegalner evaluation set', () => {
  it('scores names after normalising case, spaces and punctuation', () => {
    const score = new SetScore();
    score.add(['STATE OF U.P.', 'Ram  Lal'], ['State of UP', 'Shyam']);
    expect(score.result()).toMatchObject({ precision: 0.5, recall: 0.5, true_positives: 1 });
  });

  it('runs on any folder in the Label Studio format and scores each role', async () => {
    writeFileSync(
      join(dir, 'preambles.json'),
      JSON.stringify([
        labelled('In The High Court Of Kerala\nA. Nair ...Petitioner\nVersus\nB. Menon ...Respondent\n', [
          ['COURT', 'High Court Of Kerala'],
          ['PETITIONER', 'A. Nair'],
          ['RESPONDENT', 'B. Menon'],
        ]),
        labelled('C. Das ...Appellant\nVersus\nState of Assam ...Respondent\n', [
          ['PETITIONER', 'C. Das'],
          ['RESPONDENT', 'Union of India'],
        ]),
      ]),
    );
    const report = await inlegalnerSet.evaluate(dir, () => {}, new Set());
    expect(report.documents).toBe(2);
    expect(report.petitioner.f1).toBe(1);
    expect(report.respondent).toMatchObject({ precision: 0.5, recall: 0.5 });
    expect(report.court_accuracy).toBe(1);
    expect(report.case_number_accuracy).toBeNull();
    expect(inlegalnerSet.summarise(report).join('\n')).toContain('respondent');
  });
});
