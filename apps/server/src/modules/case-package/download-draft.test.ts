import { getCasePackageResponse } from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { runDueJobs } from '../../lib/jobs/job-queue.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { workspaceWithCase } from './case-package.fixture.ts';
import { generateCaseJob } from './generate-case.job.ts';

const g = messages.litigation.own.generation;
const documentXml = (docx: Buffer) =>
  new TextDecoder().decode(unzipSync(new Uint8Array(docx))['word/document.xml']);

describeOnEachDatabase(
  'download-draft/',
  (ctx) => {
    const app = () => ctx().app;
    const download = (body: Record<string, unknown>, token?: string) =>
      call(app(), 'POST', '/api/litigation/download-draft/', body, token);

    it('answers one draft as DOCX named after its title, with its saved text, to insiders only', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await runDueJobs(app().deps, [generateCaseJob]);
      const read = async () =>
        getCasePackageResponse.parse(
          (
            await call(app(), 'POST', '/api/litigation/get-case-package/', { workspace_id: id }, token)
          ).json(),
        );
      const pkg = await read();
      const [first, second] = pkg.drafts;
      if (!first || !second) throw new Error('the package has fewer than two drafts');

      const res = await download({ workspace_id: id, draft_id: first.id }, token);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(first.title)}.docx`,
      );
      const xml = documentXml(res.rawPayload);
      expect(xml).toContain('Suresh Patil');
      // The other draft downloads under its own title (its version named).
      const other = await download({ workspace_id: id, draft_id: second.id, version: 1 }, token);
      expect(other.statusCode).toBe(200);
      expect(other.headers['content-disposition']).toContain(encodeURIComponent(second.title));

      // The text last saved in the editor is what downloads.
      const saved = await call(
        app(),
        'POST',
        '/api/litigation/update-draft/',
        {
          workspace_id: id,
          draft_id: first.id,
          html: '<h1>Edited title</h1><p>Paragraph only in the edit.</p>',
        },
        token,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const edited = documentXml(
        (await download({ workspace_id: id, draft_id: first.id }, token)).rawPayload,
      );
      expect(edited).toContain('Paragraph only in the edit.');
      expect(edited).not.toContain('Suresh Patil');

      // Not a draft of this version, an unknown version, an unknown draft: 404 with the sentence.
      await runDueJobs(app().deps, [generateCaseJob]);
      const runAgain = await call(
        app(),
        'POST',
        '/api/litigation/run-all-models/',
        { workspace_id: id },
        token,
      );
      expect(runAgain.statusCode).toBe(200);
      await runDueJobs(app().deps, [generateCaseJob]);
      // The call may have started the job itself (then runDueJobs finds it taken): wait for its end.
      await expect.poll(async () => (await read()).version, { timeout: 30_000 }).toBe(2);
      for (const [body, message] of [
        [{ workspace_id: id, draft_id: first.id, version: 2 }, g.draftNotFound],
        [{ workspace_id: id, draft_id: first.id, version: 9 }, g.versionNotFound],
        [{ workspace_id: id, draft_id: '00000000-0000-4000-8000-000000000000' }, g.draftNotFound],
        [{ workspace_id: id, draft_id: 'not-a-uuid' }, g.draftNotFound],
      ] as const) {
        const refused = await download(body, token);
        expect(refused.statusCode, JSON.stringify(body)).toBe(404);
        expect(refused.json().message).toBe(message);
      }
      // An older version's draft still downloads by its version.
      expect((await download({ workspace_id: id, draft_id: first.id, version: 1 }, token)).statusCode).toBe(
        200,
      );

      // Another account: 404, nothing of the draft; anonymous: 401.
      const stranger = await signedInUser(ctx());
      const foreign = await download({ workspace_id: id, draft_id: first.id }, stranger.token);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(first.title);
      expect((await download({ workspace_id: id, draft_id: first.id })).statusCode).toBe(401);
    });

    it('refuses a call without ids or with a bad version by the shared rules', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      for (const [body, message] of [
        [{ workspace_id: id }, g.draftIdRequired],
        [{ workspace_id: id, draft_id: '  ' }, g.draftIdRequired],
        [{ workspace_id: id, draft_id: 'a\u0000b' }, messages.common.unsafeText],
        [{ workspace_id: id, draft_id: 'x', version: 0 }, g.versionInvalid],
        [{ workspace_id: id, draft_id: 'x', version: 'two' }, g.versionInvalid],
      ] as const) {
        const res = await download(body, token);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });
  },
  { JOB_POLL_SECONDS: '0' },
);
