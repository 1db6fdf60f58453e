import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { CaseInput } from '../../ai/case-package/case-input.ts';
import { generateCasePackage } from '../../ai/case-package/generate-package.ts';
import { numberFacts, orderFacts } from '../../ai/litigation/fact-order.ts';
import { structureCase } from '../../ai/litigation/structure-case.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { documentText } from '../../lib/document-text/document-text.ts';
import { readDocumentText } from '../../lib/document-text/read-document-text.ts';
import { importJudgementFolder } from '../judgements/import-judgements.ts';
import { searchJudgements } from '../judgements/judgement-search.ts';
import { thirtyPageCaseFile } from '../litigation/case-extraction.bench.ts';

export type CaseGenerationBench = {
  /** Judgements in the corpus searched (0 when no corpus folder was found). */
  corpus: number;
  /** The first run in the process, which also builds the search index over the corpus. */
  coldMs: number;
  /** Later runs: the median. */
  msPerCase: number;
  facts: number;
  judgements: number;
  drafts: number;
};

/**
 * Wizard-to-complete time of case generation with the built-in engine for a 30-page case file, in
 * process on an embedded database: the wizard's extraction (text in reading order, ordered facts)
 * and structuring, then the generation job's work (the stored file read again, the chronology,
 * the corpus search, the strategy and the drafts). Left out: HTTP, file storage, the job queue's
 * claim and the package's one-transaction write, and the live connection (woken by the job's
 * notification of each step, it adds one read of the job's row per step, no poll interval).
 */
export async function benchCaseGeneration(
  iterations: number,
  corpusFolder: string | null,
): Promise<CaseGenerationBench> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrate(database.db);
    const corpus =
      corpusFolder && existsSync(corpusFolder)
        ? (await importJudgementFolder(database.db, corpusFolder)).judgements
        : 0;
    const pdf = await thirtyPageCaseFile();
    const once = async () => {
      const started = performance.now();
      const read = await documentText(pdf);
      const facts = numberFacts(orderFacts(read.text));
      const structured = structureCase(facts);
      if (!structured) throw new Error('the bench case did not structure');
      const stored = await readDocumentText(pdf);
      const input: CaseInput = {
        workspaceName: 'Bench v. Bench',
        clientName: structured.complainant,
        opponentName: structured.accused,
        areaOfLaw: 'Negotiable instruments',
        caseType: structured.caseType,
        representing: 'victim',
        complainant: structured.complainant,
        accused: structured.accused,
        victim: structured.victim,
        allegations: structured.allegations.map((a) => a.allegation).join('\n'),
        factsSummary: structured.factSummary,
        files: [{ name: 'case.pdf', text: stored.text, pages: stored.pages.length }],
      };
      const pkg = await generateCasePackage(
        input,
        (q) => searchJudgements(database.db, q),
        async () => {},
      );
      return { ms: performance.now() - started, pkg };
    };
    const cold = await once();
    const times: number[] = [];
    let last = cold.pkg;
    for (let i = 0; i < iterations; i++) {
      const run = await once();
      times.push(run.ms);
      last = run.pkg;
    }
    times.sort((a, b) => a - b);
    return {
      corpus,
      coldMs: cold.ms,
      msPerCase: times[Math.floor(times.length / 2)] ?? cold.ms,
      facts: last.facts.length,
      judgements: last.judgements.length,
      drafts: last.drafts.length,
    };
  } finally {
    await database.close();
  }
}
