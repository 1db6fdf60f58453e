import {
  downloadCaseRequest,
  downloadDraftRequest,
  getCasePackageRequest,
  getCasePackageResponse,
  initializeCaseRequest,
  initializeCaseResponse,
  runAllModelsRequest,
  runAllModelsResponse,
  updateDraftRequest,
  updateDraftResponse,
} from '@lexi/shared/api/case-package';
import { messageResponse } from '@lexi/shared/api/common';
import { messages } from '@lexi/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { contentDisposition } from '../../lib/http/content-disposition.ts';
import { principalOf } from '../../plugins/auth.ts';
import { viewerOf } from '../workspaces/workspace-access.ts';
import { downloadCase } from './case-download.ts';
import { serveGenerationSocket } from './case-generation.socket.ts';
import { backgroundKick, cancelGeneration, startGeneration } from './case-generation.ts';
import { readCasePackage } from './case-package-view.ts';
import { downloadDraft } from './download-draft.ts';
import { updateDraft } from './update-draft.ts';

const g = messages.litigation.own.generation;
const tags = ['litigation'];
const security = [{ bearer: [] }];

/** The path of the live connection, under /api (initialize-case/ answers it as websocket_url). */
export const GENERATION_SOCKET_PATH = '/litigation/ws/generate-case/';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Case generation and the case package (spec part 2 §7; issue 15): initialize-case/, the live
 * connection, run-all-models/, get-case-package/, update-draft/, download-case/, download-draft/,
 * under /api.
 */
export const casePackageRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  // Generation kicked off by a call runs in the background; closing the app waits for it.
  const running = new Set<Promise<unknown>>();
  const kick = backgroundKick(deps, (work) => {
    const tracked = work
      .catch((error: unknown) => app.log.error({ err: error }, 'case generation failed to run'))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  });
  app.addHook('onClose', async () => {
    await Promise.all([...running]);
  });
  const viewer = (request: FastifyRequest) => viewerOf(db, principalOf(request).userId);
  const auth = { onRequest: app.requireUser };
  const doc = (summary: string) => ({ tags, security, summary });
  const socketUrl = `/api${GENERATION_SOCKET_PATH}`;

  app.post(
    '/litigation/initialize-case/',
    {
      ...auth,
      schema: {
        ...doc('Generated already (its version), or the live connection to watch the generation it queued'),
        body: initializeCaseRequest,
        response: { 200: initializeCaseResponse },
      },
    },
    async (request) => {
      const start = await startGeneration(deps, await viewer(request), request.body.workspace_id, {
        newVersion: false,
        kick,
      });
      return start.generated
        ? {
            success: true as const,
            message: g.alreadyGenerated,
            generated: true as const,
            version: start.version,
            workspace_id: start.workspaceId,
          }
        : {
            success: true as const,
            message: g.queued,
            generated: false as const,
            workspace_id: start.workspaceId,
            websocket_url: socketUrl,
          };
    },
  );

  app.post(
    '/litigation/run-all-models/',
    {
      ...auth,
      schema: {
        ...doc('Generate a new version of the case package (older versions stay readable)'),
        body: runAllModelsRequest,
        response: { 200: runAllModelsResponse },
      },
    },
    async (request) => {
      const start = await startGeneration(deps, await viewer(request), request.body.workspace_id, {
        newVersion: true,
        kick,
      });
      return {
        success: true as const,
        message: g.newVersionQueued,
        workspace_id: start.workspaceId,
        websocket_url: socketUrl,
      };
    },
  );

  app.post(
    '/litigation/cancel-generation/',
    {
      ...auth,
      schema: {
        ...doc('Cancel the running generation (as the live connection’s cancel_generation does)'),
        body: initializeCaseRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await cancelGeneration(deps, await viewer(request), request.body.workspace_id);
      return { success: true as const, message: messages.litigation.generationCancelled };
    },
  );

  app.get(
    GENERATION_SOCKET_PATH,
    {
      websocket: true,
      schema: { ...doc('The live connection (WebSocket; token as the `token` query parameter)') },
    },
    (socket, request) => {
      const token = new URL(request.url, 'http://lexi.invalid').searchParams.get('token') ?? '';
      serveGenerationSocket(deps, socket, token, kick);
    },
  );

  app.post(
    '/litigation/get-case-package/',
    {
      ...auth,
      schema: {
        ...doc('A version of the case package (the latest by default)'),
        body: getCasePackageRequest,
        response: { 200: getCasePackageResponse },
      },
    },
    async (request) => {
      const { workspaceName: _name, ...pkg } = await readCasePackage(
        db,
        await viewer(request),
        request.body.workspace_id,
        request.body.version,
      );
      return pkg;
    },
  );

  app.post(
    '/litigation/update-draft/',
    {
      ...auth,
      schema: {
        ...doc('Save the HTML of a draft of the case package'),
        body: updateDraftRequest,
        response: { 200: updateDraftResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: g.draftSaved,
      draft: await updateDraft(deps, await viewer(request), {
        workspaceId: request.body.workspace_id,
        draftId: request.body.draft_id,
        html: request.body.html,
      }),
    }),
  );

  app.post(
    '/litigation/download-case/',
    {
      ...auth,
      schema: {
        ...doc('The case as a zip: facts, judgements, strategy, drafts (DOCX and PDF) and the case files'),
        body: downloadCaseRequest,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await downloadCase(deps, await viewer(request), request.body.workspace_id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/litigation/download-draft/',
    {
      ...auth,
      schema: {
        ...doc('One draft of the case package as DOCX, named after its title'),
        body: downloadDraftRequest,
        produces: [DOCX],
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await downloadDraft(deps, await viewer(request), {
        workspaceId: request.body.workspace_id,
        draftId: request.body.draft_id,
        version: request.body.version,
      });
      return reply
        .header('content-type', DOCX)
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};
