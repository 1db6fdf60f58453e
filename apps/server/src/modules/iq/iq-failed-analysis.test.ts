import { messages } from '@lexi/shared/messages';
import { Document, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { analyseContract } from '../../ai/iq/analyse-contract.ts';
import { SUPPLY_CONTRACT } from '../../ai/iq/iq-test-contract.fixture.ts';
import { runDueJobs } from '../../lib/jobs/job-queue.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { analyseContractJob, analysisEngine } from './analyse-job.ts';

/** A contract whose text the engine cannot analyse: in this file only, the engine throws on it. */
const BREAKS_THE_ENGINE = 'This sentence makes the test engine throw.';

const a = messages.analysis;
const DAY = 86_400_000;

async function brokenContractDocx(): Promise<string> {
  const paragraphs = [...SUPPLY_CONTRACT.split('\n\n'), BREAKS_THE_ENGINE].map((p) => new Paragraph(p));
  return (await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }))).toString('base64');
}

// No job runner on this app (JOB_POLL_SECONDS=0): the upload's own run is the first try, and the
// test runs the retries itself, moving the clock past each backoff.
describeOnEachDatabase(
  'LeXi IQ analysis whose engine run fails',
  (ctx) => {
    const app = () => ctx().app;
    // In this suite only, the engine throws on the marked contract (restored after it).
    let engine: ReturnType<typeof vi.spyOn>;
    beforeAll(() => {
      engine = vi.spyOn(analysisEngine, 'analyse').mockImplementation((text, ...rest) => {
        if (text.includes(BREAKS_THE_ENGINE)) throw new Error('the engine failed on this contract');
        return analyseContract(text, ...rest);
      });
    });
    afterAll(() => engine.mockRestore());
    const jobOf = async (analysisId: string) => {
      const [job] = await ctx().database.query<{
        status: string;
        attempts: number;
        last_error: string | null;
      }>(`select status, attempts, last_error from jobs where kind = $1 and payload->>'analysis_id' = $2`, [
        analyseContractJob.kind,
        analysisId,
      ]);
      return job;
    };

    it('ends failed with the catalogue message after its last try, never processing, and can be deleted', async () => {
      const { token } = await signedInUser(ctx());
      const { deps } = app();
      const upload = await call(
        app(),
        'POST',
        '/api/iq/quick_add_risk_analysis',
        { file_content: await brokenContractDocx(), file_name: 'broken.docx' },
        token,
      );
      expect(upload.statusCode, upload.body.slice(0, 200)).toBe(200);
      const id = String(upload.json().id);
      const get = () => call(app(), 'GET', `/api/iq/analyses/${id}`, undefined, token);

      // The upload's own run (the first of three tries) fails and leaves a retry owed.
      for (let polls = 0; (await jobOf(id))?.last_error == null; polls++) {
        expect(polls, 'the first try never ended').toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await jobOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
      expect((await get()).json().analysis.status).toBe('processing');

      const realNow = deps.now;
      try {
        for (let retry = 1; (await jobOf(id))?.status === 'queued'; retry++) {
          expect(retry, 'the job was retried more often than its attempts allow').toBeLessThanOrEqual(2);
          deps.now = () => new Date(Date.now() + retry * DAY);
          await runDueJobs(deps, [analyseContractJob]);
        }
      } finally {
        deps.now = realNow;
      }
      expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 3 });

      const got = await get();
      expect(got.statusCode).toBe(200);
      expect(got.json().message).toBe(a.analyzeFailed);
      expect(got.json().analysis).toMatchObject({
        id,
        status: 'failed',
        file_name: 'broken.docx',
        findings: [],
        proposals: [],
        score: null,
      });
      const listed = (await call(app(), 'GET', '/api/iq/analyses', undefined, token)).json().analyses;
      expect(listed).toEqual([expect.objectContaining({ id, status: 'failed' })]);
      // Nothing runs it again.
      expect(await runDueJobs(deps, [analyseContractJob])).toEqual({ done: 0, failed: 0 });

      const deleted = await call(app(), 'DELETE', `/api/iq/analyses/${id}`, undefined, token);
      expect(deleted.json()).toEqual({ success: true, message: a.own.deleted });
      expect((await get()).statusCode).toBe(404);
    }, 120_000);
  },
  { JOB_POLL_SECONDS: '0' },
);
