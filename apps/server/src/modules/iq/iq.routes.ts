import { messageResponse } from '@lexi/shared/api/common';
import {
  analysesResponse,
  analysisIdParams,
  analysisResponse,
  IQ_MAX_FILE_BYTES,
  iqUploadRequest,
  iqUploadResponse,
  proposalDecisionRequest,
  proposalDecisionResponse,
  proposalParams,
  representedPartyRequest,
} from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { base64JsonBodyLimit } from '../../lib/http/body-limits.ts';
import { principalOf } from '../../plugins/auth.ts';
import { runOwedAnalysis } from './analyse-job.ts';
import { analyseUpload } from './analyse-upload.ts';
import { deleteAnalysis, listAnalyses, ownAnalysis } from './analyses.ts';
import { exportName, memoPdf, negotiatedDocx } from './analysis-exports.ts';
import { analysisMessage, toAnalysis, toAnalysisSummary, toProposal } from './analysis-presenter.ts';
import { chooseParty } from './choose-party.ts';
import { decideProposal } from './decide-proposal.ts';

const a = messages.analysis;
const tags = ['iq'];
const security = [{ bearer: [] }];
const UPLOAD_BODY_LIMIT = base64JsonBodyLimit(IQ_MAX_FILE_BYTES);

/** LeXi IQ (spec §7 `/iq/...`): contract risk analysis and negotiation. Only the owner sees an analysis. */
export const iqRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  // Analyses started by this instance's uploads; closing waits for them (the job stays owed if not).
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  const startAnalysis = (id: string) => {
    const run = runOwedAnalysis(deps, id)
      .catch((error: unknown) => app.log.error({ err: error, analysis: id }, 'IQ analysis failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
  // Authenticated in onRequest, before a large body is read.
  const auth = { onRequest: app.requireUser };
  const doc = (summary: string) => ({ tags, security, summary });

  for (const [path, kind, message, summary] of [
    [
      '/iq/quick_add_risk_analysis',
      'risk',
      a.analyzed,
      'Analyse a contract (base64 PDF or DOCX, at most 20 MB) for risk',
    ],
    [
      '/iq/iq_negotiate',
      'negotiation',
      a.negotiationProcessed,
      'Analyse a contract (base64 PDF or DOCX, at most 20 MB) and propose changes',
    ],
  ] as const) {
    app.post(
      path,
      {
        ...auth,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { ...doc(summary), body: iqUploadRequest, response: { 200: iqUploadResponse } },
      },
      async (request) => {
        const row = await analyseUpload(deps, principalOf(request).userId, request.body, kind);
        // The answer does not wait for the engine: the browser polls the analysis's status.
        startAnalysis(row.id);
        return { success: true as const, id: row.id, message };
      },
    );
  }

  app.get(
    '/iq/analyses',
    { ...auth, schema: { ...doc('My analyses, newest first'), response: { 200: analysesResponse } } },
    async (request) => ({
      success: true as const,
      message: a.own.listed,
      analyses: (await listAnalyses(db, principalOf(request).userId)).map(toAnalysisSummary),
    }),
  );

  app.get(
    '/iq/analyses/:id',
    {
      ...auth,
      schema: {
        ...doc('One of my analyses: key facts, clauses, findings, missing clauses, score, proposals'),
        params: analysisIdParams,
        response: { 200: analysisResponse },
      },
    },
    async (request) => {
      const row = await ownAnalysis(db, principalOf(request).userId, request.params.id);
      return { success: true as const, message: analysisMessage(row), analysis: toAnalysis(row) };
    },
  );

  app.delete(
    '/iq/analyses/:id',
    {
      ...auth,
      schema: {
        ...doc('Delete one of my analyses'),
        params: analysisIdParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await deleteAnalysis(db, principalOf(request).userId, request.params.id);
      return { success: true as const, message: a.own.deleted };
    },
  );

  app.post(
    '/iq/analyses/:id/party',
    {
      ...auth,
      schema: {
        ...doc('Read the risks of my analysis again for the party I represent (1 or 2)'),
        params: analysisIdParams,
        body: representedPartyRequest,
        response: { 200: analysisResponse },
      },
    },
    async (request) => {
      const row = await chooseParty(deps, principalOf(request).userId, {
        id: request.params.id,
        party: request.body.party,
      });
      return { success: true as const, message: a.own.partyChanged, analysis: toAnalysis(row) };
    },
  );

  app.post(
    '/iq/analyses/:id/proposals/:proposal_id',
    {
      ...auth,
      schema: {
        ...doc('Accept or reject one proposed change of my negotiation'),
        params: proposalParams,
        body: proposalDecisionRequest,
        response: { 200: proposalDecisionResponse },
      },
    },
    async (request) => {
      const proposal = await decideProposal(deps, principalOf(request).userId, {
        id: request.params.id,
        proposalId: request.params.proposal_id,
        status: request.body.status,
      });
      return {
        success: true as const,
        message: proposal.status === 'accepted' ? a.own.proposalAccepted : a.own.proposalRejected,
        proposal: toProposal(proposal),
      };
    },
  );

  app.get(
    '/iq/analyses/:id/export.docx',
    {
      ...auth,
      schema: {
        ...doc('The negotiated contract (accepted changes as tracked-change style runs), a DOCX download'),
        params: analysisIdParams,
      },
    },
    async (request, reply) => {
      const row = await ownAnalysis(db, principalOf(request).userId, request.params.id);
      const bytes = await negotiatedDocx(row);
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      reply.header('content-disposition', `attachment; filename="${exportName(row, ' (negotiated).docx')}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(bytes);
    },
  );

  app.get(
    '/iq/analyses/:id/memo.pdf',
    {
      ...auth,
      schema: { ...doc('A summary memo of my analysis, a PDF download'), params: analysisIdParams },
    },
    async (request, reply) => {
      const row = await ownAnalysis(db, principalOf(request).userId, request.params.id);
      const bytes = await memoPdf(row);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${exportName(row, ' (memo).pdf')}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(bytes);
    },
  );
};
