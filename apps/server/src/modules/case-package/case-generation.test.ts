import {
  caseGenerationStepValues,
  getCasePackageResponse,
  initializeCaseResponse,
} from '@lexi/shared/api/case-package';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { runDueJobs } from '../../lib/jobs/job-queue.ts';
import { recordJobProgress } from '../../lib/jobs/jobs.repository.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { upsertJudgements } from '../judgements/judgements.repository.ts';
import { deleteCaseById, listCases } from '../litigation/litigation-cases.repository.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { holdGenerationJob, later, liveSession, workspaceWithCase } from './case-package.fixture.ts';
import { generateCaseJob, generationKey } from './generate-case.job.ts';

const l = messages.litigation;
const g = l.own.generation;

// No periodic runner: the tests decide when a job runs (a call's kick, or runDueJobs as a restarted instance).
describeOnEachDatabase(
  'case generation: calls and the live connection',
  (ctx) => {
    const app = () => ctx().app;
    const deps = () => ctx().app.deps;
    const jobRows = async (workspaceId: string) =>
      ctx().database.query<{ id: string; status: string; progress: number; step: string | null }>(
        'select id, status, progress, step from jobs where unique_key = $1 order by created_at',
        [generationKey(workspaceId)],
      );
    const initialize = (token: string, workspace_id: string) =>
      call(app(), 'POST', '/api/litigation/initialize-case/', { workspace_id }, token);
    const getPackage = (token: string, body: Record<string, unknown>) =>
      call(app(), 'POST', '/api/litigation/get-case-package/', body, token);
    const holdJob = (workspaceId: string) => holdGenerationJob(deps(), workspaceId);

    it('generates the package from initialize-case/ through the live connection to complete', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      // The case's commit owes the generation: one queued job already.
      expect((await jobRows(id)).map((j) => j.status)).toEqual(['queued']);
      const init = await initialize(token, id);
      expect(init.statusCode, init.body).toBe(200);
      const body = initializeCaseResponse.parse(init.json());
      expect(body).toMatchObject({ success: true, generated: false, workspace_id: id });
      if (body.generated) throw new Error('unexpected');
      expect(body.websocket_url).toBe('/api/litigation/ws/generate-case/');

      const live = await liveSession(app(), token);
      live.send({ action: 'generate_case', workspace_id: id });
      await live.closed();
      const progress = live.messages.filter((m) => m.type === 'progress');
      const values = progress.map((m) => (m.type === 'progress' ? m.progress : -1));
      expect(values.every((v) => v >= 0 && v <= 100)).toBe(true);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
      expect(live.messages.at(-1)).toEqual({
        type: 'complete',
        message: g.complete,
        generated: true,
        version: 1,
        workspace_id: id,
      });
      expect(live.messages.some((m) => m.type === 'error')).toBe(false);

      // Done: initialize-case/ now answers the version, and no second job was started.
      expect((await initialize(token, id)).json()).toMatchObject({ generated: true, version: 1 });
      expect((await jobRows(id)).map((j) => j.status)).toEqual(['done']);

      const pkg = getCasePackageResponse.parse((await getPackage(token, { workspace_id: id })).json());
      expect(pkg.version).toBe(1);
      expect(pkg.versions.map((v) => v.version)).toEqual([1]);
      expect(pkg.facts.map((f) => f.date).filter(Boolean)).toEqual([
        '2022-06-03',
        '2022-08-12',
        '2022-08-20',
        '2022-09-01',
      ]);
      expect(pkg.facts.every((f) => f.source.length > 0)).toBe(true);
      // A cheque case: the payee's demand notice and complaint under the NI Act (issue 15).
      expect(pkg.drafts.map((d) => d.kind)).toEqual(['legal_notice', 'complaint']);
      expect(pkg.drafts[1]?.html).toContain('Suresh Patil … Accused');
      expect(pkg.strategy.provisions.map((p) => p.provision)).toContain(
        'Section 138 Negotiable Instruments Act 1881',
      );

      // The overview tiles count the package.
      const overview = await call(app(), 'GET', '/api/workspaces/overview', undefined, token);
      expect(overview.json()).toMatchObject({
        totalLitigationDrafts: 2,
        totalJudgementFiles: pkg.judgements.length,
      });
    });

    it('resumes after a runner died mid-job: the stream goes on from the row, in order, to complete', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      const jobId = await holdJob(id);
      const lease = new Date(Date.now() + 60_000);
      // The runner that holds it got to the judgements, then died (its lease still runs).
      await recordJobProgress(
        deps().db,
        jobId,
        { progress: 45, step: 'generating_judgement', message: 'm45' },
        lease,
        new Date(),
      );

      const watcher = await liveSession(app(), token);
      watcher.send({ action: 'generate_case', workspace_id: id });
      await watcher.until((m) => m.type === 'progress' && m.progress === 45);
      expect(watcher.messages[0]).toEqual({
        type: 'progress',
        progress: 45,
        step: 'generating_judgement',
        message: 'm45',
      });
      // The browser goes away and comes back: the new connection starts where the job is.
      watcher.close();
      await recordJobProgress(
        deps().db,
        jobId,
        { progress: 60, step: 'judgements_generated', message: 'm60' },
        lease,
        new Date(),
      );
      const again = await liveSession(app(), token);
      again.send({ action: 'generate_case', workspace_id: id });
      await again.until((m) => m.type === 'progress');
      expect(again.messages[0]).toMatchObject({ progress: 60, step: 'judgements_generated' });

      // Its lease lapses; another instance's runner takes the job and finishes it.
      expect(await runDueJobs(later(deps(), 120_000), [generateCaseJob])).toEqual({ done: 1, failed: 0 });
      await again.closed();
      const values = again.messages.flatMap((m) => (m.type === 'progress' ? [m.progress] : []));
      expect(values[0]).toBe(60);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
      for (const m of again.messages) {
        if (m.type === 'progress') expect(caseGenerationStepValues).toContain(m.step);
      }
      // The job ran between two polls, yet every step after the reconnection reaches the watcher.
      expect(again.messages.flatMap((m) => (m.type === 'progress' ? [m.step] : []))).toEqual([
        'judgements_generated',
        'generating_strategy',
        'strategy_generated',
        'brief_generated',
        'finalizing',
        'complete',
      ]);
      const brief = again.messages.find((m) => m.type === 'progress' && m.step === 'brief_generated');
      expect(brief).toMatchObject({ message: '2 document drafts prepared' });
      expect(again.messages.at(-1)).toMatchObject({ type: 'complete', version: 1 });
      expect((await jobRows(id))[0]).toMatchObject({ status: 'done', progress: 100 });
      expect((await getPackage(token, { workspace_id: id })).json().version).toBe(1);
    });

    it('cancels: every watcher gets the cancel message, the job writes nothing, a later start is new', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await holdJob(id);
      const first = await liveSession(app(), token);
      const second = await liveSession(app(), token);
      first.send({ action: 'generate_case', workspace_id: id });
      second.send({ action: 'generate_case', workspace_id: id });
      await first.until((m) => m.type === 'progress');
      await second.until((m) => m.type === 'progress');
      first.send({ action: 'cancel_generation', workspace_id: id });
      await first.closed();
      await second.closed();
      for (const session of [first, second]) {
        expect(session.messages.at(-1)).toEqual({
          type: 'error',
          message: l.generationCancelledByUser,
          reason: 'cancelled',
        });
      }
      expect((await jobRows(id)).map((j) => j.status)).toEqual(['cancelled']);
      // The dead runner's lease lapses: a cancelled job is not taken again.
      expect(await runDueJobs(later(deps(), 120_000), [generateCaseJob])).toEqual({ done: 0, failed: 0 });
      expect((await getPackage(token, { workspace_id: id })).statusCode).toBe(404);
      // Starting again makes a new job.
      expect((await initialize(token, id)).json()).toMatchObject({ generated: false });
      const rows = await jobRows(id);
      expect(rows).toHaveLength(2);
      expect(rows[0]?.status).toBe('cancelled');
    });

    it('cancel-generation/ cancels too, with the catalogue sentence', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await holdJob(id);
      const res = await call(
        app(),
        'POST',
        '/api/litigation/cancel-generation/',
        { workspace_id: id },
        token,
      );
      expect(res.json()).toEqual({ success: true, message: l.generationCancelled });
      expect((await jobRows(id)).map((j) => j.status)).toEqual(['cancelled']);
    });

    it('ends with an error when the job fails for good', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await holdJob(id);
      const [theCase] = await listCases(deps().db, id);
      if (!theCase) throw new Error('no case');
      await deleteCaseById(deps().db, theCase.id);
      const live = await liveSession(app(), token);
      live.send({ action: 'generate_case', workspace_id: id });
      await live.until((m) => m.type === 'progress');
      // Three attempts, each after the last one's backoff.
      for (const ms of [120_000, 240_000, 480_000]) await runDueJobs(later(deps(), ms), [generateCaseJob]);
      await live.closed();
      expect(live.messages.at(-1)).toEqual({
        type: 'error',
        message: `Case generation failed: ${g.noCase}`,
        reason: 'failed',
      });
      expect((await jobRows(id)).map((j) => j.status)).toEqual(['failed']);
    });

    it('refuses a missing or bad token with Authentication required, before any progress', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      for (const bad of [undefined, '', 'not-a-token']) {
        const live = await liveSession(app(), bad);
        live.send({ action: 'generate_case', workspace_id: id });
        await live.closed();
        expect(live.messages).toEqual([
          { type: 'error', message: l.authenticationRequired, reason: 'authentication' },
        ]);
      }
    });

    it('refuses an unreadable message and a workspace the user may not see, never with progress', async () => {
      const owner = await signedInUser(ctx());
      const stranger = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), owner.token);
      const garbled = await liveSession(app(), owner.token);
      garbled.send({ action: 'launch_missiles' });
      await garbled.closed();
      expect(garbled.messages).toEqual([
        { type: 'error', message: g.invalidMessage, reason: 'invalid_message' },
      ]);

      for (const action of ['generate_case', 'cancel_generation']) {
        const foreign = await liveSession(app(), stranger.token);
        foreign.send({ action, workspace_id: id });
        await foreign.closed();
        expect(foreign.messages).toEqual([
          { type: 'error', message: messages.workspace.own.notFound, reason: 'not_found' },
        ]);
      }
      expect((await jobRows(id)).map((j) => j.status)).not.toContain('cancelled');
    });

    it('keeps one live job per workspace however many calls race', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await holdJob(id);
      const answers = await Promise.all([
        initialize(token, id),
        initialize(token, id),
        call(app(), 'POST', '/api/litigation/run-all-models/', { workspace_id: id }, token),
        call(app(), 'POST', '/api/litigation/run-all-models/', { workspace_id: id }, token),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(await jobRows(id)).toHaveLength(1);
    });

    it('run-all-models/ makes a new version; the old one stays readable', async () => {
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await runDueJobs(deps(), [generateCaseJob]);
      const res = await call(app(), 'POST', '/api/litigation/run-all-models/', { workspace_id: id }, token);
      expect(res.json()).toMatchObject({
        success: true,
        message: g.newVersionQueued,
        websocket_url: '/api/litigation/ws/generate-case/',
      });
      const live = await liveSession(app(), token);
      live.send({ action: 'generate_case', workspace_id: id });
      await live.closed();
      expect(live.messages.at(-1)).toMatchObject({ type: 'complete', version: 2 });
      const latest = getCasePackageResponse.parse((await getPackage(token, { workspace_id: id })).json());
      expect(latest.version).toBe(2);
      expect(latest.versions.map((v) => v.version)).toEqual([2, 1]);
      const workspace = await call(
        app(),
        'POST',
        '/api/litigation/get-single-litigation-workspace/',
        { workspace_id: id },
        token,
      );
      expect(workspace.json().workspace.status.slice(0, 2)).toEqual([
        'Case package version 2 generated',
        'Case package version 1 generated',
      ]);
      const first = getCasePackageResponse.parse(
        (await getPackage(token, { workspace_id: id, version: 1 })).json(),
      );
      expect(first.version).toBe(1);
      expect(first.drafts.map((d) => d.id)).not.toEqual(latest.drafts.map((d) => d.id));
      const missing = await getPackage(token, { workspace_id: id, version: 3 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(g.versionNotFound);
      const bad = await getPackage(token, { workspace_id: id, version: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(g.versionInvalid);
    });

    it('saves a draft, kept to the editor’s tags, and refuses hostile text and others’ drafts', async () => {
      const owner = await signedInUser(ctx());
      const stranger = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), owner.token);
      await runDueJobs(deps(), [generateCaseJob]);
      const pkg = getCasePackageResponse.parse((await getPackage(owner.token, { workspace_id: id })).json());
      const draft = pkg.drafts[0];
      if (!draft) throw new Error('no draft');
      const save = (token: string, body: Record<string, unknown>) =>
        call(app(), 'POST', '/api/litigation/update-draft/', body, token);
      const saved = await save(owner.token, {
        workspace_id: id,
        draft_id: draft.id,
        html: '<h1>Complaint</h1><p>Edited <strong>by counsel</strong></p><script>alert(1)</script>',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ success: true, message: g.draftSaved });
      expect(saved.json().draft.html).toBe('<h1>Complaint</h1><p>Edited <strong>by counsel</strong></p>');
      const reread = getCasePackageResponse.parse(
        (await getPackage(owner.token, { workspace_id: id })).json(),
      );
      expect(reread.drafts[0]?.html).toBe(saved.json().draft.html);

      const hostile = await save(owner.token, {
        workspace_id: id,
        draft_id: draft.id,
        html: '<p>a\u0000b</p>',
      });
      expect(hostile.statusCode).toBe(400);
      expect(hostile.json().message).toBe(messages.common.unsafeText);
      const empty = await save(owner.token, { workspace_id: id, draft_id: draft.id, html: '   ' });
      expect(empty.json().message).toBe(g.draftHtmlRequired);
      const unknown = await save(owner.token, { workspace_id: id, draft_id: 'nope', html: '<p>x</p>' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(g.draftNotFound);
      const foreign = await save(stranger.token, { workspace_id: id, draft_id: draft.id, html: '<p>x</p>' });
      expect(foreign.statusCode).toBe(404);
    });

    it('lets no one outside the workspace generate, read, run again, cancel or download', async () => {
      const owner = await signedInUser(ctx());
      const stranger = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), owner.token);
      await runDueJobs(deps(), [generateCaseJob]);
      for (const path of [
        'initialize-case/',
        'run-all-models/',
        'cancel-generation/',
        'get-case-package/',
        'download-case/',
      ]) {
        const res = await call(
          app(),
          'POST',
          `/api/litigation/${path}`,
          { workspace_id: id },
          stranger.token,
        );
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message, path).toBe(messages.workspace.own.notFound);
        const anonymous = await call(app(), 'POST', `/api/litigation/${path}`, { workspace_id: id });
        expect(anonymous.statusCode, path).toBe(401);
      }
      expect(await jobRows(id)).toHaveLength(1);
    });

    it('cites judgements of the corpus only, with the matching passage and a stance for the side', async () => {
      const corpusRow = (id: string, text: string) => ({
        id,
        title: `Test judgement ${id}`,
        citation: `(2024) TEST ${id}`,
        court: 'High Court',
        year: 2024,
        jurisdiction: 'IN' as const,
        area: 'Negotiable instruments',
        text,
        source: 'import' as const,
      });
      await upsertJudgements(deps().db, [
        corpusRow(
          'casegen-upheld',
          'The cheque was dishonoured for insufficient funds after a legal notice; the statutory presumption under Section 139 applied and the conviction was upheld.',
        ),
        corpusRow(
          'casegen-acquitted',
          'The accused proved the cheque was a blank security cheque, the presumption was rebutted and the accused was acquitted of the offence under Section 138.',
        ),
      ]);
      const { token } = await signedInUser(ctx());
      const id = await workspaceWithCase(app(), token);
      await runDueJobs(deps(), [generateCaseJob]);
      const pkg = getCasePackageResponse.parse((await getPackage(token, { workspace_id: id })).json());
      const known = new Set(
        (await ctx().database.query<{ id: string }>('select id from judgements')).map((r) => r.id),
      );
      expect(pkg.judgements.length).toBeGreaterThan(0);
      for (const j of pkg.judgements) expect(known.has(j.judgement_id), j.judgement_id).toBe(true);
      const mine = (judgementId: string) => pkg.judgements.find((j) => j.judgement_id === judgementId);
      expect(mine('casegen-upheld')).toMatchObject({
        stance: 'helps',
        citation: '(2024) TEST casegen-upheld',
      });
      expect(mine('casegen-acquitted')?.stance).toBe('hurts');
      expect(mine('casegen-upheld')?.passage).toMatch(/cheque/i);
    });

    it('answers the case first when a workspace has none', async () => {
      const { token } = await signedInUser(ctx());
      const ws = await call(
        app(),
        'POST',
        '/api/litigation/create-workspace/',
        {
          workspace_name: 'Empty',
          case_type: 'Civil',
          client_name: 'A',
          opponent_name: 'B',
          area_of_law: 'C',
        },
        token,
      );
      const res = await initialize(token, ws.json().data.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(g.noCase);
      const pkg = await getPackage(token, { workspace_id: ws.json().data.id });
      expect(pkg.statusCode).toBe(404);
      expect(pkg.json().message).toBe(g.packageNotFound);
    });
  },
  { JOB_POLL_SECONDS: '0' },
);
