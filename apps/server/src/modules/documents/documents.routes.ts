import { messageResponse } from '@lexi/shared/api/common';
import {
  archiveDocumentRequest,
  documentsListQuery,
  documentsListResponse,
} from '@lexi/shared/api/documents';
import { messages } from '@lexi/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { principalOf } from '../../plugins/auth.ts';
import { setArchived } from './archive-document.ts';
import { listDocuments } from './list-documents.ts';

const m = messages.documents.own;
const tags = ['documents'];
const security = [{ bearer: [] }];

export const documentsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/documents/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'My e-mohar documents and contracts, and the documents I signed as a counter party: search, status, sort, pages',
        querystring: documentsListQuery,
        response: { 200: documentsListResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        message: m.listLoaded,
        ...(await listDocuments(deps, principalOf(request).userId, request.query)),
      };
    },
  );

  for (const [path, archived] of [
    ['/documents/archive', true],
    ['/documents/unarchive', false],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: archived
            ? 'Archive my e-mohar document or contract: off my lists, still verifiable and downloadable'
            : 'Bring an archived e-mohar document or contract back to my lists',
          body: archiveDocumentRequest,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await setArchived(
          deps,
          principalOf(request).userId,
          { ...request.body, archived },
          requestMeta(request),
        );
        return { success: true as const, message: archived ? m.archived : m.unarchived };
      },
    );
  }
};
